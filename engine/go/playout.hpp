#pragma once

#include <cstdint>

#include "engine/go/board.hpp"

namespace boardtalk::go {

// Light random playouts for benchmarks and the light ownership estimate: from the empty board or
// a given position, uniform random moves that are legal under simple ko and do not fill the
// mover's own eye (FastBoard::play_random), alternating colours (from black on the empty board),
// until two passes in a row (or a safety cap of 3 x points moves), then area scoring. No
// allocation per move.

// How many playouts to run: stop at max_playouts or after max_seconds, whichever comes first
// (0 means no limit on that side; with both 0 nothing runs).
struct PlayoutBudget {
    std::uint64_t max_playouts = 0;
    double max_seconds = 0;
};

struct PlayoutStats {
    std::uint64_t playouts = 0;
    std::uint64_t moves = 0;       // stones played plus passes, over all playouts
    std::uint64_t black_wins = 0;  // area score with komi > 0
    double seconds = 0;            // wall time of the whole run
    double cpu_seconds = 0;        // processor time of the process during the run (std::clock)
    double playouts_per_second() const { return seconds > 0 ? playouts / seconds : 0; }
    // The rate per second of processor time: fairer than wall time on a loaded machine.
    double playouts_per_cpu_second() const { return cpu_seconds > 0 ? playouts / cpu_seconds : 0; }
    double moves_per_playout() const { return playouts ? double(moves) / playouts : 0; }
};

// Runs playouts on a width x height board (each 2..25) with the given seed (same seed and
// count: same results) and komi for the win count.
PlayoutStats run_playouts(int width, int height, PlayoutBudget budget, std::uint64_t seed,
                          double komi = 7.5);

// The same from the position of `start` (its size) with `to_move` to move first.
PlayoutStats run_playouts(const Board& start, Color to_move, PlayoutBudget budget,
                          std::uint64_t seed, double komi = 7.5);

}  // namespace boardtalk::go
