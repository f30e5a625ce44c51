// The player: legal answers, forced wins found, deterministic at fixed depth, placement
// heuristic, and a few games against random moves.
#include <optional>

#include "engine/dvonn/evaluation.hpp"
#include "engine/dvonn/match.hpp"
#include "engine/dvonn/search.hpp"
#include "tests/dvonn/endgames.hpp"
#include "tests/dvonn/helpers.hpp"

using namespace boardtalk::dvonn;
using namespace boardtalk::dvonn::test;

TEST_CASE("the search answers a legal move everywhere", "[dvonn][search]") {
    Searcher s(16);
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        const Position p = random_setup(seed);
        const SearchReport r = s.search(p.board, {.depth = 3, .seconds = 0, .nodes = 0});
        CHECK(r.depth == 3);
        CHECK(r.nodes > 0);
        CHECK_FALSE(illegal_reason(p.board, r.best));
        REQUIRE_FALSE(r.pv.empty());
        CHECK(r.pv[0] == r.best);
    }
    const Position pass_only = pos(rows("D(BBW)B", "D", "D") + " w moving");
    CHECK(s.search(pass_only.board, {.depth = 3}).best == Move::pass());
    const SearchReport placing = s.search(empty_board(), {.depth = 3});
    CHECK(placing.best.kind == Move::Kind::place);
}

TEST_CASE("the search finds the winning capture", "[dvonn][search]") {
    // White B3-A3 takes the DVONN stack and strands C3 and D3: a win by 3. Alpha-beta alone:
    // the endgame solver would find the larger win (below).
    const Position p = pos(rows("D", "D", "DWBW") + " w moving");
    Searcher s(16, {}, SearchTuning{.endgame_stacks = 0});
    const SearchReport r = s.search(p.board, {.depth = 4});
    CHECK(format_move(r.best) == "B3-A3");
    CHECK(r.score > kWinScore);
    CHECK(final_margin(r.score) == 3);
    CHECK(final_margin(-r.score) == -3);
    CHECK_FALSE(final_margin(250));
}

TEST_CASE("near the end the search returns the exact final margin and keeps it",
          "[dvonn][search][endgame]") {
    int solved = 0;
    for (std::uint64_t seed = 1; seed <= 60 && solved < 12; ++seed) {
        const std::optional<Board> b = random_endgame(seed, seed, 7);
        if (!b) continue;
        INFO("seed " << seed);
        const int exact = minimax_margin(*b);
        // Reductions must not change an exact result: every reduced move is searched again at
        // full depth when it looks better.
        Searcher s(16, {}, SearchTuning{.reductions = seed % 2 == 0, .endgame_stacks = 0});
        const SearchReport r = s.search(*b, {.depth = 16});
        if (exact == 0)
            CHECK(r.score == 0);
        else
            CHECK(final_margin(r.score) == exact);
        Board next = *b;
        apply_move(next, r.best);
        CHECK(-minimax_margin(next) == exact);
        ++solved;
    }
    CHECK(solved >= 8);
}

TEST_CASE("deeper, the search finds the larger win, also with reductions", "[dvonn][search]") {
    // D3-C3 first wins by 5 where B3-A3 wins by 3: a larger margin beats a quicker win.
    const Position p = pos(rows("D", "D", "DWBW") + " w moving");
    const int exact = minimax_margin(p.board);
    CHECK(exact > 3);
    for (const bool reductions : {false, true}) {
        Searcher s(16, {}, SearchTuning{.reductions = reductions, .endgame_stacks = 0});
        const SearchReport r = s.search(p.board, {.depth = 10});
        CHECK(final_margin(r.score) == exact);
    }
    // The endgame solver finds it at any depth.
    Searcher solver(16);
    const SearchReport r = solver.search(p.board, {.depth = 1});
    CHECK(r.solved);
    CHECK(format_move(r.best) == "D3-C3");
    CHECK(final_margin(r.score) == exact);
}

TEST_CASE("fixed depth is deterministic", "[dvonn][search]") {
    const Position p = random_setup(5);
    Searcher a(16), b(16);
    const SearchReport ra = a.search(p.board, {.depth = 4});
    const SearchReport rb = b.search(p.board, {.depth = 4});
    CHECK(ra.best == rb.best);
    CHECK(ra.score == rb.score);
    CHECK(ra.nodes == rb.nodes);
}

TEST_CASE("a node limit stops the search after depth 1", "[dvonn][search]") {
    Searcher s(16);
    const SearchReport r =
        s.search(random_setup(2).board, {.depth = 0, .seconds = 0, .nodes = 500});
    CHECK(r.depth >= 1);
    CHECK(r.nodes < 5000);
    CHECK_FALSE(illegal_reason(random_setup(2).board, r.best));
}

TEST_CASE("placement keeps pieces near DVONN pieces and spreads the DVONN pieces",
          "[dvonn][search][placing]") {
    Game g;
    play_all(g, "E3");
    const Move second = best_placement(g.position().board);
    CHECK(distance(second.to, sq("E3")) >= 2);
    REQUIRE_FALSE(g.play(second));
    REQUIRE_FALSE(g.play(best_placement(g.position().board)));
    const Move coloured = best_placement(g.position().board);
    CHECK((neighbours(coloured.to) & g.position().board.dvonn) != 0);
}

TEST_CASE("the engine beats random moves", "[dvonn][search][strength]") {
    int wins = 0;
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        SearchPlayer engine({.depth = 2});
        RandomPlayer random(seed);
        const bool engine_white = seed % 2 == 1;
        const MatchResult r = engine_white ? play_game(engine, random, random_setup(seed))
                                           : play_game(random, engine, random_setup(seed));
        wins += r.outcome == (engine_white ? Outcome::white_wins : Outcome::black_wins);
    }
    CHECK(wins >= 3);
}

TEST_CASE("the table survives between moves and across undo", "[dvonn][search]") {
    // The position searched again after a move and its undo is answered from the table: the
    // same move and score from fewer nodes (keys are full 64-bit hashes, so reuse is safe).
    Game g(random_setup(4));
    Searcher fresh(16), kept(16);
    const Board before = g.position().board;
    const SearchReport first = kept.search(before, {.depth = 5});
    REQUIRE_FALSE(g.play(first.best));
    kept.search(g.position().board, {.depth = 4});
    REQUIRE(g.undo());
    REQUIRE(g.position().board == before);
    const SearchReport again = kept.search(before, {.depth = 5});
    const SearchReport cold = fresh.search(before, {.depth = 5});
    CHECK(again.nodes < cold.nodes / 2);
    CHECK(again.best == first.best);
    CHECK(cold.best == first.best);
    CHECK(again.score == first.score);
}
