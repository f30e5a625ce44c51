#pragma once
// The placement alpha-beta (`--placement search`): iterative deepening negamax over the next
// placements, the leaves judged by the static placing evaluation (placement_eval.hpp), kept
// incrementally. Moves at each node are the empty spaces in the order of their placing gain; the
// root considers all of them, inner nodes the kInnerWidth best (most empty spaces are no better
// than their neighbours, and the width buys depth). An iteration stopped by the time or node
// limit does not count; the next one starts only while less than half the time has passed.
// The DVONN pieces themselves are placed by the placement heuristic (best_placement): the
// evaluation needs them on the board.
// Deterministic: the answer depends only on the board and the limits (depth, nodes, seconds).
#include "engine/dvonn/placement.hpp"

namespace boardtalk::dvonn {

// Spaces searched at an inner node, the best gains first: 8 reaches depth 3 to 4 in the 0.1 s
// a placement gets of a 5 s game.
inline constexpr int kPlacementInnerWidth = 8;

// The placement for the side to move of `b` (phase placing, at least one empty space), searched
// to limits.depth plies (0: as deep as the time or nodes allow) within limits.seconds and
// limits.nodes (0: none). With none of the three the heuristic decides. report.expected is the
// last completed iteration's value in points, report.depth its depth.
PlacementReport search_placement_alpha_beta(const Board& b, const PlacementLimits& limits);

}  // namespace boardtalk::dvonn
