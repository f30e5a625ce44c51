#pragma once
// Tile downgrading (Guei, Chen and Wu 2021, who pair it with their n-tuple networks): a board
// whose largest tile is rare in training is valued as the board one rung down the ladder of
// tiles, which the network has seen far more often. Where the tiles leave a gap (a power of two
// below the largest that no cell holds), every tile above the gap is halved: no merge the board
// can make is lost or invented (tiles above the gap merge only among themselves, and keep their
// order), and the board keeps its shape.
#include "engine/2048/table_board.hpp"

namespace boardtalk::g2048 {

// `board` with its tiles above the highest gap halved, again and again while its largest tile
// is at least 2^from_exponent and there is a gap below it (no gap: the board as it is).
// from_exponent 0: never (the board as it is); otherwise 2..15.
Bitboard downgrade(Bitboard board, int from_exponent);

}  // namespace boardtalk::g2048
