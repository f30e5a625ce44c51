// Fixed handicap placement against the table of shared/reference/gtp.md section 3.
#include <algorithm>
#include <sstream>

#include <catch2/catch.hpp>

#include "engine/go/handicap.hpp"
#include "engine/go/notation.hpp"
#include "tests/go/diagram.hpp"

using namespace boardtalk::go;

namespace {

// The vertex names of the placement, sorted (the order is not significant to GTP).
std::vector<std::string> names(const std::optional<std::vector<Point>>& points) {
    std::vector<std::string> out;
    if (points)
        for (Point p : *points) out.push_back(vertex_name(p));
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<std::string> split(const std::string& text) {
    std::istringstream in(text);
    std::vector<std::string> out;
    for (std::string word; in >> word;) out.push_back(word);
    std::sort(out.begin(), out.end());
    return out;
}

}  // namespace

TEST_CASE("fixed handicap matches the GTP table on 9x9, 13x13 and 19x19", "[go][handicap]") {
    struct Row {
        int size, n;
        const char* vertices;
    };
    const Row table[] = {
        {9, 2, "G7 C3"},
        {9, 3, "C7 G7 C3"},
        {9, 4, "C7 G7 C3 G3"},
        {9, 5, "C7 G7 C3 G3 E5"},
        {9, 6, "C7 G7 C5 G5 C3 G3"},
        {9, 7, "C7 G7 C5 G5 C3 G3 E5"},
        {9, 8, "C7 E7 G7 C5 G5 C3 E3 G3"},
        {9, 9, "C7 E7 G7 C5 G5 C3 E3 G3 E5"},
        {13, 2, "K10 D4"},
        {13, 3, "D10 K10 D4"},
        {13, 4, "D10 K10 D4 K4"},
        {13, 5, "D10 K10 D4 K4 G7"},
        {13, 6, "D10 K10 D7 K7 D4 K4"},
        {13, 7, "D10 K10 D7 K7 D4 K4 G7"},
        {13, 8, "D10 G10 K10 D7 K7 D4 G4 K4"},
        {13, 9, "D10 G10 K10 D7 K7 D4 G4 K4 G7"},
        {19, 2, "Q16 D4"},
        {19, 3, "D16 Q16 D4"},
        {19, 4, "D16 Q16 D4 Q4"},
        {19, 5, "D16 Q16 D4 Q4 K10"},
        {19, 6, "D16 Q16 D10 Q10 D4 Q4"},
        {19, 7, "D16 Q16 D10 Q10 D4 Q4 K10"},
        {19, 8, "D16 K16 Q16 D10 Q10 D4 K4 Q4"},
        {19, 9, "D16 K16 Q16 D10 Q10 D4 K4 Q4 K10"},
    };
    for (const Row& row : table) {
        INFO(row.size << "x" << row.size << " n=" << row.n);
        CHECK(names(fixed_handicap_points(row.size, row.size, row.n)) == split(row.vertices));
    }
}

TEST_CASE("fixed handicap on 7x7 and 10x10: line 3, at most 4 stones", "[go][handicap]") {
    CHECK(names(fixed_handicap_points(7, 7, 2)) == split("E5 C3"));
    CHECK(names(fixed_handicap_points(7, 7, 4)) == split("C3 E3 C5 E5"));
    CHECK_FALSE(fixed_handicap_points(7, 7, 5));
    CHECK(names(fixed_handicap_points(10, 10, 2)) == split("H8 C3"));
    CHECK(names(fixed_handicap_points(10, 10, 4)) == split("C3 H3 C8 H8"));
    CHECK_FALSE(fixed_handicap_points(10, 10, 5));
    CHECK(max_fixed_handicap(19, 19) == 9);
    CHECK(max_fixed_handicap(10, 10) == 4);
}

TEST_CASE("no fixed handicap below 7x7, on rectangles, or outside 2..max", "[go][handicap]") {
    CHECK_FALSE(fixed_handicap_points(6, 6, 2));
    CHECK_FALSE(fixed_handicap_points(9, 13, 2));
    CHECK_FALSE(fixed_handicap_points(19, 19, 1));
    CHECK_FALSE(fixed_handicap_points(19, 19, 10));
    CHECK(max_fixed_handicap(5, 5) == 0);
}

TEST_CASE("free handicap: the table first, then distinct spread points", "[go][handicap]") {
    CHECK(names(free_handicap_points(19, 19, 4)) == split("D16 Q16 D4 Q4"));
    for (auto [w, h, n] : {std::tuple{19, 19, 12}, {9, 5, 4}, {5, 5, 3}, {3, 2, 5}, {25, 25, 60}}) {
        INFO(w << "x" << h << " n=" << n);
        auto points = free_handicap_points(w, h, n);
        REQUIRE(points);
        CHECK(static_cast<int>(points->size()) == n);
        Game game(w, h);
        CHECK(game.set_handicap(*points) == SetupResult::ok);
    }
    const auto crowded = free_handicap_points(25, 25, 624);  // every point but one
    REQUIRE(crowded);
    Game full(25, 25);
    CHECK(full.set_handicap(*crowded) == SetupResult::ok);
    CHECK(full.legal_moves(Color::black).empty());  // filling its last liberty: suicide
    // White's stone on the last point takes every black stone.
    const auto last = full.legal_moves(Color::white);
    REQUIRE(last.size() == 1);
    REQUIRE(full.play(Color::white, last[0]) == MoveResult::ok);
    CHECK(full.captures(Color::white) == 624);
    CHECK_FALSE(free_handicap_points(3, 3, 9));
    CHECK_FALSE(free_handicap_points(19, 19, 1));
}

TEST_CASE("set_handicap is all or nothing and gives white the move", "[go][handicap]") {
    Game game(9, 9);
    const Point d4 = point(3, 3), e5 = point(4, 4);
    CHECK(game.set_handicap(std::vector<Point>{d4}) == SetupResult::invalid_points);
    CHECK(game.set_handicap(std::vector<Point>{d4, d4}) == SetupResult::invalid_points);
    CHECK(game.set_handicap(std::vector<Point>{d4, pass}) == SetupResult::invalid_points);
    CHECK(game.set_handicap(std::vector<Point>{d4, point(9, 0)}) == SetupResult::invalid_points);
    CHECK(game.board().stone_count(Color::black) == 0);
    REQUIRE(game.set_handicap(std::vector<Point>{d4, e5}) == SetupResult::ok);
    CHECK(game.to_move() == Color::white);
    CHECK(game.board().at(d4) == Color::black);
    CHECK(game.set_handicap(std::vector<Point>{point(0, 0), point(1, 1)}) ==
          SetupResult::board_not_empty);
    CHECK_FALSE(game.undo());  // handicap stones are not moves
    REQUIRE(game.play(Color::white, point(2, 2)) == MoveResult::ok);
    REQUIRE(game.undo());
    CHECK(game.board().at(e5) == Color::black);
    CHECK(game.to_move() == Color::white);
    game.clear();
    CHECK(game.handicap().empty());
    CHECK(game.to_move() == Color::black);
}
