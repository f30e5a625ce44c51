#pragma once
// The measuring loop the playout benchmarks share: run playouts until the budget is spent and
// count them (the light ones of playout.cpp, the heavy ones of fast_playout.cpp), with the
// budget it is given and the figures it returns.
#include <chrono>
#include <cstdint>
#include <ctime>

#include "engine/go/rng.hpp"

namespace boardtalk::go {

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

// One playout's outcome as the loop counts it.
struct PlayoutTally {
    int moves = 0;        // moves played, passes included
    int area_margin = 0;  // black area minus white area (komi not included)
};

// Calls play_one(rng) -> PlayoutTally until `budget` is spent, with one Rng seeded by `seed`,
// reading the clock only every `clock_every` playouts (reading it costs more than a move).
template <class PlayOne>
PlayoutStats run_budgeted_playouts(PlayoutBudget budget, std::uint64_t seed, double komi,
                                   int clock_every, PlayOne&& play_one) {
    using Clock = std::chrono::steady_clock;
    const auto wall_start = Clock::now();
    const std::clock_t cpu_start = std::clock();
    const auto elapsed = [&wall_start] {
        return std::chrono::duration<double>(Clock::now() - wall_start).count();
    };
    PlayoutStats stats;
    if (budget.max_playouts == 0 && budget.max_seconds <= 0) return stats;
    Rng rng(seed);
    while (budget.max_playouts == 0 || stats.playouts < budget.max_playouts) {
        if (budget.max_seconds > 0 && stats.playouts % clock_every == 0 &&
            elapsed() >= budget.max_seconds)
            break;
        const PlayoutTally r = play_one(rng);
        stats.moves += static_cast<std::uint64_t>(r.moves);
        stats.black_wins += r.area_margin - komi > 0;
        ++stats.playouts;
    }
    stats.seconds = elapsed();
    stats.cpu_seconds = double(std::clock() - cpu_start) / CLOCKS_PER_SEC;
    return stats;
}

}  // namespace boardtalk::go
