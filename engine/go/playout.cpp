#include "engine/go/playout.hpp"

#include <chrono>
#include <ctime>

#include "engine/go/playout_board.hpp"

namespace boardtalk::go {

namespace {

// Runs playouts, each from a copy of `start`.
PlayoutStats run_from(const PlayoutBoard& start, int points, PlayoutBudget budget,
                      std::uint64_t seed, double komi) {
    using Clock = std::chrono::steady_clock;
    const auto wall_start = Clock::now();
    const std::clock_t cpu_start = std::clock();
    const auto elapsed = [&wall_start] {
        return std::chrono::duration<double>(Clock::now() - wall_start).count();
    };
    PlayoutStats stats;
    if (budget.max_playouts == 0 && budget.max_seconds <= 0) return stats;
    Rng rng(seed);
    PlayoutBoard board = start;
    const int cap = 3 * points;
    while (budget.max_playouts == 0 || stats.playouts < budget.max_playouts) {
        // Read the clock every 64 playouts only: it costs more than a move.
        if (budget.max_seconds > 0 && stats.playouts % 64 == 0 && elapsed() >= budget.max_seconds)
            break;
        board = start;
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

}  // namespace

PlayoutStats run_playouts(int width, int height, PlayoutBudget budget, std::uint64_t seed,
                          double komi) {
    return run_from(PlayoutBoard(width, height), width * height, budget, seed, komi);
}

PlayoutStats run_playouts(const Board& start, Color to_move, PlayoutBudget budget,
                          std::uint64_t seed, double komi) {
    PlayoutBoard board(start.width(), start.height());
    board.load(start, to_move);
    return run_from(board, start.width() * start.height(), budget, seed, komi);
}

}  // namespace boardtalk::go
