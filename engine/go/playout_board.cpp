#include "engine/go/playout_board.hpp"

#include <utility>

namespace boardtalk::go {

namespace {

constexpr int empty_shift = 0, black_shift = 3, white_shift = 6;

constexpr int shift_of(Color c) {
    return c == Color::black ? black_shift : white_shift;
}

// What one neighbour of colour c adds to a point's packed neighbour counts.
constexpr std::uint16_t count_unit(Color c) {
    switch (c) {
        case Color::empty:
            return 1 << empty_shift;
        case Color::black:
            return 1 << black_shift;
        case Color::white:
            return 1 << white_shift;
        default:
            return (1 << black_shift) | (1 << white_shift);
    }
}

}  // namespace

PlayoutBoard::PlayoutBoard(int width, int height)
    : width_(width), height_(height), stride_(width + 1) {
    offsets_ = {-stride_, -1, 1, stride_};
    diagonal_offsets_ = {-stride_ - 1, -stride_ + 1, stride_ - 1, stride_ + 1};
    clear();
}

void PlayoutBoard::clear() {
    color_.fill(Color::border);
    empty_count_ = 0;
    ko_point_ = 0;
    to_move_ = Color::black;
    for (int y = 0; y < height_; ++y)
        for (int x = 0; x < width_; ++x) {
            const int p = (y + 1) * stride_ + x + 1;
            color_[p] = Color::empty;
            add_empty(p);
        }
    for (int y = 0; y < height_; ++y)
        for (int x = 0; x < width_; ++x) {
            const int p = (y + 1) * stride_ + x + 1;
            std::uint16_t counts = 0;
            for (int off : offsets_) counts += count_unit(color_[p + off]);
            neighbour_counts_[p] = counts;
        }
}

void PlayoutBoard::load(const Board& board, Color to_move) {
    clear();
    // Stones are only added, so a legal position never captures while it is being rebuilt.
    for (int y = 0; y < height_; ++y)
        for (int x = 0; x < width_; ++x) {
            const Color c = board.at(point(x, y));
            if (is_player(c)) place(c, (y + 1) * stride_ + x + 1);
        }
    to_move_ = to_move;
    ko_point_ = 0;
}

// The neighbours of p see it change from `before` to `after`.
void PlayoutBoard::count_neighbours_as(int p, Color before, Color after) {
    const std::uint16_t add = count_unit(after), sub = count_unit(before);
    for (int off : offsets_) neighbour_counts_[p + off] = neighbour_counts_[p + off] + add - sub;
}

void PlayoutBoard::add_empty(int p) {
    empty_slot_[p] = static_cast<std::uint16_t>(empty_count_);
    empty_[empty_count_++] = static_cast<std::uint16_t>(p);
}

void PlayoutBoard::remove_empty(int p) {
    const int slot = empty_slot_[p];
    const int last = empty_[--empty_count_];
    empty_[slot] = static_cast<std::uint16_t>(last);
    empty_slot_[last] = static_cast<std::uint16_t>(slot);
}

bool PlayoutBoard::is_own_eye(Color c, int p) const {
    const int counts = neighbour_counts_[p];
    if (((counts >> shift_of(c)) & 7) != 4) return false;
    // Edge points see a border neighbour, which counts for both colours.
    const bool edge = ((counts >> shift_of(opponent(c))) & 7) != 0;
    const Color opp = opponent(c);
    int bad = 0;
    for (int off : diagonal_offsets_) bad += color_[p + off] == opp;
    return bad == 0 || (!edge && bad == 1);
}

// Legal under simple ko without suicide, and not filling an own eye.
bool PlayoutBoard::acceptable(int p) const {
    if (p == ko_point_) return false;
    if (neighbour_counts_[p] & 7) return true;  // an empty neighbour: legal, not an eye
    const Color c = to_move_;
    if (is_own_eye(c, p)) return false;
    for (int off : offsets_) {
        const Color nc = color_[p + off];
        if (nc == Color::border) continue;
        const int h = head_[p + off];
        int at_p = 0;  // adjacencies of that chain to p: its pseudo-liberties at p
        for (int o : offsets_) at_p += color_[p + o] == nc && head_[p + o] == h;
        if (nc == c ? libs_[h] > at_p : libs_[h] == at_p) return true;
    }
    return false;
}

int PlayoutBoard::play_random(Rng& rng) {
    // Draw without replacement: a rejected point is swapped past the end of the candidates,
    // so the chosen move is uniform among the acceptable ones.
    for (int n = empty_count_; n > 0; --n) {
        const int i = static_cast<int>(rng.below(static_cast<std::uint32_t>(n)));
        const int p = empty_[i];
        if (acceptable(p)) {
            place(to_move_, p);
            return p;
        }
        const int q = empty_[n - 1];
        empty_[i] = static_cast<std::uint16_t>(q);
        empty_[n - 1] = static_cast<std::uint16_t>(p);
        empty_slot_[q] = static_cast<std::uint16_t>(i);
        empty_slot_[p] = static_cast<std::uint16_t>(n - 1);
    }
    ko_point_ = 0;
    to_move_ = opponent(to_move_);
    return 0;
}

void PlayoutBoard::merge(int keep, int absorb) {
    int s = absorb;
    do {
        head_[s] = static_cast<std::uint16_t>(keep);
        s = next_[s];
    } while (s != absorb);
    std::swap(next_[keep], next_[absorb]);
    size_[keep] += size_[absorb];
    libs_[keep] += libs_[absorb];
}

void PlayoutBoard::remove_chain(int head) {
    int s = head;
    const Color c = color_[head];
    do {
        color_[s] = Color::empty;
        count_neighbours_as(s, c, Color::empty);
        add_empty(s);
        s = next_[s];
    } while (s != head);
    do {
        for (int off : offsets_)
            if (is_player(color_[s + off])) ++libs_[head_[s + off]];
        s = next_[s];
    } while (s != head);
}

void PlayoutBoard::place(Color c, int p) {
    remove_empty(p);
    color_[p] = c;
    count_neighbours_as(p, Color::empty, c);
    head_[p] = next_[p] = static_cast<std::uint16_t>(p);
    size_[p] = 1;
    for (int off : offsets_)
        if (is_player(color_[p + off])) --libs_[head_[p + off]];
    libs_[p] = neighbour_counts_[p] & 7;
    for (int off : offsets_) {
        const int n = p + off;
        if (color_[n] != c || head_[n] == head_[p]) continue;
        int big = head_[n], small = head_[p];
        if (size_[big] < size_[small]) std::swap(big, small);
        merge(big, small);
    }
    const Color opp = opponent(c);
    int captured = 0, captured_at = 0;
    for (int off : offsets_) {
        const int n = p + off;
        if (color_[n] != opp || libs_[head_[n]] != 0) continue;
        captured += size_[head_[n]];
        captured_at = n;
        remove_chain(head_[n]);
    }
    const int h = head_[p];
    ko_point_ = (captured == 1 && size_[h] == 1 && libs_[h] == 1) ? captured_at : 0;
    to_move_ = opp;
}

int PlayoutBoard::area_margin() const {
    int margin = 0;
    for (int y = 0; y < height_; ++y)
        for (int x = 0; x < width_; ++x) {
            const int p = (y + 1) * stride_ + x + 1;
            if (color_[p] == Color::black) {
                ++margin;
            } else if (color_[p] == Color::white) {
                --margin;
            } else {
                bool black = false, white = false;
                for (int off : offsets_) {
                    black |= color_[p + off] == Color::black;
                    white |= color_[p + off] == Color::white;
                }
                margin += black && !white ? 1 : (white && !black ? -1 : 0);
            }
        }
    return margin;
}

}  // namespace boardtalk::go
