// The expectimax player: legal choices, table and generic searches agree, it plays well.
#include <catch2/catch.hpp>
#include <cmath>
#include <random>

#include "engine/2048/game.hpp"
#include "engine/2048/grid_search.hpp"
#include "engine/2048/heuristic.hpp"
#include "engine/2048/search.hpp"
#include "engine/2048/table_search.hpp"
#include "tests/2048/grid_helpers.hpp"

using namespace boardtalk::g2048;
using boardtalk::g2048::test::grid_of;

TEST_CASE("the search values exactly the legal directions", "[2048][search]") {
    Searcher s(SearchOptions{2, 1e-4, 0});
    const Grid g = grid_of({{2, 4, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}});
    const SearchResult r = s.search(g);
    CHECK_FALSE(r.values[static_cast<int>(Direction::up)]);
    CHECK_FALSE(r.values[static_cast<int>(Direction::left)]);
    CHECK(r.values[static_cast<int>(Direction::down)]);
    CHECK(r.values[static_cast<int>(Direction::right)]);
    REQUIRE(r.best);
    CHECK((*r.best == Direction::down || *r.best == Direction::right));
    CHECK(r.moves_evaluated > 0);
    const Grid stuck = grid_of({{2, 4, 2, 4}, {4, 2, 4, 2}, {2, 4, 2, 4}, {4, 2, 4, 2}});
    CHECK_FALSE(s.search(stuck).best);
}

TEST_CASE("table and generic searches give the same values on 4x4", "[2048][search]") {
    const Grid g = grid_of({{2, 8, 16, 4}, {4, 32, 2, 0}, {64, 8, 4, 2}, {128, 0, 16, 2}});
    TranspositionTable tt;
    for (int depth = 1; depth <= 2; ++depth) {
        const auto table = table_search(*to_bitboard(g), depth, 0.0, tt);
        const auto generic = grid_search(g, depth, 0.0);
        for (int d = 0; d < 4; ++d) {
            REQUIRE(table.values[d].has_value() == generic.values[d].has_value());
            if (table.values[d])
                CHECK(*table.values[d] == Approx(*generic.values[d]).epsilon(1e-5));
        }
    }
}

TEST_CASE("searches are deterministic", "[2048][search]") {
    const Grid g = grid_of({{2, 8, 16, 4}, {4, 32, 2, 0}, {64, 8, 4, 0}, {128, 0, 0, 2}});
    Searcher a(SearchOptions{2, 1e-4, 0}), b(SearchOptions{2, 1e-4, 0});
    const auto ra = a.search(g), rb = b.search(g);
    CHECK(ra.best == rb.best);
    CHECK(ra.moves_evaluated == rb.moves_evaluated);
    CHECK(a.search(g).moves_evaluated == ra.moves_evaluated);  // a reused table gives the same
}

TEST_CASE("the player at depth 2 reaches 2048 from seed 1", "[2048][search]") {
    Game game(4, 1);
    Searcher s(SearchOptions{2, 1e-4, 0});
    while (game.status() == Status::playing) game.play(*s.search(game.grid()).best);
    CHECK(game.status() == Status::won);
}

TEST_CASE("other sizes use the generic search and play legal moves", "[2048][search]") {
    for (int n : {3, 5, 8}) {
        Game game(n, 11);
        Searcher s(SearchOptions{1, 1e-3, 0});
        for (int i = 0; i < 30 && !game.legal_moves().empty(); ++i) {
            const auto r = s.search(game.grid());
            REQUIRE(r.best);
            REQUIRE_FALSE(game.check_move(*r.best));
            game.play(*r.best);
        }
        CHECK(game.moves().size() > 0);
    }
}

TEST_CASE("a time limit deepens iteratively", "[2048][search]") {
    const Grid g = grid_of({{2, 8, 16, 4}, {4, 32, 2, 0}, {64, 8, 4, 0}, {128, 0, 0, 2}});
    Searcher s(SearchOptions{3, 1e-4, 100000});  // a generous budget: every depth completes
    const auto r = s.search(g);
    CHECK(r.depth == 3);
    REQUIRE(r.best);
}

