#include "engine/go/fast_playout.hpp"

#include "engine/go/playout_loop.hpp"

namespace boardtalk::go {

PlayoutResult run_playout(FastBoard& board, Rng& rng, int max_moves, const HeavyPolicy* heavy,
                          std::vector<Point>* moves_played) {
    PlayoutResult result;
    while (board.consecutive_passes() < 2 && result.moves < max_moves) {
        const Point p = heavy ? heavy->play(board, rng) : board.play_random(rng);
        if (moves_played) moves_played->push_back(p);
        ++result.moves;
    }
    result.two_passes = board.consecutive_passes() >= 2;
    result.area_margin = board.area_margin();
    return result;
}

PlayoutStats run_heavy_playouts(int width, int height, PlayoutBudget budget, std::uint64_t seed,
                                double komi) {
    const FastBoard start(width, height);
    FastBoard board = start;
    const HeavyPolicy policy;
    return run_budgeted_playouts(budget, seed, komi, 16, [&](Rng& rng) {
        board = start;
        const PlayoutResult r = run_playout(board, rng, 3 * width * height, &policy);
        return PlayoutTally{r.moves, r.area_margin};
    });
}

}  // namespace boardtalk::go
