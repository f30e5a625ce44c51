#include "engine/go/mcts_playout.hpp"

#include "engine/go/fast_playout.hpp"

namespace boardtalk::go {

void run_mcts_playout(FastBoard& board, Rng& rng, const HeavyPolicy* heavy, PlayoutRecord& record) {
    const int width = board.width(), height = board.height();
    Color mover = board.to_move();
    record.moves.clear();
    const PlayoutResult result = run_playout(board, rng, 3 * width * height, heavy, &record.moves);
    for (Point p : record.moves) {
        if (p != pass && record.first_mover[p] == Color::empty) record.first_mover[p] = mover;
        mover = opponent(mover);
    }
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x) record.owner[point(x, y)] = board.area_owner(point(x, y));
    record.margin = result.area_margin;
}

}  // namespace boardtalk::go
