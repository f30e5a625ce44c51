// The expectimax player: legal choices, table and generic searches agree, it plays well.
#include <catch2/catch.hpp>

#include "engine/2048/game.hpp"
#include "engine/2048/grid_search.hpp"
#include "engine/2048/search.hpp"
#include "engine/2048/table_search.hpp"
#include "tests/2048/grid_helpers.hpp"

using namespace boardtalk::g2048;
using test::grid_of;

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
