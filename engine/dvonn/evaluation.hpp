#pragma once
// The static evaluation of a moving-phase board and the placement heuristic.
#include "core/named_weights.hpp"
#include "engine/dvonn/board.hpp"

namespace boardtalk::dvonn {

// Hex distance between two squares (the number of steps between them).
int distance(Square a, Square b);

// The weights of the evaluation terms, in tenths of a piece. A value type so that versions of
// the player can be matched against each other (`boardtalk dvonn --eval`, `boardtalk bench dvonn
// --weak-threat`). The per-move terms follow PrimaDvonna, the CodeCup 2011 winner, whose
// published evaluation counts controlled stacks, moves, moves onto DVONN stacks and moves onto
// enemy stacks, and pieces hardly at all (a tall stack is one capture away from changing hands).
// The first stack-counting weights (piece 3, threat 8, moves 3, to_enemy 2, to_dvonn 2) beat
// the weights before them (piece 10, mobile 6, no stack or move terms) in an SPRT at 0.1 s a
// move from the placing phase; the defaults, from an SPSA run, beat those in the same SPRT
// (docs/dvonn.md).
struct EvalWeights {
    int piece = 2;       // per controlled piece
    int mobile = 0;      // per stack that can move
    int near_dvonn = 3;  // per stack on or next to a DVONN stack (hard to cut off)
    int at_risk = 4;     // per lone-ish stack (one occupied neighbour) away from DVONN pieces
    int threat = 9;      // per piece of the tallest enemy stack a side can capture now
    int stack = 10;      // per controlled stack, whatever its height
    int moves = 4;       // per move of a controlled stack (a surrounded stack's once freed)
    int to_enemy = 3;    // per move of a mobile stack onto an enemy stack
    int to_dvonn = 7;    // per move of a mobile stack onto a stack holding a DVONN piece
    // Percent more for the stack, piece and move terms of spaces near DVONN pieces: a space's
    // factor is 1 + field/100 x (1, 1/2, 1/4, 1/8 for a DVONN piece 0, 1, 2, 3 steps away, summed
    // over the DVONN pieces); a move counts at the space it lands on. A stack far from the DVONN
    // pieces is the next to be cut off, and a capture there gains less. 100 beat 0 in an SPRT
    // at 5 s a game (docs/dvonn.md).
    int field = 100;
    friend bool operator==(const EvalWeights&, const EvalWeights&) = default;
};

// Every weight lies in -kMaxEvalWeight..kMaxEvalWeight (the one range of `--eval` and `bench
// dvonn --weak-threat`): far beyond any useful value, and small enough that no sum overflows.
inline constexpr int kMaxEvalWeight = 1000;

// The weights' names in the order of EvalWeights, and a pointer to each member: the one list the
// text form (`piece=10,mobile=6,...`) is read and written by.
inline constexpr NamedWeight<EvalWeights> kEvalWeightNames[] = {
    {"piece", &EvalWeights::piece},           {"mobile", &EvalWeights::mobile},
    {"near_dvonn", &EvalWeights::near_dvonn}, {"at_risk", &EvalWeights::at_risk},
    {"threat", &EvalWeights::threat},         {"stack", &EvalWeights::stack},
    {"moves", &EvalWeights::moves},           {"to_enemy", &EvalWeights::to_enemy},
    {"to_dvonn", &EvalWeights::to_dvonn},     {"field", &EvalWeights::field},
};

// From the side to move's view, in tenths of a piece: controlled pieces and stacks, the mobility
// of each stack (and its moves, onto enemy and DVONN stacks), stacks next to a DVONN piece and
// stacks at risk of being cut off, and the best capture each side threatens (the side to move's
// counts fully, the other's half: it moves second).
int evaluate(const Board& b, const EvalWeights& w = {});

// The placement heuristic's value of placing the next piece on the empty square s (higher is
// better): DVONN pieces near the centre and apart from each other; coloured pieces next to
// DVONN pieces, on the edge (never surrounded, so mobile) and next to enemy pieces (targets).
int placement_value(const Board& b, Square s);

}  // namespace boardtalk::dvonn
