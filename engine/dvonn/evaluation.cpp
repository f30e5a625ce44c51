#include "engine/dvonn/evaluation.hpp"

#include <algorithm>
#include <cstdlib>

#include "engine/dvonn/movegen.hpp"

namespace boardtalk::dvonn {

namespace {

struct SideValue {
    int value = 0;
    int best_capture = 0;  // height of the tallest enemy stack this side can jump onto
};

// What the stack on s could do: its moves (landing on an occupied space, counted even when it
// is surrounded: they are its moves once a neighbour leaves), whether it can move now, its moves
// onto enemy and DVONN stacks now, and the tallest enemy stack it can land on now.
struct StackMoves {
    int moves = 0;
    bool mobile = false;
    int to_enemy = 0;
    int to_dvonn = 0;
    int capture = 0;
};

StackMoves moves_of(const Board& b, Square s, Mask enemy) {
    StackMoves r;
    const int h = b.height[s];
    if (h > kMaxDistance) return r;
    const bool free = !is_surrounded(b, s);
    for (int d = 0; d < kDirections; ++d) {
        const Square t = ray(s, d, h);
        if (t == kNoSquare || !(b.occupied & bit(t))) continue;
        ++r.moves;
        if (!free) continue;
        r.mobile = true;
        if (b.dvonn & bit(t)) ++r.to_dvonn;
        if (enemy & bit(t)) {
            ++r.to_enemy;
            r.capture = std::max(r.capture, static_cast<int>(b.height[t]));
        }
    }
    return r;
}

SideValue side_value(const Board& b, Colour c, const EvalWeights& w) {
    const Mask near_dvonn = [&] {
        Mask m = 0;
        for (Mask d = b.dvonn; d; d &= d - 1)
            m |= neighbours(static_cast<Square>(__builtin_ctzll(d)));
        return m;
    }();
    SideValue v;
    const Mask enemy = b.owned_by(opponent(c));
    for (Mask m = b.owned_by(c); m; m &= m - 1) {
        const auto s = static_cast<Square>(__builtin_ctzll(m));
        v.value += w.piece * b.height[s] + w.stack;
        const StackMoves moves = moves_of(b, s, enemy);
        if (moves.mobile) v.value += w.mobile;
        v.value +=
            w.moves * moves.moves + w.to_enemy * moves.to_enemy + w.to_dvonn * moves.to_dvonn;
        v.best_capture = std::max(v.best_capture, moves.capture);
        if ((near_dvonn | b.dvonn) & bit(s)) {
            v.value += w.near_dvonn;
        } else if (__builtin_popcountll(neighbours(s) & b.occupied) <= 1) {
            v.value -= w.at_risk * b.height[s] / 2 + w.at_risk;
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

int evaluate(const Board& b, const EvalWeights& w) {
    const SideValue mine = side_value(b, b.to_move, w);
    const SideValue theirs = side_value(b, opponent(b.to_move), w);
    return mine.value - theirs.value + w.threat * mine.best_capture -
           w.threat * theirs.best_capture / 2;
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
