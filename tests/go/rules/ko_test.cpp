// Each ko rule on the same small ko shape (plus a multi-stone capture for recent-capture).
#include <catch2/catch.hpp>

#include "tests/go/diagram.hpp"

using namespace boardtalk::go;
using boardtalk::go::testing::at;
using boardtalk::go::testing::from_diagram;
using boardtalk::go::testing::to_diagram;

namespace {

// Black C2 takes the white stone B2; white B2 would retake C2.
const char* const ko_shape =
    ". X O . .\n"
    "X O . O .\n"
    ". X O . .\n";

Rules with_ko(KoRule ko) {
    Rules r = Rules::chinese();
    r.ko = ko;
    return r;
}

}  // namespace

TEST_CASE("simple ko: the immediate recapture is refused, allowed after a move elsewhere",
          "[go][ko]") {
    Game game = from_diagram(ko_shape, Rules::simple());
    REQUIRE(game.play(Color::black, at(game, "C2")) == MoveResult::ok);
    REQUIRE(game.captures(Color::black) == 1);
    const std::string after_take = to_diagram(game.board());
    CHECK(game.play(Color::white, at(game, "B2")) == MoveResult::ko);
    CHECK(to_diagram(game.board()) == after_take);  // a refused move changes nothing
    CHECK(game.history().size() == 1);
    // Ko threat and answer, then the recapture is legal.
    REQUIRE(game.play(Color::white, at(game, "E1")) == MoveResult::ok);
    REQUIRE(game.play(Color::black, at(game, "E3")) == MoveResult::ok);
    CHECK(game.play(Color::white, at(game, "B2")) == MoveResult::ok);
    CHECK(game.board().at(at(game, "C2")) == Color::empty);
    CHECK(game.captures(Color::white) == 1);
}

TEST_CASE("simple ko does not forbid capturing two stones back", "[go][ko]") {
    // Black C2 takes the single stone B2 but joins D2, leaving two stones in atari: white's
    // immediate recapture at B2 takes two stones (a snapback), legal under simple ko.
    Game game = from_diagram(
        ". X O O .\n"
        "X O . X O\n"
        ". X O O .\n",
        Rules::simple());
    REQUIRE(game.play(Color::black, at(game, "C2")) == MoveResult::ok);
    CHECK(game.captures(Color::black) == 1);  // B2 taken; C2 (with D2) now has one liberty B2
    CHECK(game.play(Color::white, at(game, "B2")) == MoveResult::ok);
    CHECK(game.captures(Color::white) == 2);
}

TEST_CASE("superko: the immediate ko recapture is refused under both superko rules", "[go][ko]") {
    for (KoRule ko : {KoRule::positional, KoRule::situational}) {
        Game game = from_diagram(ko_shape, with_ko(ko));
        REQUIRE(game.play(Color::black, at(game, "C2")) == MoveResult::ok);
        CHECK(game.play(Color::white, at(game, "B2")) == MoveResult::superko);
    }
}

TEST_CASE("positional and situational superko differ on the player to move", "[go][ko]") {
    // The start position is recorded with WHITE to move. Black (out of turn, as GTP allows)
    // takes the ko; white's retake recreates the start position with BLACK to move: a repeated
    // position (positional refuses), but not a repeated situation (situational allows).
    Game positional = from_diagram(ko_shape, with_ko(KoRule::positional), Color::white);
    Game situational = from_diagram(ko_shape, with_ko(KoRule::situational), Color::white);
    Game simple = from_diagram(ko_shape, with_ko(KoRule::simple), Color::white);
    for (Game* g : {&positional, &situational, &simple})
        REQUIRE(g->play(Color::black, at(*g, "C2")) == MoveResult::ok);
    CHECK(positional.play(Color::white, at(positional, "B2")) == MoveResult::superko);
    CHECK(situational.play(Color::white, at(situational, "B2")) == MoveResult::ok);
    CHECK(simple.play(Color::white, at(simple, "B2")) == MoveResult::ko);
}

TEST_CASE("positional superko refuses a longer cycle that simple ko allows", "[go][ko]") {
    // Take, pass, pass... the retake after the passes recreates the position after the setup.
    Game simple = from_diagram(ko_shape, Rules::simple());
    Game positional = from_diagram(ko_shape, with_ko(KoRule::positional));
    for (Game* g : {&simple, &positional}) {
        REQUIRE(g->play(Color::black, at(*g, "C2")) == MoveResult::ok);
        REQUIRE(g->play(Color::white, pass) == MoveResult::ok);
        REQUIRE(g->play(Color::black, pass) == MoveResult::ok);
    }
    CHECK(simple.play(Color::white, at(simple, "B2")) == MoveResult::ok);
    CHECK(positional.play(Color::white, at(positional, "B2")) == MoveResult::superko);
}

TEST_CASE("recent-capture blocks both colours until the capturer moves again", "[go][ko]") {
    Game game = from_diagram(ko_shape, with_ko(KoRule::recent_capture));
    REQUIRE(game.play(Color::black, at(game, "C2")) == MoveResult::ok);
    CHECK(game.play(Color::white, at(game, "B2")) == MoveResult::recent_capture);
    CHECK(game.play(Color::black, at(game, "B2")) == MoveResult::recent_capture);
    REQUIRE(game.play(Color::white, at(game, "E1")) == MoveResult::ok);
    // White has moved, not the capturer: still blocked.
    CHECK(game.play(Color::white, at(game, "B2")) == MoveResult::recent_capture);
    REQUIRE(game.play(Color::black, at(game, "E3")) == MoveResult::ok);
    // The capturer has moved again: free for both.
    CHECK(game.is_legal(Color::black, at(game, "B2")));
    CHECK(game.play(Color::white, at(game, "B2")) == MoveResult::ok);
    CHECK(game.captures(Color::white) == 1);
}

TEST_CASE("recent-capture also blocks the points of a multi-stone capture", "[go][ko]") {
    Game game = from_diagram(
        ". X X . .\n"
        "X O O . .\n"
        ". X X . .\n",
        with_ko(KoRule::recent_capture));
    REQUIRE(game.play(Color::black, at(game, "D2")) == MoveResult::ok);
    REQUIRE(game.captures(Color::black) == 2);
    CHECK(game.play(Color::white, at(game, "B2")) == MoveResult::recent_capture);
    CHECK(game.play(Color::white, at(game, "C2")) == MoveResult::recent_capture);
    REQUIRE(game.play(Color::black, pass) == MoveResult::ok);  // a pass is a move too
    CHECK(game.is_legal(Color::white, at(game, "C2")));
    // Under simple ko the same point is legal at once (it is not a ko).
    Game simple = from_diagram(
        ". X X . .\n"
        "X O O . .\n"
        ". X X . .\n",
        Rules::simple());
    REQUIRE(simple.play(Color::black, at(simple, "D2")) == MoveResult::ok);
    CHECK(simple.is_legal(Color::white, at(simple, "C2")));
}
