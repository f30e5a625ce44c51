// The 12-point diamond patterns of the move ratings (diamond_pattern.hpp, move_features.hpp).
#include <catch2/catch.hpp>

#include <cstdio>
#include <set>
#include <string>
#include <vector>

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

TEST_CASE("rated diamonds: learnt names, read back, and weighed", "[go][features]") {
    const Game game = from_diagram(
        ". . . . . . .\n"
        ". . . . . . .\n"
        ". . . X . . .\n"
        ". . X O X . .\n"
        ". . . . . . .\n"
        ". . . . . . .\n"
        ". . . . . . .\n");
    const FastBoard board = fast_board(game, Color::black);
    const std::uint32_t d3 = move_features(board, at(game, "D3")).diamond;
    FeatureSpace space;
    const std::uint32_t n = space.add_diamond(d3);
    CHECK(space.add_diamond(d3) == n);  // once
    CHECK(space.group_of()[n] == diamond_group);
    MoveFeatures f = move_features(board, at(game, "D3"));
    CHECK(space.numbers(f)[diamond_group] == n);
    f.diamond = move_features(board, at(game, "A1")).diamond;
    CHECK(space.name(int(space.numbers(f)[diamond_group])) == "diamond none");
    // A file naming D3's diamond (gamma 5) and "diamond none" (gamma 0.5).
    const std::string text =
        "boardtalk go ratings 1\n" + space.name(int(n)) + " 5\ndiamond none 0.5\n";
    auto parsed = MoveRatings::parse(text);
    REQUIRE(std::holds_alternative<MoveRatings>(parsed));
    const MoveRatings& ratings = std::get<MoveRatings>(parsed);
    CHECK(ratings.strength(board, at(game, "D3")) == Approx(5));
    CHECK(ratings.strength(board, at(game, "A1")) == Approx(0.5));
    // Not six hex digits, or not the smallest of its symmetries: no such feature.
    std::uint32_t other = d3;
    for (int s = 1; s < 8 && other == d3; ++s) {
        other = 0;
        for (int i = 0; i < diamond_cells; ++i) other |= cell(d3, i) << (2 * symmetric_cell(s, i));
    }
    REQUIRE(other != d3);
    char hex[8];
    std::snprintf(hex, sizeof hex, "%06x", unsigned(other));
    const std::vector<std::string> bad_lines = {"diamond 12345 2", "diamond 1234567 2",
                                                "diamond 12345g 2",
                                                "diamond " + std::string(hex) + " 2"};
    for (const std::string& bad : bad_lines)
        CHECK(std::holds_alternative<std::string>(
            MoveRatings::parse("boardtalk go ratings 1\n" + bad + "\n")));
}
