// Nakade: the vital point of small eye spaces (nakade.hpp), and the heavy policy's step that
// plays it when the last move walls such a space in.
#include <catch2/catch.hpp>

#include "engine/go/fast_board.hpp"
#include "engine/go/heavy_policy.hpp"
#include "engine/go/nakade.hpp"
#include "tests/go/diagram.hpp"

using namespace boardtalk::go;
using boardtalk::go::testing::at;
using boardtalk::go::testing::fast_board;
using boardtalk::go::testing::from_diagram;

namespace {

// The vital point found from `start` on `rows` (black to move), as a vertex name or "pass".
Point vital(const Game& game, const char* start, int max_size = 5) {
    return nakade_vital_point(fast_board(game, Color::black), at(game, start), max_size);
}

}  // namespace

TEST_CASE("the vital point of three, four and five point eye spaces", "[go][nakade]") {
    // White's corner: a straight three along the edge (A1 A2 A3), vital point A2.
    const Game three = from_diagram(
        ". . . . . . .\n"
        ". . . . . . .\n"
        "X X X . . . .\n"
        "O O X . . . .\n"
        ". O X . . . .\n"
        ". O X . . . .\n"
        ". O X . . . .\n");
    for (const char* start : {"A1", "A2", "A3"}) CHECK(vital(three, start) == at(three, "A2"));
    // A bent three (A1 A2 B1), vital point A1; a pyramid four (B1 A1 C1 B2), vital point B1.
    const Game bent = from_diagram(
        ". . . . . . .\n"
        ". . . . . . .\n"
        ". . . . . . .\n"
        "X X X . . . .\n"
        "O O X . . . .\n"
        ". O O X . . .\n"
        ". . O X . . .\n");
    CHECK(vital(bent, "B1") == at(bent, "A1"));
    const Game pyramid = from_diagram(
        ". . . . . . .\n"
        ". . . . . . .\n"
        ". . . . . . .\n"
        "X X X X X . .\n"
        "O O O O X . .\n"
        "O . O O X . .\n"
        ". . . O X . .\n");
    CHECK(vital(pyramid, "A1") == at(pyramid, "B1"));
    // The crossed five (C3 and its four neighbours): its centre, unless only four are read.
    const Game cross = from_diagram(
        ". . . . . . .\n"
        ". . O O O . .\n"
        ". O O . O O .\n"
        ". O . . . O .\n"
        ". O O . O O .\n"
        ". . O O O . .\n"
        ". . . . . . .\n");
    CHECK(vital(cross, "D4") == at(cross, "D4"));
    CHECK(vital(cross, "C4") == at(cross, "D4"));
    CHECK(vital(cross, "C4", 4) == pass);
}

TEST_CASE("eye spaces without a vital point, too big or not walled in", "[go][nakade]") {
    // A square four (A1 B1 A2 B2): one eye whoever plays.
    const Game square = from_diagram(
        ". . . . . . .\n"
        ". . . . . . .\n"
        ". . . . . . .\n"
        "X X X X . . .\n"
        "O O O X . . .\n"
        ". . O X . . .\n"
        ". . O X . . .\n");
    CHECK(vital(square, "A1") == pass);
    // A straight four (A1 to A4) and the straight three with a black stone inside its wall.
    const Game four = from_diagram(
        ". . . . . . .\n"
        ". . . . . . .\n"
        "O O X . . . .\n"
        ". O X . . . .\n"
        ". O X . . . .\n"
        ". O X . . . .\n"
        ". O X . . . .\n");
    CHECK(vital(four, "A2") == pass);
    const Game mixed = from_diagram(
        ". . . . . . .\n"
        ". . . . . . .\n"
        "X X X . . . .\n"
        "O O X . . . .\n"
        ". O X . . . .\n"
        ". X X . . . .\n"
        ". O X . . . .\n");
    CHECK(vital(mixed, "A2") == pass);
    // Two points, and the open board.
    CHECK(vital(from_diagram(". O .\nO . O\n. O .\n"), "B2") == pass);
    const Game open = from_diagram(". . . . .\n. . . . .\n. . X . .\n. . . . .\n. . . . .\n");
    CHECK(vital(open, "B2") == pass);
}

TEST_CASE("the heavy policy plays the vital point of the eye space the last move walled in",
          "[go][nakade][policy]") {
    // White B2 closes the straight three A1 A2 A3 of its corner group: black A2 kills it.
    const Game game = from_diagram(
        ". . . . . . .\n"
        ". . . . . . .\n"
        "X X X . . . .\n"
        "O O X . . . .\n"
        ". O X . . . .\n"
        ". . X . . . .\n"
        ". O X . . . .\n");
    PolicySettings nakade_only;
    nakade_only.capture_percent = nakade_only.escape_percent = nakade_only.pattern_percent = 0;
    for (int percent : {100, 0}) {
        nakade_only.nakade_percent = percent;
        FastBoard board = fast_board(game, Color::white);
        board.play(at(game, "B2"));
        Rng rng(1);
        CHECK(tactical_move(board, nakade_only, rng) == (percent > 0 ? at(game, "A2") : pass));
    }
}
