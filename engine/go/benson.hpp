#pragma once

#include <bitset>

#include "engine/go/board.hpp"

namespace boardtalk::go {

// A set of board points (indexed by Point).
using PointSet = std::bitset<array_size>;

// Unconditional life (Benson 1976): what no sequence of opponent moves can change, whatever the
// colour c does (c may even pass forever).
struct UnconditionalLife {
    // The stones of c's chains that are unconditionally alive.
    PointSet alive;
    // Points (empty or holding opponent stones) of the regions enclosed by those chains alone in
    // which every empty point is a liberty of one of them: the opponent can never make an eye
    // there, so its stones there are dead and the points are c's for good.
    PointSet safe;
};

// Benson's algorithm for the chains of c (black or white). A c-enclosed region is a maximal
// connected set of points without c stones; it is vital to a chain X when it has an empty point
// and each of its empty points is a liberty of X. Starting from every chain and region, it
// removes chains with fewer than two vital regions and regions bordered by a removed chain until
// nothing changes; the chains left are unconditionally alive. O(points x rounds).
UnconditionalLife unconditional_life(const Board& board, Color c);

}  // namespace boardtalk::go
