// The 12-point diamond patterns of the move ratings (diamond_pattern.hpp, move_features.hpp).
#include <catch2/catch.hpp>

#include <set>

#include "engine/go/diamond_pattern.hpp"
#include "engine/go/move_features.hpp"
#include "tests/go/diagram.hpp"

using namespace boardtalk::go;
using boardtalk::go::testing::at;
using boardtalk::go::testing::fast_board;
using boardtalk::go::testing::from_diagram;

namespace {

// The 2-bit cell i of a diamond key.
unsigned cell(std::uint32_t key, int i) {
    return (key >> (2 * i)) & 3;
}

}  // namespace

TEST_CASE("a diamond key extends the 3x3 key by the points two lines away", "[go][features]") {
    // Around C2 (x 2, y 1): black C4 two above, white A2 two left, E2 empty two right, and the
    // point two below is off the board.
    const Game game = from_diagram(
        ". . . . .\n"
        ". . X . .\n"
        ". . . . .\n"
        "O . . . .\n"
        ". . . . .\n");
    const FastBoard board = fast_board(game, Color::black);
    const Point p = at(game, "C2");
    const std::uint32_t key = diamond_key(board, p);
    CHECK((key & 0xffff) == board.pattern_key(p));
    CHECK(cell(key, 8) == unsigned(Color::black));   // two above
    CHECK(cell(key, 9) == unsigned(Color::white));   // two left
    CHECK(cell(key, 10) == unsigned(Color::empty));  // two right
    CHECK(cell(key, 11) == unsigned(Color::border));
    CHECK(key < (1u << 24));
}

TEST_CASE("the symmetries of the diamond keep near cells near and are a group", "[go][features]") {
    for (int s = 0; s < 8; ++s) {
        std::set<int> image;
        for (int i = 0; i < diamond_cells; ++i) {
            const int j = symmetric_cell(s, i);
            REQUIRE(j >= 0);
            CHECK((i < 8) == (j < 8));
            image.insert(j);
        }
        CHECK(int(image.size()) == diamond_cells);
    }
    for (int i = 0; i < diamond_cells; ++i) CHECK(symmetric_cell(0, i) == i);
    // Four quarter turns are none; a mirror twice is none.
    for (int i = 0; i < diamond_cells; ++i) {
        int j = i;
        for (int r = 0; r < 4; ++r) j = symmetric_cell(1, j);
        CHECK(j == i);
        CHECK(symmetric_cell(4, symmetric_cell(4, i)) == i);
    }
}

TEST_CASE("a diamond is the same seen rotated, mirrored or by the other colour", "[go][features]") {
    // A shape around C3 reaching two lines away (black C5 and D3, white A3 and B2), drawn,
    // turned a quarter (around C3 of a 5x5 board), mirrored, and with the colours swapped for
    // white.
    const Game drawn = from_diagram(
        ". . X . .\n"
        ". . . . .\n"
        "O . . X .\n"
        ". O . . .\n"
        ". . . . .\n");
    const Game turned = from_diagram(
        ". . . . .\n"
        ". . X . .\n"
        "X . . . .\n"
        ". . . O .\n"
        ". . O . .\n");
    const Game mirrored = from_diagram(
        ". . X . .\n"
        ". . . . .\n"
        ". X . . O\n"
        ". . . O .\n"
        ". . . . .\n");
    const Game swapped = from_diagram(
        ". . O . .\n"
        ". . . . .\n"
        "X . . O .\n"
        ". X . . .\n"
        ". . . . .\n");
    const auto key = [](const Game& g, Color c) {
        return move_features(fast_board(g, c), at(g, "C3")).diamond;
    };
    const std::uint32_t k = key(drawn, Color::black);
    CHECK(key(turned, Color::black) == k);
    CHECK(key(mirrored, Color::black) == k);
    CHECK(key(swapped, Color::white) == k);
    CHECK(canonical_diamond(k, false) == k);
    // Another colour to move, or a stone two lines away removed, is another diamond.
    CHECK(key(drawn, Color::white) != k);
    const Game moved = from_diagram(
        ". . . . .\n"
        ". . . . .\n"
        "O . . X .\n"
        ". O . . .\n"
        ". . . . .\n");
    CHECK(key(moved, Color::black) != k);
    CHECK(canonical_pattern(fast_board(moved, Color::black), at(moved, "C3")) ==
          canonical_pattern(fast_board(drawn, Color::black), at(drawn, "C3")));
}
