#include "engine/go/playout.hpp"

#include "engine/go/fast_board.hpp"
#include "engine/go/playout_loop.hpp"

namespace boardtalk::go {

namespace {

// Runs playouts, each from a copy of `start`.
PlayoutStats run_from(const FastBoard& start, PlayoutBudget budget, std::uint64_t seed,
                      double komi) {
    FastBoard board = start;
    const int cap = 3 * start.width() * start.height();
    return run_budgeted_playouts(budget, seed, komi, 64, [&](Rng& rng) {
        board = start;
        int passes = 0, moves = 0;
        while (passes < 2 && moves < cap) {
            passes = board.play_random(rng) != pass ? 0 : passes + 1;
            ++moves;
        }
        return PlayoutTally{moves, board.area_margin()};
    });
}

}  // namespace

PlayoutStats run_playouts(int width, int height, PlayoutBudget budget, std::uint64_t seed,
                          double komi) {
    return run_from(FastBoard(width, height), budget, seed, komi);
}

PlayoutStats run_playouts(const Board& start, Color to_move, PlayoutBudget budget,
                          std::uint64_t seed, double komi) {
    FastBoard board(start.width(), start.height());
    board.load(start, to_move);
    return run_from(board, budget, seed, komi);
}

}  // namespace boardtalk::go
