#pragma once

#include <cstdint>
#include <vector>

#include "engine/go/fast_board.hpp"
#include "engine/go/heavy_policy.hpp"
#include "engine/go/playout.hpp"
#include "engine/go/rng.hpp"

namespace boardtalk::go {

// How one playout ended.
struct PlayoutResult {
    int area_margin = 0;      // black area minus white area at the end (komi not included)
    int moves = 0;            // moves played, passes included
    bool two_passes = false;  // ended by two passes in a row (false: stopped at max_moves)
};

// Plays on `board` (from its current position and side to move) until two passes in a row or
// `max_moves` moves, with the heavy policy `heavy` or, when it is null, the light one
// (FastBoard::play_random), and scores the end by area. When `moves_played` is not null, every
// move is appended to it in order, passes included (colours alternate from the side to move at
// the call), e.g. for AMAF. The board is left at the final position.
PlayoutResult run_playout(FastBoard& board, Rng& rng, int max_moves, const HeavyPolicy* heavy,
                          std::vector<Point>* moves_played = nullptr);

// Benchmark: heavy playouts on an empty width x height board (each 2..25), each from a copy of
// the empty board, capped at 3 x points moves, within `budget`; black wins counted with `komi`.
// The same seed and playout count give the same figures.
PlayoutStats run_heavy_playouts(int width, int height, PlayoutBudget budget, std::uint64_t seed,
                                double komi = 7.5);

}  // namespace boardtalk::go
