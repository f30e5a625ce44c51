#include "engine/go/dead_stones_playout.hpp"

#include "engine/go/playout_board.hpp"
#include "engine/go/rng.hpp"

namespace boardtalk::go {

namespace {

// The owner of column x, row y at the end of a playout: its stone, or the colour of all its
// neighbours when it is empty (after a light playout the empty points left are eyes).
Color final_owner(const PlayoutBoard& board, int x, int y, int width, int height) {
    const Color c = board.at(x, y);
    if (c != Color::empty) return c;
    Color seen = Color::empty;
    const int xs[4] = {x - 1, x + 1, x, x};
    const int ys[4] = {y, y, y - 1, y + 1};
    for (int i = 0; i < 4; ++i) {
        if (xs[i] < 0 || ys[i] < 0 || xs[i] >= width || ys[i] >= height) continue;
        const Color n = board.at(xs[i], ys[i]);
        if (n == Color::empty || (seen != Color::empty && n != seen)) return Color::empty;
        seen = n;
    }
    return seen;
}

}  // namespace

OwnershipCounts playout_ownership(const Board& board, Color to_move, int playouts,
                                  std::uint64_t seed) {
    const int width = board.width(), height = board.height();
    PlayoutBoard start(width, height);
    start.load(board, to_move);
    PlayoutBoard play = start;
    Rng rng(seed);
    OwnershipCounts counts;
    const int cap = 3 * width * height;
    for (int i = 0; i < playouts; ++i) {
        play = start;
        for (int passes = 0, moves = 0; passes < 2 && moves < cap; ++moves)
            passes = play.play_random(rng) != 0 ? 0 : passes + 1;
        for (int y = 0; y < height; ++y)
            for (int x = 0; x < width; ++x) {
                const Color owner = final_owner(play, x, y, width, height);
                if (owner == Color::black) ++counts.black[point(x, y)];
                if (owner == Color::white) ++counts.white[point(x, y)];
            }
        ++counts.playouts;
    }
    return counts;
}

}  // namespace boardtalk::go
