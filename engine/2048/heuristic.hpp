#pragma once
// The position heuristic of the expectimax player. Each row and each column is scored on its
// own and the scores are added: empty cells and adjacent equal tiles (merges) count for the
// position; a line that is not monotone (rank^4 steps against the line's main direction) and
// large tiles (rank^3.5, which keeps the search from hoarding them on a crowded board) count
// against it; a constant keeps every live position above 0, the value of a lost position.
// The weights follow the published tuning of the 64-bit expectimax players.
#include <cstdint>

#include "engine/2048/grid.hpp"
#include "engine/2048/table_board.hpp"

namespace boardtalk::g2048 {

// The score of one line of exponents (0 = empty), in cell order.
double line_heuristic(const std::uint8_t* line, int length);
// Sum of line_heuristic over every row and column.
double grid_heuristic(const Grid& grid);
// The same for the table board, from a 65,536-entry row table (equal to grid_heuristic of the
// same 4x4 grid).
double table_heuristic(Bitboard board);

}  // namespace boardtalk::g2048
