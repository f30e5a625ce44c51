// The strength-match tally that Morris and DVONN share (games/common/match_tally.hpp), counted
// from Morris outcomes, and the line of a strength match that both benchmarks print.
#include <catch2/catch.hpp>

#include "engine/morris/game.hpp"
#include "games/common/match_tally.hpp"

namespace boardtalk::morris {

TEST_CASE("a match tally counts each game for the side that played it", "[morris][bench]") {
    using adapters::end_for;
    using adapters::GameEnd;
    CHECK(end_for(Outcome::white_wins, Colour::white) == GameEnd::win);
    CHECK(end_for(Outcome::white_wins, Colour::black) == GameEnd::loss);
    CHECK(end_for(Outcome::black_wins, Colour::black) == GameEnd::win);
    CHECK(end_for(Outcome::draw, Colour::white) == GameEnd::draw);
    CHECK(end_for(Outcome::ongoing, Colour::black) == GameEnd::draw);  // stopped unfinished

    adapters::WinDrawLoss t;
    CHECK(t.score() == 0.0);
    for (GameEnd e : {GameEnd::win, GameEnd::win, GameEnd::draw, GameEnd::loss}) t.add(e);
    CHECK(t.games() == 4);
    CHECK(t.text() == "+2 =1 -1");
    CHECK(t.score() == 0.625);
    CHECK(t.per_game(10) == 2.5);
}

TEST_CASE("a strength match's line in the benchmarks", "[morris][bench]") {
    adapters::WinDrawLoss t;
    CHECK(t.per_game(10) == 0.0);
    CHECK(adapters::tally_line("engine vs random", t, "mean 0.0 turns") ==
          "engine vs random: 0 games  +0 =0 -0  (wins 0.0%, mean 0.0 turns)");
    t.wins = 2;
    t.draws = 1;
    CHECK(adapters::tally_line("deep vs shallow", t, "mean 31.5 turns") ==
          "deep vs shallow: 3 games  +2 =1 -0  (wins 66.7%, mean 31.5 turns)");
}

}  // namespace boardtalk::morris
