// Benson's unconditional life on hand-drawn positions.
#include <catch2/catch.hpp>

#include "engine/go/benson.hpp"
#include "tests/go/diagram.hpp"
#include "tests/go/scoring/positions.hpp"

using namespace boardtalk::go;
using boardtalk::go::testing::at;
using boardtalk::go::testing::from_diagram;

namespace {

bool alive(const Game& g, Color c, const char* vertex) {
    return unconditional_life(g.board(), c).alive.test(at(g, vertex));
}

}  // namespace

TEST_CASE("a chain with two one-point eyes is unconditionally alive", "[go][benson]") {
    const Game g = from_diagram(
        ". X . X .\n"
        "X X X X X\n"
        ". . . . .\n"
        ". . O . .\n"
        ". . . . .\n");
    const UnconditionalLife life = unconditional_life(g.board(), Color::black);
    CHECK(life.alive.test(at(g, "B5")));
    CHECK(life.alive.test(at(g, "E4")));
    CHECK(life.alive.count() == 7);
    // The eyes are safe; the open area below (not every point touches the chain) is not.
    CHECK(life.safe.test(at(g, "A5")));
    CHECK(life.safe.test(at(g, "C5")));
    CHECK(life.safe.test(at(g, "E5")));
    CHECK_FALSE(life.safe.test(at(g, "C2")));
    CHECK(unconditional_life(g.board(), Color::white).alive.none());
}

TEST_CASE("one eye, or a big open area, is not unconditional life", "[go][benson]") {
    const Game g = from_diagram(
        ". X X X X\n"
        "X X X X X\n"
        ". . . . .\n"
        ". . . . .\n");
    CHECK_FALSE(alive(g, Color::black, "B4"));
    CHECK(unconditional_life(g.board(), Color::black).safe.none());
}

TEST_CASE("an opponent stone in a vital region is dead for good", "[go][benson]") {
    // Regions of black: {A4}, {C4 D4} (D4 empty, a liberty of the chain), {F4}: three vital.
    const Game g = from_diagram(
        ". X O . X .\n"
        "X X X X X X\n"
        ". . . . . .\n"
        ". . . . . .\n");
    const UnconditionalLife life = unconditional_life(g.board(), Color::black);
    CHECK(life.alive.test(at(g, "B4")));
    CHECK(life.safe.test(at(g, "C4")));
    CHECK(life.safe.test(at(g, "D4")));
}

TEST_CASE("a group cut from its eyes is not alive", "[go][benson]") {
    // The white wall makes every non-black point one region, vital to no chain.
    const Game cut = from_diagram(
        "X . O . X\n"
        "X X O X X\n"
        ". . O . .\n");
    CHECK_FALSE(alive(cut, Color::black, "A3"));
    CHECK_FALSE(alive(cut, Color::black, "E3"));
    // Without the wall the bottom row is a second vital region of one chain.
    const Game whole = from_diagram(
        "X . X . X\n"
        "X X X X X\n");
    CHECK(alive(whole, Color::black, "A2"));
}

TEST_CASE("seki groups are not unconditionally alive", "[go][benson]") {
    const Game g = from_diagram(boardtalk::go::testing::seki);
    CHECK_FALSE(alive(g, Color::black, "B7"));
    CHECK_FALSE(alive(g, Color::white, "D7"));
}

TEST_CASE("both colours: the two-eyed white group of the dead-stones position", "[go][benson]") {
    const Game g = from_diagram(boardtalk::go::testing::dead_in_territory);
    CHECK(alive(g, Color::white, "E7"));
    CHECK(alive(g, Color::white, "G7"));
    CHECK_FALSE(alive(g, Color::white, "B7"));
    CHECK_FALSE(alive(g, Color::black, "D7"));
}
