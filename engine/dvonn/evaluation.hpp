#pragma once
// The static evaluation of a moving-phase board and the placement heuristic.
#include "engine/dvonn/board.hpp"

namespace boardtalk::dvonn {

// Hex distance between two squares (the number of steps between them).
int distance(Square a, Square b);

// From the side to move's view, in tenths of a piece: controlled pieces, the mobility of each
// stack, stacks next to a DVONN piece (hard to cut off) and stacks at risk (one occupied
// neighbour, far from every DVONN piece).
int evaluate(const Board& b);

// The placement heuristic's value of placing the next piece on the empty square s (higher is
// better): DVONN pieces near the centre and apart from each other; coloured pieces next to
// DVONN pieces, on the edge (never surrounded, so mobile) and next to enemy pieces (targets).
int placement_value(const Board& b, Square s);

}  // namespace boardtalk::dvonn
