#pragma once
// The 12-point diamond around a point: the points within Manhattan distance 2 (its 3x3
// neighbourhood and the four points two lines away), the larger spatial pattern of the move
// ratings (move_features.hpp). A key holds 2 bits a point (Color: empty, black, white, border
// for a point off the board): the 8 neighbours in pattern_key's order in the low 16 bits (the
// key's low half is pattern_key), then the points two above, left, right and below.
#include <array>
#include <cstdint>

#include "engine/go/fast_board.hpp"

namespace boardtalk::go {

inline constexpr int diamond_cells = 12;
// The (dx, dy) of each cell, y growing upwards as in pattern_key.
inline constexpr std::array<std::array<int, 2>, diamond_cells> diamond_offsets = {{{-1, 1},
                                                                                   {0, 1},
                                                                                   {1, 1},
                                                                                   {-1, 0},
                                                                                   {1, 0},
                                                                                   {-1, -1},
                                                                                   {0, -1},
                                                                                   {1, -1},
                                                                                   {0, 2},
                                                                                   {-2, 0},
                                                                                   {2, 0},
                                                                                   {0, -2}}};

// Where symmetry s (0..7: x mirrored when s & 4, then turned a quarter (s & 3) times) takes
// cell i; the 8 neighbours go to neighbours, the far points to far points.
int symmetric_cell(int s, int i);

// The raw key of p's diamond on `board`.
std::uint32_t diamond_key(const FastBoard& board, Point p);

// Black and white swapped in every cell (empty and border stay).
std::uint32_t swap_colours(std::uint32_t key);

// The smallest key among the 8 symmetries of `key`, its colours swapped first when `swap` (the
// mover's view: white to move sees itself as black).
std::uint32_t canonical_diamond(std::uint32_t key, bool swap);

}  // namespace boardtalk::go