TEST_CASE("the heuristic scores a line by the published formula", "[2048][search][heuristic]") {
    const std::uint8_t open[4] = {0, 0, 0, 0};
    CHECK(line_heuristic(open, 4) == Approx(200000.0 + 4 * 270.0));
    // Two 2s: 2 empty cells, one merge pair (counts 2), the ranks 1^3.5 twice; monotone.
    const std::uint8_t pair[4] = {1, 1, 0, 0};
    CHECK(line_heuristic(pair, 4) == Approx(200000.0 + 2 * 270.0 + 2 * 700.0 - 2 * 11.0));
    // 4, 2, 8: one step down (2^4 - 1^4) and one up (3^4 - 1^4); the smaller side counts.
    const std::uint8_t zigzag[4] = {2, 1, 3, 0};
    const double ranks = std::pow(2, 3.5) + 1 + std::pow(3, 3.5);
    const double down = (16.0 - 1.0) + 81.0;  // 4 > 2, then 8 > 0
    const double up = 81.0 - 1.0;
    CHECK(line_heuristic(zigzag, 4) ==
          Approx(200000.0 + 270.0 - 11.0 * ranks - 47.0 * std::min(down, up)));
}

TEST_CASE("the row-table heuristic equals the direct formula on random boards",
          "[2048][search][heuristic]") {
    std::mt19937_64 rng(2048);
    for (int i = 0; i < 20000; ++i) {
        Bitboard b = 0;
        for (int cell = 0; cell < 16; ++cell) {
            // Mostly small tiles and empty cells, as in play, with the extremes included.
            const auto e = rng() % 4 == 0 ? rng() % 16 : rng() % 8;
            b |= Bitboard{e} << (4 * cell);
        }
        INFO("board " << std::hex << b);
        REQUIRE(table_heuristic(b) == Approx(grid_heuristic(to_grid(b))).margin(1.0));
    }
}

TEST_CASE("the automatic depth grows as the board fills", "[2048][search][depth]") {
    // Depth 3, 4 with at most 3 empty cells, 5 on a full board.
    constexpr SearchOptions shallow{0, 1e-4, 0, 3, {3, 0}};
    const Grid open = grid_of({{2, 4, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}});
    const Grid three_empty =
        grid_of({{2, 4, 8, 16}, {32, 64, 128, 256}, {2, 4, 8, 16}, {32, 0, 0, 0}});
    const Grid full = grid_of({{2, 4, 8, 16}, {32, 64, 128, 256}, {2, 4, 8, 16}, {32, 64, 2, 2}});
    CHECK(automatic_depth(open, shallow) == 3);
    CHECK(automatic_depth(three_empty, shallow) == 4);
    CHECK(automatic_depth(full, shallow) == 5);
    const SearchOptions defaults;
    CHECK(automatic_depth(open, defaults) == 3);
    CHECK(automatic_depth(three_empty, defaults) == 4);
    CHECK(automatic_depth(full, defaults) == 5);
    SearchOptions fixed = shallow;
    fixed.depth = 2;
    CHECK(automatic_depth(full, fixed) == 2);
    CHECK(automatic_depth(Grid(5), SearchOptions{}) == 2);  // the generic board stays shallow
    // The search reports the depth it used.
    Searcher s(shallow);
    CHECK(s.search(open).depth == 3);
    CHECK(s.search(full).depth == 5);
}

TEST_CASE("the player avoids the one move that loses at once", "[2048][search]") {
    // Right leaves the single empty cell at the left of the bottom row; whatever spawns there,
    // nothing can move any more. Down keeps the game going.
    const Grid g =
        grid_of({{256, 128, 32, 8}, {128, 32, 8, 32}, {512, 128, 32, 16}, {32, 2, 64, 0}});
    Searcher s(SearchOptions{0, 1e-4, 0, 3, {3, 0}});
    const SearchResult r = s.search(g);
    REQUIRE(r.values[static_cast<int>(Direction::right)]);
    CHECK(*r.values[static_cast<int>(Direction::right)] == 0.0);
    REQUIRE(r.best);
    CHECK(*r.best == Direction::down);
}
