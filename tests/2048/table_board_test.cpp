// The 64-bit table board against the generic grid.
#include <catch2/catch.hpp>

#include "engine/2048/heuristic.hpp"
#include "engine/2048/table_board.hpp"
#include "tests/2048/grid_helpers.hpp"

using namespace boardtalk::g2048;
using boardtalk::g2048::test::grid_of;

namespace {

#ifdef BOARDTALK_SANITIZED
constexpr int agreement_positions = 100'000;  // ASan+UBSan: about 10x slower
#else
constexpr int agreement_positions = 1'000'000;
#endif

struct SplitMix {
    std::uint64_t x;
    std::uint64_t next() {
        std::uint64_t z = (x += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
};

// A random board: each cell empty with probability 1/3, else an exponent 1..15.
Bitboard random_board(SplitMix& rng) {
    Bitboard b = 0;
    for (int i = 0; i < 16; ++i) {
        const auto r = rng.next();
        if (r % 3 == 0) continue;
        b |= Bitboard{(r >> 8) % 15 + 1} << (4 * i);
    }
    return b;
}

}  // namespace

TEST_CASE("bitboard and grid convert both ways, cell i at bits 4i", "[2048][table]") {
    const Grid g = grid_of({{2, 0, 0, 4}, {0, 8, 0, 0}, {0, 0, 0, 0}, {32768, 0, 2, 0}});
    const auto b = to_bitboard(g);
    REQUIRE(b);
    CHECK(cell_exponent(*b, 0) == 1);
    CHECK(cell_exponent(*b, 3) == 2);
    CHECK(cell_exponent(*b, 5) == 3);
    CHECK(cell_exponent(*b, 12) == 15);
    CHECK(to_grid(*b) == g);
    CHECK(count_empty(*b) == 11);
    Grid big = g;
    big.set(0, 16);  // 65536 does not fit 4 bits
    CHECK_FALSE(to_bitboard(big));
    CHECK_FALSE(to_bitboard(Grid(5)));
}

TEST_CASE("transpose swaps rows and columns", "[2048][table]") {
    SplitMix rng{7};
    for (int i = 0; i < 1000; ++i) {
        const Bitboard b = random_board(rng);
        const Bitboard t = transpose(b);
        for (int r = 0; r < 4; ++r)
            for (int c = 0; c < 4; ++c)
                REQUIRE(cell_exponent(t, c * 4 + r) == cell_exponent(b, r * 4 + c));
        REQUIRE(transpose(t) == b);
    }
}

TEST_CASE("table board and generic grid agree on a million random positions and moves",
          "[2048][table]") {
    SplitMix rng{2048};
    int compared = 0;
    for (int i = 0; i < agreement_positions; ++i) {
        const Bitboard b = random_board(rng);
        const auto d = all_directions[rng.next() % 4];
        const auto expected = to_grid(b).slide(d);
        // Two 32768s merging make 65536, which the table board cannot hold (it leaves them).
        if (expected.grid.max_exponent() > table_max_exponent) continue;
        ++compared;
        REQUIRE(to_grid(table_move(b, d)) == expected.grid);
        REQUIRE(table_move_score(b, d) == expected.score);
        REQUIRE(table_moves(b)[static_cast<int>(d)] == table_move(b, d));
        REQUIRE(count_empty(b) == to_grid(b).empty_count());
    }
    CHECK(compared > agreement_positions * 9 / 10);
}

TEST_CASE("two 32768 tiles do not merge on the table board", "[2048][table]") {
    const Grid g = grid_of({{32768, 32768, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}});
    const Bitboard b = *to_bitboard(g);
    CHECK(table_move(b, Direction::left) == b);
    CHECK(to_grid(table_move(b, Direction::right)) ==
          grid_of({{0, 0, 32768, 32768}, {0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}}));
}

TEST_CASE("the row-table heuristic equals the generic one", "[2048][table]") {
    // The table holds floats: each of the 8 lines is off by at most ~0.02.
    SplitMix rng{99};
    for (int i = 0; i < 5000; ++i) {
        const Bitboard b = random_board(rng);
        REQUIRE(table_heuristic(b) == Approx(grid_heuristic(to_grid(b))).margin(0.5));
    }
}

TEST_CASE("the heuristic prefers empty, monotone boards", "[2048][table]") {
    const Grid monotone = grid_of({{64, 32, 16, 8}, {32, 16, 8, 4}, {16, 8, 4, 2}, {0, 0, 0, 0}});
    const Grid scattered = grid_of({{8, 32, 4, 64}, {16, 2, 32, 8}, {4, 16, 8, 32}, {0, 0, 0, 0}});
    CHECK(grid_heuristic(monotone) > grid_heuristic(scattered));
    const Grid roomy = grid_of({{4, 2, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}});
    const Grid crowded = grid_of({{4, 2, 4, 2}, {2, 4, 2, 4}, {0, 0, 0, 0}, {0, 0, 0, 0}});
    CHECK(grid_heuristic(roomy) > grid_heuristic(crowded));
}
