#pragma once
// An independent, deliberately plain implementation of the DVONN rules on stack strings and
// (column, row) pairs, with no bit masks and no shared code beyond the Position type: the
// reference the engine's move generator and perft are checked against.
#include <array>
#include <string>
#include <vector>

#include "engine/dvonn/position.hpp"

namespace boardtalk::dvonn::test {

struct NaiveState {
    std::array<std::array<std::string, 5>, 11> stack;  // [column][row]
    char to_move = 'W';
    bool placing = true;
    int placed = 0;
};

inline bool naive_valid(int c, int r) {
    static const int first[5] = {0, 0, 0, 1, 2};
    static const int last[5] = {8, 9, 10, 10, 10};
    return r >= 0 && r < 5 && c >= first[r] && c <= last[r];
}

inline NaiveState naive_from(const Position& p) {
    NaiveState s;
    for (int c = 0; c < 11; ++c)
        for (int r = 0; r < 5; ++r)
            if (naive_valid(c, r)) s.stack[c][r] = p.stacks[r * 11 + c];
    s.to_move = p.board.to_move == Colour::white ? 'W' : 'B';
    s.placing = p.board.phase == Phase::placing;
    s.placed = p.board.placed;
    return s;
}

struct NaiveMove {
    int fc, fr, tc, tr;  // fc < 0: placement on (tc, tr); tc < 0 too: pass
};

inline const int kNaiveDirs[6][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, -1}};

inline std::vector<NaiveMove> naive_steps(const NaiveState& s, char side) {
    std::vector<NaiveMove> out;
    for (int c = 0; c < 11; ++c)
        for (int r = 0; r < 5; ++r) {
            const std::string& st = s.stack[c][r];
            if (!naive_valid(c, r) || st.empty() || st.back() != side) continue;
            int occupied_neighbours = 0;
            for (const auto& d : kNaiveDirs) {
                const int nc = c + d[0], nr = r + d[1];
                if (naive_valid(nc, nr) && !s.stack[nc][nr].empty()) ++occupied_neighbours;
            }
            if (occupied_neighbours == 6) continue;
            const int h = static_cast<int>(st.size());
            for (const auto& d : kNaiveDirs) {
                const int tc = c + h * d[0], tr = r + h * d[1];
                if (naive_valid(tc, tr) && !s.stack[tc][tr].empty()) out.push_back({c, r, tc, tr});
            }
        }
    return out;
}

inline std::vector<NaiveMove> naive_moves(const NaiveState& s) {
    std::vector<NaiveMove> out;
    if (s.placing) {
        for (int c = 0; c < 11; ++c)
            for (int r = 0; r < 5; ++r)
                if (naive_valid(c, r) && s.stack[c][r].empty()) out.push_back({-1, -1, c, r});
        return out;
    }
    out = naive_steps(s, s.to_move);
    if (out.empty() && !naive_steps(s, s.to_move == 'W' ? 'B' : 'W').empty())
        out.push_back({-1, -1, -1, -1});
    return out;
}

inline NaiveState naive_play(NaiveState s, const NaiveMove& m) {
    const char other = s.to_move == 'W' ? 'B' : 'W';
    if (s.placing) {
        s.stack[m.tc][m.tr] = s.placed < 3 ? "D" : std::string(1, s.placed % 2 ? 'B' : 'W');
        ++s.placed;
        s.to_move = other;
        if (s.placed == 49) s.placing = false, s.to_move = 'W';
        return s;
    }
    s.to_move = other;
    if (m.tc < 0) return s;
    s.stack[m.tc][m.tr] += s.stack[m.fc][m.fr];
    s.stack[m.fc][m.fr].clear();
    // Breadth-first search from every stack holding a DVONN piece.
    bool seen[11][5] = {};
    std::vector<std::pair<int, int>> queue;
    for (int c = 0; c < 11; ++c)
        for (int r = 0; r < 5; ++r)
            if (naive_valid(c, r) && s.stack[c][r].find('D') != std::string::npos) {
                seen[c][r] = true;
                queue.push_back({c, r});
            }
    for (std::size_t i = 0; i < queue.size(); ++i)
        for (const auto& d : kNaiveDirs) {
            const int nc = queue[i].first + d[0], nr = queue[i].second + d[1];
            if (naive_valid(nc, nr) && !seen[nc][nr] && !s.stack[nc][nr].empty()) {
                seen[nc][nr] = true;
                queue.push_back({nc, nr});
            }
        }
    for (int c = 0; c < 11; ++c)
        for (int r = 0; r < 5; ++r)
            if (!seen[c][r]) s.stack[c][r].clear();
    return s;
}

inline std::uint64_t naive_perft(const NaiveState& s, int depth) {
    if (depth == 0) return 1;
    std::uint64_t n = 0;
    for (const NaiveMove& m : naive_moves(s)) n += naive_perft(naive_play(s, m), depth - 1);
    return n;
}

}  // namespace boardtalk::dvonn::test
