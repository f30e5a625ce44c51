#pragma once

#include <cstdint>

#include "engine/go/board.hpp"
#include "engine/go/playout_loop.hpp"

namespace boardtalk::go {

// Light random playouts for benchmarks and the light ownership estimate: from the empty board or
// a given position, uniform random moves that are legal under simple ko and do not fill the
// mover's own eye (FastBoard::play_random), alternating colours (from black on the empty board),
// until two passes in a row (or a safety cap of 3 x points moves), then area scoring. No
// allocation per move.

// Runs playouts on a width x height board (each 2..25) with the given seed (same seed and
// count: same results) and komi for the win count.
PlayoutStats run_playouts(int width, int height, PlayoutBudget budget, std::uint64_t seed,
                          double komi = 7.5);

// The same from the position of `start` (its size) with `to_move` to move first.
PlayoutStats run_playouts(const Board& start, Color to_move, PlayoutBudget budget,
                          std::uint64_t seed, double komi = 7.5);

}  // namespace boardtalk::go
