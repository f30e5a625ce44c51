#include "engine/go/fast_playout.hpp"

#include <chrono>
#include <ctime>

namespace boardtalk::go {

PlayoutResult run_playout(FastBoard& board, Rng& rng, int max_moves, bool heavy,
                          std::vector<Point>* moves_played) {
    PlayoutResult result;
    while (board.consecutive_passes() < 2 && result.moves < max_moves) {
        const Point p = heavy ? board.play_policy(rng) : board.play_random(rng);
        if (moves_played) moves_played->push_back(p);
        ++result.moves;
    }
    result.two_passes = board.consecutive_passes() >= 2;
    result.area_margin = board.area_margin();
    return result;
}

PlayoutStats run_heavy_playouts(int width, int height, PlayoutBudget budget, std::uint64_t seed,
                                double komi) {
    using Clock = std::chrono::steady_clock;
    const auto wall_start = Clock::now();
    const std::clock_t cpu_start = std::clock();
    const auto elapsed = [&wall_start] {
        return std::chrono::duration<double>(Clock::now() - wall_start).count();
    };
    PlayoutStats stats;
    if (budget.max_playouts == 0 && budget.max_seconds <= 0) return stats;
    Rng rng(seed);
    const FastBoard start(width, height);
    FastBoard board = start;
    while (budget.max_playouts == 0 || stats.playouts < budget.max_playouts) {
        // Read the clock every 16 playouts only.
        if (budget.max_seconds > 0 && stats.playouts % 16 == 0 && elapsed() >= budget.max_seconds)
            break;
        board = start;
        const PlayoutResult r = run_playout(board, rng, 3 * width * height, true);
        stats.moves += static_cast<std::uint64_t>(r.moves);
        stats.black_wins += r.area_margin - komi > 0;
        ++stats.playouts;
    }
    stats.seconds = elapsed();
    stats.cpu_seconds = double(std::clock() - cpu_start) / CLOCKS_PER_SEC;
    return stats;
}

}  // namespace boardtalk::go
