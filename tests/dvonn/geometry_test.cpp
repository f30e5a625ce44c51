// The board: 49 spaces, names, neighbours, lines, edges and the flood fill.
#include "engine/dvonn/geometry.hpp"

#include <random>

#include "engine/dvonn/evaluation.hpp"
#include "tests/dvonn/helpers.hpp"

using namespace boardtalk::dvonn;
using namespace boardtalk::dvonn::test;

TEST_CASE("the board has rows of 9, 10, 11, 10, 9 named A1..K5", "[dvonn][geometry]") {
    CHECK(all_squares().size() == 49);
    CHECK(__builtin_popcountll(board_mask()) == 49);
    const int lengths[5] = {9, 10, 11, 10, 9};
    for (int r = 0; r < 5; ++r) CHECK(row_length(r) == lengths[r]);
    for (const char* name : {"A1", "I1", "A2", "J2", "A3", "K3", "B4", "K4", "C5", "K5"})
        CHECK(parse_square(name).has_value());
    for (const char* name : {"A5", "L3", "J1", "K2", "A4", "B5", "A0", "A6", "E", "E33", "3E"})
        CHECK_FALSE(parse_square(name).has_value());
    CHECK(parse_square("e3") == parse_square("E3"));
    for (Square s : all_squares()) CHECK(parse_square(square_name(s)) == s);
}

TEST_CASE("neighbours follow the six hex directions", "[dvonn][geometry]") {
    const auto names = [](Mask m) {
        std::string out;
        for (Square s : all_squares())
            if (m & bit(s)) out += square_name(s) + " ";
        return out;
    };
    CHECK(names(neighbours(sq("E3"))) == "D2 E2 D3 F3 E4 F4 ");
    CHECK(names(neighbours(sq("A1"))) == "B1 A2 B2 ");
    CHECK(names(neighbours(sq("I1"))) == "H1 I2 J2 ");
    CHECK(names(neighbours(sq("K5"))) == "J4 K4 J5 ");
    CHECK(names(neighbours(sq("C5"))) == "B4 C4 D5 ");
    CHECK(names(neighbours(sq("A3"))) == "A2 B3 B4 ");
    int interior = 0;
    for (Square s : all_squares()) {
        for (Square t : all_squares())
            CHECK(((neighbours(s) & bit(t)) != 0) == ((neighbours(t) & bit(s)) != 0));
        interior += has_six_neighbours(s);
    }
    CHECK(interior == 49 - 24);  // the ring of 24 edge spaces is never surrounded
}

TEST_CASE("rays and straight lines", "[dvonn][geometry]") {
    CHECK(ray(sq("A3"), 0, 10) == sq("K3"));
    CHECK(ray(sq("A1"), 4, 2) == sq("C3"));
    CHECK(ray(sq("A1"), 4, 5) == kNoSquare);  // F6 is off the board
    CHECK(ray(sq("E3"), 3, 3) == kNoSquare);
    auto line = line_between(sq("A1"), sq("C3"));
    REQUIRE(line);
    CHECK(line->distance == 2);
    CHECK(line_between(sq("E3"), sq("E1"))->distance == 2);
    CHECK(line_between(sq("K5"), sq("C5"))->distance == 8);
    CHECK_FALSE(line_between(sq("A1"), sq("B3")));
    CHECK_FALSE(line_between(sq("C1"), sq("A2")));  // (c-1, r+1) is not a hex direction here
    CHECK_FALSE(line_between(sq("E3"), sq("E3")));
    CHECK(distance(sq("A1"), sq("K5")) == 10);
    CHECK(distance(sq("I1"), sq("C5")) == 10);
}

TEST_CASE("flood fill stays on the board and inside its set", "[dvonn][geometry]") {
    // Row ends are not adjacent to the next row's start: I1 and A2 are far apart.
    CHECK(flood(bit(sq("I1")), bit(sq("I1")) | bit(sq("A2"))) == bit(sq("I1")));
    CHECK(flood(bit(sq("J2")), bit(sq("J2")) | bit(sq("A3"))) == bit(sq("J2")));
    const Mask chain = bit(sq("A1")) | bit(sq("B2")) | bit(sq("C3")) | bit(sq("E3"));
    CHECK(flood(bit(sq("A1")), chain) == (chain & ~bit(sq("E3"))));
    CHECK(flood(bit(sq("E3")), board_mask()) == board_mask());
}

TEST_CASE("a mask's jumps land where each square's ray does", "[dvonn][geometry]") {
    for (int d = 0; d < kDirections; ++d) {
        for (int h = 1; h <= kMaxDistance; ++h) {
            Mask expected = 0;
            for (Square s : all_squares())
                if (ray(s, d, h) != kNoSquare) expected |= bit(ray(s, d, h));
            CHECK(jumps(board_mask(), d, h) == expected);
            for (Square s : all_squares()) {
                const Square t = ray(s, d, h);
                CHECK(jumps(bit(s), d, h) == (t == kNoSquare ? 0 : bit(t)));
                if (t != kNoSquare) CHECK(jumps(bit(t), d ^ 1, h) == bit(s));
            }
        }
    }
}

TEST_CASE("surrounded stacks have six occupied neighbours", "[dvonn][geometry]") {
    std::mt19937_64 rng(7);
    for (int i = 0; i < 200; ++i) {
        const Mask sparse = rng() & rng() & board_mask();  // about a quarter occupied
        const Mask dense = rng() | rng() | rng();          // about seven in eight
        for (const Mask m : {sparse, dense & board_mask(), board_mask()}) {
            Mask expected = 0;
            for (Square s : all_squares())
                if ((m & bit(s)) && has_six_neighbours(s) && (neighbours(s) & ~m) == 0)
                    expected |= bit(s);
            CHECK(surrounded(m) == expected);
        }
    }
}
