// Suicide forbidden (default) and allowed (Tromp-Taylor: the group is removed).
#include <catch2/catch.hpp>

#include "tests/go/diagram.hpp"

using namespace boardtalk::go;
using boardtalk::go::testing::at;
using boardtalk::go::testing::from_diagram;
using boardtalk::go::testing::to_diagram;

namespace {

// White C3 would fill the last liberty of its own chain B3-B2 and capture nothing.
const char* const suicide_shape =
    "X O . X\n"
    "X O X .\n"
    ". X . .\n";

// White B2 would be a single stone without liberty.
const char* const diamond_shape =
    ". X .\n"
    "X . X\n"
    ". X .\n";

}  // namespace

TEST_CASE("suicide is refused when the rules forbid it", "[go][suicide]") {
    Game game = from_diagram(suicide_shape, Rules::chinese());
    CHECK(game.play(Color::white, at(game, "C3")) == MoveResult::suicide);
    CHECK(to_diagram(game.board()) == suicide_shape);
    CHECK(game.history().empty());
    // A single-stone suicide too.
    Game diamond = from_diagram(diamond_shape, Rules::chinese());
    CHECK(diamond.play(Color::white, at(diamond, "B2")) == MoveResult::suicide);
    CHECK(diamond.is_legal(Color::black, at(diamond, "B2")));
}

TEST_CASE("suicide removes the whole group when the rules allow it", "[go][suicide]") {
    Game game = from_diagram(suicide_shape, Rules::tromp_taylor());
    REQUIRE(game.play(Color::white, at(game, "C3")) == MoveResult::ok);
    CHECK(to_diagram(game.board()) ==
          "X . . X\n"
          "X . X .\n"
          ". X . .\n");
    // The removed stones count as captured by the opponent.
    CHECK(game.captures(Color::black) == 3);
    CHECK(game.captures(Color::white) == 0);
    CHECK(game.board().verify() == std::nullopt);
    REQUIRE(game.undo());
    CHECK(to_diagram(game.board()) == suicide_shape);
}

TEST_CASE("a capturing move is never suicide", "[go][suicide]") {
    Game game = from_diagram(
        ". O X .\n"
        "O X . X\n"
        ". O X .\n",
        Rules::chinese());
    // White C2 has no empty neighbour but captures B2, which gives it a liberty.
    CHECK(game.play(Color::white, at(game, "C2")) == MoveResult::ok);
    CHECK(game.board().at(at(game, "B2")) == Color::empty);
    CHECK(game.captures(Color::white) == 1);
}

TEST_CASE("single-stone suicide under Tromp-Taylor repeats the position: superko",
          "[go][suicide]") {
    Game game = from_diagram(diamond_shape, Rules::tromp_taylor());
    CHECK(game.play(Color::white, at(game, "B2")) == MoveResult::superko);
}
