// The search's cache survives from move to move of a game, and that keeps games reproducible:
// the same seed plays the same game whatever the searcher did before.
#include <catch2/catch.hpp>
#include <vector>

#include "engine/2048/game.hpp"
#include "engine/2048/search.hpp"
#include "engine/2048/transposition_table.hpp"
#include "tests/2048/grid_helpers.hpp"

using namespace boardtalk::g2048;
using boardtalk::g2048::test::grid_of;

namespace {

std::vector<Direction> play(Searcher& s, std::uint64_t seed, int moves) {
    Game game(4, seed);
    std::vector<Direction> played;
    for (int i = 0; i < moves && !game.legal_moves().empty(); ++i) {
        if (game.status() == Status::won) game.continue_after_win();
        const auto r = s.search(game.grid());
        REQUIRE(r.best);
        game.play(*r.best);
        played.push_back(*r.best);
    }
    return played;
}

}  // namespace

TEST_CASE("the same seed plays the same game, whatever the searcher did before",
          "[2048][search][cache]") {
    const SearchOptions options{2, 1e-3, 0};
    Searcher fresh(options), used(options);
    const auto first = play(fresh, 7, 300);
    play(used, 8, 120);  // another game, left in the middle
    used.search(grid_of({{2, 8, 16, 4}, {4, 32, 2, 0}, {64, 8, 4, 0}, {128, 0, 0, 2}}));
    CHECK(play(used, 7, 300) == first);
    CHECK(play(fresh, 7, 300) == first);  // a game played again from its start
}

TEST_CASE("the cache survives from a move to the next", "[2048][search][cache]") {
    // Deepening to depth 3 with a budget that never runs out: depths 1 and 2 of the second
    // position were searched with the first (its grandchildren), so a searcher that saw the
    // first does only depth 3 in full.
    const SearchOptions options{3, 1e-4, 1000000};
    Game game(4, 5);
    for (int i = 0; i < 40; ++i)
        game.play(*Searcher(SearchOptions{1, 1e-4, 0}).search(game.grid()).best);
    Searcher warm(options), cold(options);
    const auto first = warm.search(game.grid());
    REQUIRE(first.best);
    game.play(*first.best);
    const auto followed = warm.search(game.grid());
    const auto fresh = cold.search(game.grid());
    CHECK(followed.depth == 3);
    CHECK(fresh.depth == 3);
    CHECK(followed.moves_evaluated < fresh.moves_evaluated * 9 / 10);
    // A grid that does not follow the last one starts afresh: the same as a new searcher.
    Searcher other(options);
    warm.search(grid_of({{2, 8, 16, 4}, {4, 32, 2, 0}, {64, 8, 4, 0}, {128, 0, 0, 2}}));
    CHECK(warm.search(game.grid()).moves_evaluated == other.search(game.grid()).moves_evaluated);
}

TEST_CASE("the same grid twice gets the same answer without a search", "[2048][search][cache]") {
    Searcher s(SearchOptions{3, 1e-4, 0});
    const Grid g = grid_of({{2, 8, 16, 4}, {4, 32, 2, 0}, {64, 8, 4, 0}, {128, 0, 0, 2}});
    const auto a = s.search(g), b = s.search(g);
    CHECK(a.best == b.best);
    CHECK(a.values == b.values);
}

TEST_CASE("the table keeps a deep entry and forgets all on clear", "[2048][search][cache]") {
    TranspositionTable t(4);  // 16 slots: the boards below share slots
    for (Bitboard b = 1; b <= 64; ++b) t.store(b, 3, static_cast<float>(b));
    for (Bitboard b = 1; b <= 64; ++b) t.store(b + 1000, 0, 1.0f);  // shallow ones after
    int deep_found = 0;
    for (Bitboard b = 1; b <= 64; ++b) {
        if (auto v = t.find(b, 3)) {
            CHECK(*v == static_cast<float>(b));
            ++deep_found;
        }
        CHECK_FALSE(t.find(b, 4));  // never deeper than stored
    }
    CHECK(deep_found >= 16);  // one kept per slot at least
    t.clear();
    for (Bitboard b = 1; b <= 64; ++b) CHECK_FALSE(t.find(b, 0));
}
