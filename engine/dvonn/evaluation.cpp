#include "engine/dvonn/evaluation.hpp"

#include <algorithm>
#include <cstdlib>

#include "engine/dvonn/movegen.hpp"

namespace boardtalk::dvonn {

namespace {

constexpr int kPiece = 10;
constexpr int kMobile = 6;
constexpr int kNearDvonn = 3;
constexpr int kAtRisk = 4;

// Can the stack on s move now (not surrounded, a landing space at its height)?
bool can_move(const Board& b, Square s) {
    const int h = b.height[s];
    if (h > kMaxDistance || is_surrounded(b, s)) return false;
    for (int d = 0; d < kDirections; ++d) {
        const Square t = ray(s, d, h);
        if (t != kNoSquare && (b.occupied & bit(t))) return true;
    }
    return false;
}

int side_value(const Board& b, Colour c) {
    const Mask near_dvonn = [&] {
        Mask m = 0;
        for (Mask d = b.dvonn; d; d &= d - 1)
            m |= neighbours(static_cast<Square>(__builtin_ctzll(d)));
        return m;
    }();
    int v = 0;
    for (Mask m = b.owned_by(c); m; m &= m - 1) {
        const auto s = static_cast<Square>(__builtin_ctzll(m));
        v += kPiece * b.height[s];
        if (can_move(b, s)) v += kMobile;
        if ((near_dvonn | b.dvonn) & bit(s)) {
            v += kNearDvonn;
        } else if (__builtin_popcountll(neighbours(s) & b.occupied) <= 1) {
            v -= kAtRisk * b.height[s] / 2 + kAtRisk;
        }
    }
    return v;
}

int nearest_dvonn(const Board& b, Square s) {
    int best = 20;
    for (Mask d = b.dvonn; d; d &= d - 1)
        best = std::min(best, distance(s, static_cast<Square>(__builtin_ctzll(d))));
    return best;
}

}  // namespace

int distance(Square a, Square b) {
    const int dc = column_of(b) - column_of(a), dr = row_of(b) - row_of(a);
    if ((dc >= 0) == (dr >= 0)) return std::max(std::abs(dc), std::abs(dr));
    return std::abs(dc) + std::abs(dr);
}

int evaluate(const Board& b) {
    return side_value(b, b.to_move) - side_value(b, opponent(b.to_move));
}

int placement_value(const Board& b, Square s) {
    const Square centre = square_at(5, 2);
    if (b.placed < kDvonnPieces) {
        const int spread = b.dvonn ? std::min(nearest_dvonn(b, s), 4) : 4;
        return 10 * spread - 4 * distance(s, centre);
    }
    const Mask around = neighbours(s);
    const Mask enemy = b.owned_by(opponent(b.to_move));
    int v = -3 * nearest_dvonn(b, s);
    if (around & b.dvonn) v += 12;
    if (!has_six_neighbours(s)) v += 5;
    v += 2 * __builtin_popcountll(around & enemy);
    v -= __builtin_popcountll(around & b.owned_by(b.to_move));
    return v;
}

}  // namespace boardtalk::dvonn
