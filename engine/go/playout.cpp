#include "engine/go/playout.hpp"

#include <chrono>
#include <ctime>

#include "engine/go/playout_board.hpp"

namespace boardtalk::go {

PlayoutStats run_playouts(int width, int height, PlayoutBudget budget, std::uint64_t seed,
                          double komi) {
    using Clock = std::chrono::steady_clock;
    const auto start = Clock::now();
    const std::clock_t cpu_start = std::clock();
    const auto elapsed = [&start] {
        return std::chrono::duration<double>(Clock::now() - start).count();
    };
    PlayoutBoard board(width, height);
    Rng rng(seed);
    PlayoutStats stats;
    if (budget.max_playouts == 0 && budget.max_seconds <= 0) return stats;
    const int cap = 3 * width * height;
    while (budget.max_playouts == 0 || stats.playouts < budget.max_playouts) {
        // Read the clock every 64 playouts only: it costs more than a move.
        if (budget.max_seconds > 0 && stats.playouts % 64 == 0 && elapsed() >= budget.max_seconds)
            break;
        board.clear();
        int passes = 0, moves = 0;
        while (passes < 2 && moves < cap) {
            passes = board.play_random(rng) != 0 ? 0 : passes + 1;
            ++moves;
        }
        stats.moves += static_cast<std::uint64_t>(moves);
        stats.black_wins += board.area_margin() - komi > 0;
        ++stats.playouts;
    }
    stats.seconds = elapsed();
    stats.cpu_seconds = double(std::clock() - cpu_start) / CLOCKS_PER_SEC;
    return stats;
}

}  // namespace boardtalk::go
