#include "engine/dvonn/evaluation.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>

#include "engine/dvonn/movegen.hpp"

namespace boardtalk::dvonn {

namespace {

struct SideValue {
    int value = 0;
    int best_capture = 0;  // height of the tallest enemy stack this side can jump onto
};

// A space's factor for the stack and move terms, in units of 1/kFieldUnit: kFieldUnit plus
// `field` percent of kFieldUnit for each DVONN piece on it, half that one step away, and so on.
constexpr int kFieldUnit = 800;

struct FieldFactors {
    Mask dvonn = ~Mask{0};
    int field = 0;
    std::array<int, 64> at{};
};

// The factors of b's spaces under weight `field`, kept while the DVONN pieces stay put (they
// move only with the stacks they are in).
const FieldFactors& field_factors(const Board& b, int field) {
    thread_local FieldFactors f;
    if (f.dvonn == b.dvonn && f.field == field) return f;
    f.dvonn = b.dvonn;
    f.field = field;
    for (const Square s : all_squares()) {
        int closeness = 0;  // 8, 4, 2, 1 per DVONN piece 0, 1, 2, 3 steps away
        for (Mask d = b.dvonn; d; d &= d - 1) {
            const int steps = distance(s, static_cast<Square>(__builtin_ctzll(d)));
            if (steps < 4) closeness += 8 >> steps;
        }
        f.at[s] = kFieldUnit + field * closeness;  // field/100 x kFieldUnit/8 per unit
    }
    return f;
}

// What the stack on s could do, each move weighted by its landing space's factor: its moves
// (landing on an occupied space, counted even when it is surrounded: they are its moves once a
// neighbour leaves), whether it can move now, its moves onto enemy and DVONN stacks now, and the
// tallest enemy stack it can land on now.
struct StackMoves {
    std::int64_t moves = 0;
    bool mobile = false;
    std::int64_t to_enemy = 0;
    std::int64_t to_dvonn = 0;
    int capture = 0;
};

StackMoves moves_of(const Board& b, Square s, Mask enemy, const FieldFactors& f) {
    StackMoves r;
    const int h = b.height[s];
    if (h > kMaxDistance) return r;
    const bool free = !is_surrounded(b, s);
    for (int d = 0; d < kDirections; ++d) {
        const Square t = ray(s, d, h);
        if (t == kNoSquare || !(b.occupied & bit(t))) continue;
        r.moves += f.at[t];
        if (!free) continue;
        r.mobile = true;
        if (b.dvonn & bit(t)) r.to_dvonn += f.at[t];
        if (enemy & bit(t)) {
            r.to_enemy += f.at[t];
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
    const FieldFactors& f = field_factors(b, w.field);
    SideValue v;
    const Mask enemy = b.owned_by(opponent(c));
    for (Mask m = b.owned_by(c); m; m &= m - 1) {
        const auto s = static_cast<Square>(__builtin_ctzll(m));
        const StackMoves moves = moves_of(b, s, enemy, f);
        const std::int64_t weighted = std::int64_t{w.piece * b.height[s] + w.stack} * f.at[s] +
                                      w.moves * moves.moves + w.to_enemy * moves.to_enemy +
                                      w.to_dvonn * moves.to_dvonn;
        v.value += static_cast<int>(weighted / kFieldUnit);
        if (moves.mobile) v.value += w.mobile;
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
