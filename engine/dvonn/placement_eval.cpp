#include "engine/dvonn/placement_eval.hpp"

#include "engine/dvonn/evaluation.hpp"

namespace boardtalk::dvonn {

namespace {

// Points, by hand, not tuned: closeness per DVONN piece at distance 1, 2 and 3, and per step to
// each DVONN piece; per edge piece, per enemy and DVONN neighbour of an edge piece, per friendly
// neighbour of any piece. The first version (3 per edge piece, 2 per step to the nearest DVONN
// piece only) took nearly the whole ring of edge spaces and scored 27.5% of 40 games against
// PrimaDvonna; this one 53.8% (docs/dvonn.md).
constexpr std::array<int, 4> kNearDvonn = {0, 6, 3, 1};
constexpr int kPerStep = 1;  // per step to each DVONN piece
constexpr int kEdge = 1;
constexpr int kEdgeTarget = 2;
constexpr int kEdgeToDvonn = 4;
constexpr int kFriend = 1;

int count(Mask m) {
    return __builtin_popcountll(m);
}

// A piece of the owner of `own` on s, with enemy pieces `enemy`: its value alone (its friendly
// neighbours counted once here, once from each of them).
int piece_value(const Board& b, const PlacingTables& t, Square s, Mask own, Mask enemy) {
    const Mask around = neighbours(s);
    int v = t.closeness[s] - kFriend * count(around & own);
    if (!has_six_neighbours(s))
        v += kEdge + kEdgeTarget * count(around & enemy) + kEdgeToDvonn * count(around & b.dvonn);
    return v;
}

Mask edge_spaces() {
    Mask m = 0;
    for (Square s : all_squares())
        if (!has_six_neighbours(s)) m |= bit(s);
    return m;
}

}  // namespace

PlacingTables placing_tables(const Board& b) {
    PlacingTables t;
    for (Square s : all_squares()) {
        int v = 0;
        for (Mask d = b.dvonn; d; d &= d - 1) {
            const int k = distance(s, static_cast<Square>(__builtin_ctzll(d)));
            v -= kPerStep * k;
            if (k < static_cast<int>(kNearDvonn.size())) v += kNearDvonn[k];
        }
        t.closeness[s] = v;
    }
    return t;
}

int evaluate_placing(const Board& b, const PlacingTables& t) {
    // Pieces only, not DVONN pieces: `white`/`black` hold the stacks topped by that colour, and
    // while placing every stack is one piece.
    const auto side = [&](Colour c) {
        const Mask own = b.owned_by(c), enemy = b.owned_by(opponent(c));
        int v = 0;
        for (Mask m = own; m; m &= m - 1)
            v += piece_value(b, t, static_cast<Square>(__builtin_ctzll(m)), own, enemy);
        return v;
    };
    return side(b.to_move) - side(opponent(b.to_move));
}

int placing_gain(const Board& b, const PlacingTables& t, Square s) {
    static const Mask edge = edge_spaces();
    const Mask own = b.owned_by(b.to_move), enemy = b.owned_by(opponent(b.to_move));
    const Mask around = neighbours(s);
    // The new piece, each friendly neighbour's new friendly neighbour, and each enemy edge
    // neighbour's new target (the opponent's gain, so the placer's loss).
    return piece_value(b, t, s, own, enemy) - kFriend * count(around & own) -
           kEdgeTarget * count(around & enemy & edge);
}

}  // namespace boardtalk::dvonn
