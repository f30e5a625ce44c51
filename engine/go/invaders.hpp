#pragma once
// The static half of the dead-stone estimate: hopeless invaders in open positions, which the
// playouts of a search cannot judge (both sides play into every open area at random, so a lone
// stone in the opponent's large area survives in about half of them, on 19x19 in most).
#include "engine/go/benson.hpp"
#include "engine/go/board.hpp"
#include "engine/go/dead_stones_playout.hpp"

namespace boardtalk::go {

// The stones of small groups that lie in an open area the opponent dominates and cannot claim
// room enough there to live. Influence: every stone adds 5 - d to the empty points at distance
// d <= 4 from it (through empty points). For a group of c (chains linked through shared
// liberties) whose region (the points reachable through empty points and c's stones) holds at
// least 15 empty points (an open area, not the eye space of a finished position), the group's
// room is the empty points, connected to it, where its own influence outweighs all of the
// opponent's. The group is hopeless when
// - it has at most 8 stones,
// - its room is at most 12 points or at most a quarter of the region's points the opponent
//   dominates,
// - its room holds fewer than two of c's eyes (empty points surrounded by c alone),
// - none of its stones is unconditionally alive (`alive`) or owned by c in at least 17 of 20
//   playouts of `counts` (a living group of a finished game is).
PointSet hopeless_invaders(const Board& board, const OwnershipCounts& counts,
                           const PointSet& alive);

}  // namespace boardtalk::go
