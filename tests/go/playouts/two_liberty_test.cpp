// The heavy policy's two-liberty step (heavy_policy.hpp): a chain the last move left with two
// liberties is ataried where it cannot escape, and an own chain left with two extends to
// three.
#include <catch2/catch.hpp>

#include "engine/go/fast_board.hpp"
#include "engine/go/heavy_policy.hpp"
#include "tests/go/diagram.hpp"

using namespace boardtalk::go;
using boardtalk::go::testing::at;
using boardtalk::go::testing::fast_board;
using boardtalk::go::testing::from_diagram;

namespace {

// The policy's move after `mover` plays `last` on `game`'s position, with only the two-liberty
// step on (`percent` of the time).
Point after(const Game& game, Color mover, const char* last, int percent, std::uint64_t seed) {
    PolicySettings only;
    only.capture_percent = only.escape_percent = only.pattern_percent = 0;
    only.two_liberty_percent = percent;
    FastBoard board = fast_board(game, mover);
    board.play(at(game, last));
    Rng rng(seed);
    return tactical_move(board, only, rng);
}

}  // namespace

TEST_CASE("a chain left with two liberties is ataried where it cannot escape",
          "[go][policy][two-liberty]") {
    // White B2 joins A2: the chain's liberties are A1 and B1. Black B1 captures it (white A1
    // would be suicide); black A1 would be a self-atari.
    const Game game = from_diagram(
        ". . . . . . .\n"
        ". . . . . . .\n"
        ". . . . . . .\n"
        ". . . . . . .\n"
        "X X X . . . .\n"
        "O . X . . . .\n"
        ". . . . . . .\n");
    for (std::uint64_t seed : {1, 2, 3, 4})
        CHECK(after(game, Color::white, "B2", 100, seed) == at(game, "B1"));
    CHECK(after(game, Color::white, "B2", 0, 1) == pass);
    // Black C2 in atari next to the chain: white would capture it at C1 and escape.
    const Game counter = from_diagram(
        ". . . . . . .\n"
        ". . . . . . .\n"
        ". . . . . . .\n"
        "X X . . . . .\n"
        "X X O . . . .\n"
        "O . X O . . .\n"
        ". . . . . . .\n");
    CHECK(after(counter, Color::white, "B2", 100, 1) == pass);
}

TEST_CASE("an own chain left with two liberties extends to three", "[go][policy][two-liberty]") {
    // Black E4 leaves white D4 D3 with the liberties E3 and D2: either extension gives three.
    const Game game = from_diagram(
        ". . . . . . .\n"
        ". . . . . . .\n"
        ". . . X . . .\n"
        ". . X O . . .\n"
        ". . X O . . .\n"
        ". . . . . . .\n"
        ". . . . . . .\n");
    bool e3 = false, d2 = false;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        const Point p = after(game, Color::black, "E4", 100, seed);
        CHECK((p == at(game, "E3") || p == at(game, "D2")));
        e3 |= p == at(game, "E3");
        d2 |= p == at(game, "D2");
    }
    CHECK((e3 && d2));
}
