// The strength-match tally that Morris and DVONN share (games/common/match_tally.hpp), counted
// from Morris outcomes.
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
}

}  // namespace boardtalk::morris
