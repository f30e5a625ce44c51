#include "engine/go/dead_stones_playout.hpp"

#include "engine/go/fast_board.hpp"
#include "engine/go/rng.hpp"

namespace boardtalk::go {

namespace {

// The owner of p at the end of a playout: its stone, or the colour of all its neighbours when
// it is empty and none of them is (after a light playout the empty points left are eyes).
// Stricter than FastBoard::area_owner, which lets an empty neighbour pass.
Color final_owner(const FastBoard& board, Point p) {
    const Color c = board.at(p);
    if (c != Color::empty) return c;
    Color seen = Color::empty;
    for (Point n : neighbours(p)) {
        const Color nc = board.at(n);
        if (nc == Color::border) continue;
        if (nc == Color::empty || (seen != Color::empty && nc != seen)) return Color::empty;
        seen = nc;
    }
    return seen;
}

}  // namespace

OwnershipCounts playout_ownership(const Board& board, Color to_move, int playouts,
                                  std::uint64_t seed) {
    const int width = board.width(), height = board.height();
    FastBoard start(width, height);
    start.load(board, to_move);
    FastBoard play = start;
    Rng rng(seed);
    OwnershipCounts counts;
    const int cap = 3 * width * height;
    for (int i = 0; i < playouts; ++i) {
        play = start;
        for (int passes = 0, moves = 0; passes < 2 && moves < cap; ++moves)
            passes = play.play_random(rng) != pass ? 0 : passes + 1;
        for (int y = 0; y < height; ++y)
            for (int x = 0; x < width; ++x) {
                const Color owner = final_owner(play, point(x, y));
                if (owner == Color::black) ++counts.black[point(x, y)];
                if (owner == Color::white) ++counts.white[point(x, y)];
            }
        ++counts.playouts;
    }
    return counts;
}

}  // namespace boardtalk::go
