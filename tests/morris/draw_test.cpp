// Threefold repetition and the removal limit, each switchable.
#include "tests/morris/helpers.hpp"

using namespace boardtalk::morris;
using namespace boardtalk::morris::test;

namespace {
constexpr const char* kShuffle = "W../.W./.../.....W/B../.B./B.. w flying 0 0 0 50";
}

TEST_CASE("threefold repetition draws", "[morris][draws]") {
    Game game(Rules{}, pos(kShuffle));
    play_all(game, "a7-d7 a1-d1 d7-a7 d1-a1");  // the start, a second time
    CHECK(game.status().outcome == Outcome::ongoing);
    play_all(game, "a7-d7 a1-d1 d7-a7");
    CHECK(game.status().outcome == Outcome::ongoing);
    play_all(game, "d1-a1");  // a third time, White to move each time
    CHECK(game.status() == Status{Outcome::draw, EndReason::repetition});
    CHECK(describe(game.status(), Colour::white) == "draw: threefold repetition");
    CHECK(game.play(turn("a7-d7")).has_value());
    CHECK(game.undo());
    CHECK(game.status().outcome == Outcome::ongoing);
}

TEST_CASE("repetition draws can be switched off", "[morris][draws]") {
    Rules rules;
    rules.repetition_draw = false;
    Game game(rules, pos(kShuffle, rules));
    play_all(game, "a7-d7 a1-d1 d7-a7 d1-a1 a7-d7 a1-d1 d7-a7 d1-a1 a7-d7 a1-d1 d7-a7 d1-a1");
    CHECK(game.status().outcome == Outcome::ongoing);
}

TEST_CASE("the removal limit draws, a removal resets it", "[morris][draws]") {
    Rules rules;
    rules.removal_limit = 6;
    Game game(rules, pos(kShuffle, rules));
    play_all(game, "a7-b6 a1-b2 b6-c5 b2-c4 c5-e5");
    CHECK(game.position().clock == 5);
    CHECK(game.status().outcome == Outcome::ongoing);
    play_all(game, "c4-a4");
    CHECK(game.status() == Status{Outcome::draw, EndReason::removal_limit});
    CHECK(describe(game.status(), Colour::white) == "draw: too many moves without a removal");

    rules.removal_limit = 0;  // off
    Game unlimited(rules, pos("W../.W./.../.....W/B../.B./B.. w flying 0 0 9000 50", rules));
    CHECK(unlimited.status().outcome == Outcome::ongoing);
}

TEST_CASE("a removal in the moving phase resets the clock", "[morris][draws]") {
    Rules rules;
    rules.removal_limit = 100;
    Game game(rules, pos("WW./.../.B./.W...W/.../.../BBB w moving 0 0 99 30", rules));
    REQUIRE_FALSE(game.play(turn("g4-g7xd5")));
    CHECK(game.position().clock == 0);
    CHECK(game.status().outcome == Outcome::ongoing);
    Game other(rules, pos("WW./.../.B./.W...W/.../.../BBB w moving 0 0 99 30", rules));
    REQUIRE_FALSE(other.play(turn("b4-b6")));
    CHECK(other.status() == Status{Outcome::draw, EndReason::removal_limit});
}
