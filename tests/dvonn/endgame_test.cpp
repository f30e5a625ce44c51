// The exact endgame solver against a plain minimax written here, on random endgames.
#include <optional>

#include "engine/dvonn/endgame.hpp"
#include "engine/dvonn/match.hpp"
#include "engine/dvonn/search.hpp"
#include "tests/dvonn/endgames.hpp"
#include "tests/dvonn/helpers.hpp"

using namespace boardtalk::dvonn;
using namespace boardtalk::dvonn::test;

TEST_CASE("the endgame solver finds minimax's margin and a move that keeps it",
          "[dvonn][endgame]") {
    EndgameSolver solver(12);  // a small table: collisions must not change a value
    int checked = 0;
    for (std::uint64_t seed = 1; seed <= 200 && checked < 40; ++seed) {
        const std::optional<Board> b =
            random_endgame(seed, seed * 31 + 7, 8 + static_cast<int>(seed % 3));
        if (!b) continue;
        INFO("seed " << seed << " mobile stacks " << mobile_stacks(*b));
        const int exact = minimax_margin(*b);
        const EndgameResult r = solver.solve(*b);
        REQUIRE(r.solved);
        CHECK(r.margin == exact);
        CHECK_FALSE(illegal_reason(*b, r.best));
        Board next = *b;
        apply_move(next, r.best);
        CHECK(-minimax_margin(next) == exact);
        // Solved again with the table kept: the same value, from fewer nodes.
        const EndgameResult again = solver.solve(*b);
        CHECK(again.margin == exact);
        CHECK(again.nodes <= r.nodes);
        ++checked;
    }
    CHECK(checked == 40);
}

TEST_CASE("the player answers the solver's exact margin once few stacks can move",
          "[dvonn][endgame]") {
    Searcher searcher(12);
    int checked = 0;
    for (std::uint64_t seed = 300; seed <= 400 && checked < 10; ++seed) {
        const std::optional<Board> b = random_endgame(seed, seed * 31 + 7, 9);
        if (!b) continue;
        INFO("seed " << seed);
        const SearchReport r = searcher.search(*b, {.depth = 1});
        REQUIRE(r.solved);
        const int exact = minimax_margin(*b);
        CHECK(final_margin(r.score).value_or(0) == exact);
        Board next = *b;
        apply_move(next, r.best);
        CHECK(-minimax_margin(next) == exact);
        ++checked;
    }
    CHECK(checked == 10);
}

TEST_CASE("the endgame solver answers a pass and stops at its node limit", "[dvonn][endgame]") {
    EndgameSolver solver(12);
    const Position pass_only = pos(rows("D(BBW)B", "D", "D") + " w moving");
    const EndgameResult pass = solver.solve(pass_only.board);
    CHECK(pass.solved);
    CHECK(pass.best == Move::pass());
    CHECK(pass.margin == minimax_margin(pass_only.board));

    const EndgameResult cut = solver.solve(random_setup(3).board, {.seconds = 0, .nodes = 1000});
    CHECK_FALSE(cut.solved);
    CHECK(cut.nodes <= 1001);
}

TEST_CASE("mobile stacks count both sides' stacks that can move now", "[dvonn][endgame]") {
    // B3 (white) and D3 (white) can move onto a neighbour; C3 (black) too; the DVONN pieces never.
    const Position p = pos(rows("D", "D", "DWBW") + " w moving");
    CHECK(mobile_stacks(p.board) == 3);
    CHECK(mobile_stacks(random_setup(1).board) > 0);
}
