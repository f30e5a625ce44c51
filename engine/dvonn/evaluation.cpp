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
    // The binary digits of each space's closeness (at most 3 x 8: a moving board holds the 3
    // DVONN pieces): the spaces whose closeness has bit j in digit[j].
    std::array<Mask, 5> digit{};
};

// The factors of b's spaces under weight `field`, kept while the DVONN pieces stay put (they
// move only with the stacks they are in).
const FieldFactors& field_factors(const Board& b, int field) {
    thread_local FieldFactors f;
    if (f.dvonn == b.dvonn && f.field == field) return f;
    f.dvonn = b.dvonn;
    f.field = field;
    f.digit = {};
    for (const Square s : all_squares()) {
        int closeness = 0;  // 8, 4, 2, 1 per DVONN piece 0, 1, 2, 3 steps away
        for (Mask d = b.dvonn; d; d &= d - 1) {
            const int steps = distance(s, static_cast<Square>(__builtin_ctzll(d)));
            if (steps < 4) closeness += 8 >> steps;
        }
        f.at[s] = kFieldUnit + field * closeness;  // field/100 x kFieldUnit/8 per unit
        for (int j = 0; j < static_cast<int>(f.digit.size()); ++j)
            if (closeness & (1 << j)) f.digit[j] |= bit(s);
    }
    return f;
}

// The sum of the factors of m's spaces (f.at), counted by the digits of their closeness.
std::int64_t weigh(Mask m, const FieldFactors& f) {
    std::int64_t closeness = 0;
    for (int j = 0; j < static_cast<int>(f.digit.size()); ++j)
        closeness += std::int64_t{__builtin_popcountll(m & f.digit[j])} << j;
    return std::int64_t{kFieldUnit} * __builtin_popcountll(m) + f.field * closeness;
}

// What c's stacks of one height h could do, each move weighted by its landing space's factor:
// their moves (landing on an occupied space, counted even for a surrounded stack: they are its
// moves once a neighbour leaves), and of the stacks free to move now, those that can, their
// moves onto enemy and DVONN stacks, and the enemy stacks they can land on.
struct JumpValue {
    std::int64_t moves = 0;
    std::int64_t to_enemy = 0;
    std::int64_t to_dvonn = 0;
    Mask mobile = 0;
    Mask captures = 0;
};

void add_jumps(const Board& b, Mask stacks, Mask free, int h, Mask enemy, const FieldFactors& f,
               JumpValue& v) {
    for (int d = 0; d < kDirections; ++d) {
        v.moves += weigh(jumps(stacks, d, h) & b.occupied, f);
        const Mask landing = jumps(stacks & free, d, h) & b.occupied;
        if (!landing) continue;
        v.mobile |= jumps(landing, d ^ 1, h);
        v.to_enemy += weigh(landing & enemy, f);
        v.to_dvonn += weigh(landing & b.dvonn, f);
        v.captures |= landing & enemy;
    }
}

// What both sides' values read of the board, found once an evaluation.
struct Shared {
    const FieldFactors& f;
    Mask near_dvonn;  // the DVONN stacks and their neighbours
    Mask free;        // the spaces whose stacks are not surrounded
};

Shared shared_of(const Board& b, const EvalWeights& w) {
    Mask near_dvonn = b.dvonn;
    for (Mask d = b.dvonn; d; d &= d - 1)
        near_dvonn |= neighbours(static_cast<Square>(__builtin_ctzll(d)));
    return {field_factors(b, w.field), near_dvonn, ~surrounded(b.occupied)};
}

SideValue side_value(const Board& b, Colour c, const EvalWeights& w, const Shared& shared) {
    const FieldFactors& f = shared.f;
    std::int64_t weighted = 0;  // in 1/kFieldUnit
    SideValue v;
    std::array<Mask, kMaxDistance + 1> by_height{};
    for (Mask m = b.owned_by(c); m; m &= m - 1) {
        const auto s = static_cast<Square>(__builtin_ctzll(m));
        const int h = b.height[s];
        weighted += std::int64_t{w.piece * h + w.stack} * f.at[s];
        if (h <= kMaxDistance) by_height[h] |= bit(s);
        if (shared.near_dvonn & bit(s)) {
            v.value += w.near_dvonn;
        } else if (__builtin_popcountll(neighbours(s) & b.occupied) <= 1) {
            v.value -= w.at_risk * h / 2 + w.at_risk;
        }
    }
    const Mask enemy = b.owned_by(opponent(c));
    JumpValue jumps_of;
    for (int h = 1; h <= kMaxDistance; ++h)
        if (by_height[h]) add_jumps(b, by_height[h], shared.free, h, enemy, f, jumps_of);
    weighted +=
        w.moves * jumps_of.moves + w.to_enemy * jumps_of.to_enemy + w.to_dvonn * jumps_of.to_dvonn;
    v.value += static_cast<int>(weighted / kFieldUnit);
    v.value += w.mobile * __builtin_popcountll(jumps_of.mobile);
    for (Mask m = jumps_of.captures; m; m &= m - 1)
        v.best_capture = std::max(v.best_capture, static_cast<int>(b.height[__builtin_ctzll(m)]));
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
    const Shared shared = shared_of(b, w);
    const SideValue mine = side_value(b, b.to_move, w, shared);
    const SideValue theirs = side_value(b, opponent(b.to_move), w, shared);
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
