#include "engine/go/policy_planes.hpp"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <vector>

#include "engine/go/game_positions.hpp"

namespace boardtalk::go {

namespace {

enum Plane {
    own_stone,
    opponent_stone,
    empty_point,
    own_liberties_1,  // then 2, 3+
    opponent_liberties_1 = own_liberties_1 + 3,
    last_move = opponent_liberties_1 + 3,
    previous_move,
    candidate,
    capture,
    self_atari,
    atari_escape,
    ones,
    plane_end
};
static_assert(plane_end == policy_plane_count);
static_assert(candidate == policy_candidate_plane);

}  // namespace

void encode_policy_planes(const FastBoard& board, std::span<float> out) {
    const int w = board.width(), h = board.height(), area = w * h;
    assert(out.size() == std::size_t(policy_plane_count * area));
    std::fill(out.begin(), out.end(), 0.0f);
    const Color me = board.to_move();
    auto set = [&](int plane, int x, int y) { out[plane * area + y * w + x] = 1.0f; };
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) {
            const Point p = point(x, y);
            set(ones, x, y);
            const Color c = board.at(p);
            if (c == Color::empty) {
                set(empty_point, x, y);
                if (board.is_own_eye(p) || !board.is_legal(p)) continue;
                set(candidate, x, y);
                if (board.is_capture(p)) set(capture, x, y);
                if (board.is_self_atari(p)) set(self_atari, x, y);
                if (board.is_atari_escape(p)) set(atari_escape, x, y);
                continue;
            }
            const int libs = std::min(board.liberties(p, 3), 3);
            set(c == me ? own_stone : opponent_stone, x, y);
            set((c == me ? own_liberties_1 : opponent_liberties_1) + libs - 1, x, y);
        }
    for (auto [plane, p] :
         {std::pair{last_move, board.last_move()}, std::pair{previous_move, board.previous_move()}})
        if (p != pass) set(plane, x_of(p), y_of(p));
}

namespace {

// Appends the planes packed 8 values a byte, first value in the high bit, padded to a byte.
void append_packed(std::span<const float> planes, std::string& bytes) {
    unsigned byte = 0;
    for (std::size_t i = 0; i < planes.size(); ++i) {
        byte = byte << 1 | unsigned(planes[i] != 0);
        if (i % 8 == 7) bytes.push_back(char(byte)), byte = 0;
    }
    if (planes.size() % 8 != 0) bytes.push_back(char(byte << (8 - planes.size() % 8)));
}

void append_uint16(int value, std::string& bytes) {
    bytes.push_back(char(value & 0xff));
    bytes.push_back(char(value >> 8));
}

}  // namespace

int append_policy_examples(const Game& game, std::string& bytes) {
    int added = 0;
    std::vector<float> planes;
    for_each_position(game, [&](const FastBoard& board, const Game&, const Move& m) {
        const int w = board.width(), area = w * board.height();
        planes.resize(std::size_t(policy_plane_count * area));
        encode_policy_planes(board, planes);
        const int move = row_major_index(m.point, w);
        if (planes[candidate * area + move] == 0) return;
        append_packed(planes, bytes);
        append_uint16(move, bytes);
        ++added;
    });
    return added;
}

bool append_visit_example(const FastBoard& board, const SearchReport& report, std::string& bytes) {
    const int w = board.width(), h = board.height(), area = w * h;
    std::vector<float> planes(std::size_t(policy_plane_count * area));
    encode_policy_planes(board, planes);
    std::vector<double> visits(std::size_t(area), 0.0);
    double total = 0;
    for (const CandidateStats& c : report.candidates) {
        if (c.move == pass) continue;
        const int i = row_major_index(c.move, w);
        if (planes[candidate * area + i] == 0) continue;
        visits[i] += double(c.visits);
        total += double(c.visits);
    }
    if (total <= 0) return false;
    bytes.push_back(char(w));
    bytes.push_back(char(h));
    append_packed(planes, bytes);
    for (double v : visits) append_uint16(int(std::lround(v / total * 65535)), bytes);
    return true;
}

}  // namespace boardtalk::go
