#pragma once
// The static evaluation of a moving-phase board and the placement heuristic.
#include "engine/dvonn/board.hpp"

namespace boardtalk::dvonn {

// Hex distance between two squares (the number of steps between them).
int distance(Square a, Square b);

// The weights of the evaluation terms, in tenths of a piece. A value type so that versions of
// the player can be matched against each other (`boardtalk bench dvonn --weak-threat`).
struct EvalWeights {
    int piece = 10;      // per controlled piece
    int mobile = 6;      // per stack that can move
    int near_dvonn = 3;  // per stack on or next to a DVONN stack (hard to cut off)
    int at_risk = 4;     // per lone-ish stack (one occupied neighbour) away from DVONN pieces
    int threat = 8;      // per piece of the tallest enemy stack a side can capture now
    friend bool operator==(const EvalWeights&, const EvalWeights&) = default;
};

// From the side to move's view, in tenths of a piece: controlled pieces, the mobility of each
// stack, stacks next to a DVONN piece and stacks at risk of being cut off, and the best capture
// each side threatens (the side to move's counts fully, the other's half: it moves second).
int evaluate(const Board& b, const EvalWeights& w = {});

// The placement heuristic's value of placing the next piece on the empty square s (higher is
// better): DVONN pieces near the centre and apart from each other; coloured pieces next to
// DVONN pieces, on the edge (never surrounded, so mobile) and next to enemy pieces (targets).
int placement_value(const Board& b, Square s);

}  // namespace boardtalk::dvonn
