#include "tests/morris/helpers.hpp"

using namespace boardtalk::morris;
using namespace boardtalk::morris::test;

TEST_CASE("position text round trips", "[morris][position]") {
    const Rules nine;
    CHECK(to_text(start_position(nine), nine) ==
          ".../.../.../....../.../.../... w placing 9 9 0 0");
    for (const char* text : {
             ".../.../.../....../.../.../... w placing 9 9 0 0",
             "W.B/.W./B../..W.B./.../B.W/... w placing 5 5 0 8",
             "W.B/.W./B../..W.B./.../B.W/.W. b placing 4 5 0 9",
             "W.B/BWW/.B./WB..WB/W.B/.WB/B.W w moving 0 0 2 20",
             "W../.../.B./B..W../.B./W.B/..B w flying 0 0 10 60",
             "W../.../.B./B..W../.B./W.B/..B b moving 0 0 99 61",
         }) {
        auto p = parse_position(text, nine);
        INFO(text);
        REQUIRE(p.ok());
        CHECK(to_text(*p, nine) == text);
        CHECK(p->key == compute_key(*p));
    }
    // Positions reached by play print and parse back to the same value.
    Game game;
    play_all(game, "d6 d7 f6 a7 b6xa7 g7");
    auto again = parse_position(to_text(game.position(), game.rules()), game.rules());
    REQUIRE(again.ok());
    CHECK(*again == game.position());
}

TEST_CASE("bad position texts name the field and the problem", "[morris][position]") {
    const Rules r;
    auto err = [&](const char* text) {
        auto p = parse_position(text, r);
        return p.ok() ? std::string("accepted") : p.error();
    };
    CHECK(err("") == "expected 7 fields (board side phase white-hand black-hand clock ply), got 0");
    CHECK(err(".../.../.../....../.../.../... x placing 9 9 0 0") ==
          "field 2 (side to move): expected w or b, got 'x'");
    CHECK(err(".../.../.../....../.../.../... w placing 10 9 0 0") ==
          "field 4 (white men in hand): expected a number from 0 to 9, got '10'");
    CHECK(err(".../.../.../....../.../.../... w placing 9 9 0 -1") ==
          "field 7 (ply): expected a number from 0 to 100000000, got '-1'");
    CHECK(err(".../.../.../...../.../.../... w placing 9 9 0 0") ==
          "field 1 (board): row 4 must have 6 points");
    CHECK(err(".../.../.../....../.../.../.x. w placing 9 9 0 0") ==
          "field 1 (board): unexpected character 'x' (W, B, . and / only)");
    CHECK(err(".../.../.../....../.../... w placing 9 9 0 0") ==
          "field 1 (board): expected 7 rows of 3/3/3/6/3/3/3 points separated by '/'");
    CHECK(err(".../.../.../....../.../.../... w moving 9 9 0 0") ==
          "field 3 (phase): 'moving' does not match the position, which is in the placing phase");
    CHECK(err(".../.../.../....../.../.../... w jumping 9 9 0 0") ==
          "field 3 (phase): expected placing, moving or flying, got 'jumping'");
    CHECK(err("W../.../.../....../.../.../... w placing 9 9 0 0") ==
          "white has 10 men on the board and in hand, more than 9");
    CHECK(err(".../.../.../....../.../.../... w placing 9 8 0 0") ==
          "with white to move both sides must have the same number of men in hand");
    CHECK(err(".../.../.../....../.../.../... b placing 9 9 0 0") ==
          "with black to move black must have one man more in hand than white");
    CHECK(err("W../.../.../....../.../.../... b placing 8 9 3 0") ==
          "field 6 (clock): must be 0 in the placing phase");
    // Flying depends on the rules.
    Rules no_flying;
    no_flying.flying = false;
    CHECK(parse_position("W../.../.B./B..W../.B./W.B/..B w moving 0 0 10 60", no_flying).ok());
    CHECK_FALSE(parse_position("W../.../.B./B..W../.B./W.B/..B w moving 0 0 10 60", r).ok());
}
