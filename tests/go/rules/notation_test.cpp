// Vertex names and the showboard diagram.
#include <catch2/catch.hpp>

#include "engine/go/notation.hpp"
#include "tests/go/diagram.hpp"

using namespace boardtalk::go;

TEST_CASE("parse_vertex and vertex_name", "[go][notation]") {
    CHECK(parse_vertex("A1", 19, 19) == point(0, 0));
    CHECK(parse_vertex("d4", 19, 19) == point(3, 3));
    CHECK(parse_vertex("J10", 19, 19) == point(8, 9));  // I is skipped
    CHECK(parse_vertex("T19", 19, 19) == point(18, 18));
    CHECK(parse_vertex("Z25", 25, 25) == point(24, 24));
    CHECK(parse_vertex("PASS", 9, 9) == pass);
    CHECK(parse_vertex("Pass", 9, 9) == pass);
    CHECK_FALSE(parse_vertex("I5", 19, 19));
    CHECK_FALSE(parse_vertex("T20", 19, 19));
    CHECK_FALSE(parse_vertex("K1", 9, 9));
    CHECK_FALSE(parse_vertex("A0", 9, 9));
    CHECK_FALSE(parse_vertex("A01", 9, 9));
    CHECK_FALSE(parse_vertex("A+1", 9, 9));
    CHECK_FALSE(parse_vertex("A", 9, 9));
    CHECK_FALSE(parse_vertex("", 9, 9));
    CHECK_FALSE(parse_vertex("resign", 9, 9));
    CHECK_FALSE(parse_vertex("passx", 9, 9));
    CHECK(parse_vertex("C2", 3, 2) == point(2, 1));  // rectangular boards
    CHECK_FALSE(parse_vertex("D2", 3, 2));
    CHECK(vertex_name(point(8, 9)) == "J10");
    CHECK(vertex_name(point(24, 24)) == "Z25");
    CHECK(vertex_name(pass) == "pass");
    for (int y = 0; y < 25; ++y)
        for (int x = 0; x < 25; ++x)
            REQUIRE(parse_vertex(vertex_name(point(x, y)), 25, 25) == point(x, y));
}

TEST_CASE("board diagram: coordinates, stones, last move, captures, no empty line",
          "[go][notation]") {
    Game game(9, 9);
    REQUIRE(game.play(Color::black, point(2, 2)) == MoveResult::ok);  // C3, a star point
    REQUIRE(game.play(Color::white, point(3, 2)) == MoveResult::ok);  // D3
    const std::string d = board_diagram(game);
    CHECK(d.find("\n\n") == std::string::npos);
    CHECK(d.front() != '\n');
    CHECK(d.back() != '\n');
    CHECK(d.rfind("   A B C D E F G H J", 0) == 0);
    CHECK(d.find("\n 3 . . X(O). . + . .  3\n") != std::string::npos);
    CHECK(d.find("\n 7 . . + . . . + . .  7\n") != std::string::npos);
    CHECK(d.find("\n 5 . . . . + . . . .  5\n") != std::string::npos);
    CHECK(d.find("Black to move") != std::string::npos);
    CHECK(d.find("Black (X) has captured 0 stones") != std::string::npos);
}

TEST_CASE("board diagram of a 2x2 and a 25x25 board", "[go][notation]") {
    Game small(2, 2);
    CHECK(board_diagram(small) ==
          "   A B\n"
          " 2 . .  2\n"
          " 1 . .  1\n"
          "   A B\n"
          "White (O) has captured 0 stones\n"
          "Black (X) has captured 0 stones\n"
          "Black to move");
    Game big(25, 25);
    REQUIRE(big.play(Color::white, point(24, 24)) == MoveResult::ok);
    const std::string d = board_diagram(big);
    CHECK(d.find("\n25 . . . . . . . . . . . . . . . . . . . . . . . .(O)25\n") !=
          std::string::npos);
    CHECK(d.find("\n\n") == std::string::npos);
}
