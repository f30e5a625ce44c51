// Slides and merges on the generic grid: every case of games.md and more.
#include <catch2/catch.hpp>

#include "engine/2048/grid.hpp"
#include "tests/2048/grid_helpers.hpp"

using namespace boardtalk::g2048;
using boardtalk::g2048::test::grid_of;

namespace {

// Slides one 4-cell row left and returns its values and score.
std::pair<Grid, std::uint64_t> left(std::initializer_list<unsigned> row) {
    Grid g = grid_of({row, {0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}});
    auto out = g.slide(Direction::left);
    return {out.grid, out.score};
}

Grid row_grid(std::initializer_list<unsigned> row) {
    return grid_of({row, {0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}});
}

}  // namespace

TEST_CASE("games.md merge cases, moving left", "[2048][slide]") {
    CHECK(left({2, 2, 2, 2}).first == row_grid({4, 4, 0, 0}));
    CHECK(left({2, 2, 2, 2}).second == 8);
    CHECK(left({2, 2, 2, 0}).first == row_grid({4, 2, 0, 0}));
    CHECK(left({2, 2, 2, 0}).second == 4);
    CHECK(left({4, 2, 2, 0}).first == row_grid({4, 4, 0, 0}));
    CHECK(left({4, 2, 2, 0}).second == 4);
}

TEST_CASE("no double merge, gaps, full rows, alternating values", "[2048][slide]") {
    CHECK(left({4, 4, 8, 0}).first == row_grid({8, 8, 0, 0}));  // the new 8 does not merge
    CHECK(left({4, 4, 8, 0}).second == 8);
    CHECK(left({2, 0, 0, 2}).first == row_grid({4, 0, 0, 0}));
    CHECK(left({0, 0, 0, 2}).first == row_grid({2, 0, 0, 0}));
    CHECK(left({2, 0, 2, 4}).first == row_grid({4, 4, 0, 0}));
    CHECK(left({4, 4, 4, 4}).first == row_grid({8, 8, 0, 0}));
    CHECK(left({8, 8, 4, 4}).first == row_grid({16, 8, 0, 0}));
    CHECK(left({8, 8, 4, 4}).second == 24);
    CHECK(left({2, 4, 2, 4}).first == row_grid({2, 4, 2, 4}));  // alternating: nothing moves
    CHECK(left({2, 4, 8, 16}).first == row_grid({2, 4, 8, 16}));
    CHECK(left({2, 2, 4, 8}).first == row_grid({4, 4, 8, 0}));  // one merge per pair only
    CHECK(left({0, 2, 2, 2}).first == row_grid({4, 2, 0, 0}));
}

TEST_CASE("merge priority goes toward the move direction", "[2048][slide]") {
    const Grid g = row_grid({2, 2, 2, 0});
    CHECK(g.slide(Direction::right).grid == row_grid({0, 0, 2, 4}));
    CHECK(row_grid({0, 2, 2, 2}).slide(Direction::right).grid == row_grid({0, 0, 2, 4}));
    CHECK(row_grid({2, 2, 2, 2}).slide(Direction::right).grid == row_grid({0, 0, 4, 4}));
    CHECK(row_grid({4, 2, 2, 0}).slide(Direction::right).grid == row_grid({0, 0, 4, 4}));
}

TEST_CASE("columns slide up and down with the same rules", "[2048][slide]") {
    const Grid g = grid_of({{2, 0, 0, 4}, {2, 0, 0, 0}, {2, 0, 8, 4}, {0, 0, 8, 8}});
    const auto up = g.slide(Direction::up);
    CHECK(up.grid == grid_of({{4, 0, 16, 8}, {2, 0, 0, 8}, {0, 0, 0, 0}, {0, 0, 0, 0}}));
    CHECK(up.score == 4 + 16 + 8);
    const auto down = g.slide(Direction::down);
    CHECK(down.grid == grid_of({{0, 0, 0, 0}, {0, 0, 0, 0}, {2, 0, 0, 8}, {4, 0, 16, 8}}));
    CHECK(down.score == 4 + 16 + 8);
}

TEST_CASE("a direction that changes nothing is not a move", "[2048][slide]") {
    const Grid g = grid_of({{2, 4, 0, 0}, {4, 8, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}});
    CHECK_FALSE(g.slide(Direction::left).changed);
    CHECK_FALSE(g.can_slide(Direction::left));
    CHECK_FALSE(g.can_slide(Direction::up));
    CHECK(g.can_slide(Direction::right));
    CHECK(g.can_slide(Direction::down));
    const Grid stuck = grid_of({{2, 4, 2, 4}, {4, 2, 4, 2}, {2, 4, 2, 4}, {4, 2, 4, 2}});
    CHECK_FALSE(stuck.any_move());
    const Grid full_but_merge = grid_of({{2, 4, 2, 4}, {4, 2, 4, 2}, {2, 4, 2, 4}, {4, 2, 8, 8}});
    CHECK(full_but_merge.any_move());
    CHECK(full_but_merge.can_slide(Direction::left));
    CHECK_FALSE(full_but_merge.can_slide(Direction::up));
}

TEST_CASE("other sizes: 3x3 and 8x8 lines", "[2048][slide]") {
    const Grid g3 = grid_of({{2, 2, 2}, {0, 4, 4}, {8, 0, 8}});
    CHECK(g3.slide(Direction::left).grid == grid_of({{4, 2, 0}, {8, 0, 0}, {16, 0, 0}}));
    Grid g8(8);
    for (int c = 0; c < 8; ++c) g8.set(0, c, 1);  // eight 2s
    const auto out = g8.slide(Direction::right);
    for (int c = 0; c < 4; ++c) CHECK(out.grid.at(0, c) == 0);
    for (int c = 4; c < 8; ++c) CHECK(out.grid.at(0, c) == 2);
    CHECK(out.score == 16);
}

TEST_CASE("can_slide agrees with slide on random grids of every size", "[2048][slide]") {
    std::uint64_t x = 12345;
    auto next = [&x] { return x = x * 6364136223846793005ULL + 1442695040888963407ULL; };
    for (int n = min_size; n <= max_size; ++n) {
        for (int i = 0; i < 2000; ++i) {
            Grid g(n);
            for (int c = 0; c < g.cell_count(); ++c)
                g.set(c, static_cast<std::uint8_t>((next() >> 60) % 5));
            for (Direction d : all_directions) REQUIRE(g.can_slide(d) == g.slide(d).changed);
        }
    }
}
