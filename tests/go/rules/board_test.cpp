// Captures and chain bookkeeping on positions drawn as diagrams.
#include <algorithm>
#include <catch2/catch.hpp>
#include <vector>

#include "engine/go/notation.hpp"
#include "tests/go/diagram.hpp"

using namespace boardtalk::go;
using boardtalk::go::testing::at;
using boardtalk::go::testing::from_diagram;
using boardtalk::go::testing::to_diagram;

namespace {

// True when b is a stone of the chain through a.
bool in_chain_of(const Board& board, Point a, Point b) {
    const std::vector<Point> chain = board.chain(a);
    return std::find(chain.begin(), chain.end(), b) != chain.end();
}

}  // namespace

TEST_CASE("a single stone in the centre is captured by its last liberty", "[go][capture]") {
    Game game = from_diagram(
        ". X .\n"
        "X O X\n"
        ". . .\n");
    REQUIRE(game.board().liberties(at(game, "B2")) == 1);
    REQUIRE(game.play(Color::black, at(game, "B1")) == MoveResult::ok);
    CHECK(to_diagram(game.board()) ==
          ". X .\n"
          "X . X\n"
          ". X .\n");
    CHECK(game.captures(Color::black) == 1);
    CHECK(game.captures(Color::white) == 0);
    CHECK(game.board().stone_count(Color::white) == 0);
    CHECK(game.board().verify() == std::nullopt);
}

TEST_CASE("a multi-stone chain is captured whole", "[go][capture]") {
    Game game = from_diagram(
        ". X X .\n"
        "X O O .\n"
        ". X X .\n");
    REQUIRE(in_chain_of(game.board(), at(game, "B2"), at(game, "C2")));
    REQUIRE(game.play(Color::black, at(game, "D2")) == MoveResult::ok);
    CHECK(to_diagram(game.board()) ==
          ". X X .\n"
          "X . . X\n"
          ". X X .\n");
    CHECK(game.captures(Color::black) == 2);
    CHECK(game.board().verify() == std::nullopt);
}

TEST_CASE("one move captures several chains at once", "[go][capture]") {
    Game game = from_diagram(
        "X O . O X\n"
        ". X . X .\n");
    REQUIRE_FALSE(in_chain_of(game.board(), at(game, "B2"), at(game, "D2")));
    REQUIRE(game.play(Color::black, at(game, "C2")) == MoveResult::ok);
    CHECK(to_diagram(game.board()) ==
          "X . X . X\n"
          ". X . X .\n");
    CHECK(game.captures(Color::black) == 2);
    // Both captured points became liberties of the capturing chain's neighbours.
    CHECK(game.board().liberties(at(game, "C2")) == 3);
    CHECK(game.board().verify() == std::nullopt);
}

TEST_CASE("stones on the edge and in the corner are captured", "[go][capture]") {
    Game corner = from_diagram(
        ". . .\n"
        "X . .\n"
        "O . .\n");
    REQUIRE(corner.board().liberties(at(corner, "A1")) == 1);
    REQUIRE(corner.play(Color::black, at(corner, "B1")) == MoveResult::ok);
    CHECK(corner.board().at(at(corner, "A1")) == Color::empty);
    CHECK(corner.captures(Color::black) == 1);

    Game edge = from_diagram(
        ". X O O X\n"
        ". . X . .\n");
    REQUIRE(edge.board().liberties(at(edge, "C2")) == 1);
    REQUIRE(edge.play(Color::black, at(edge, "D1")) == MoveResult::ok);
    CHECK(to_diagram(edge.board()) ==
          ". X . . X\n"
          ". . X X .\n");
    CHECK(edge.captures(Color::black) == 2);
    CHECK(edge.board().verify() == std::nullopt);
}

TEST_CASE("liberties count shared points once and merge chains", "[go][chain]") {
    Game game = from_diagram(
        ". . . .\n"
        ". X . .\n"
        ". . X .\n"
        ". . . .\n");
    CHECK(game.board().liberties(at(game, "B3")) == 4);
    REQUIRE(game.play(Color::black, at(game, "C3")) == MoveResult::ok);
    CHECK(in_chain_of(game.board(), at(game, "B3"), at(game, "C2")));
    CHECK(game.board().chain(at(game, "B3")).size() == 3);
    // B3, C3, C2: A3 B4 B2 C4 D3 D2 C1 (B2 shared by B3 and C2 counted once).
    CHECK(game.board().liberties(at(game, "C2")) == 7);
    CHECK(game.board().verify() == std::nullopt);
}

TEST_CASE("own eyes: true eyes, false eyes and edge eyes", "[go][eye]") {
    const char* drawing =
        ". X . X O\n"
        "X X X O .\n"
        ". X . X .\n"
        "X X X O .\n"
        ". X . . .\n";
    Game game = from_diagram(drawing);
    const Board& b = game.board();
    CHECK(b.is_own_eye(Color::black, at(game, "A5")));        // corner
    CHECK(b.is_own_eye(Color::black, at(game, "A3")));        // edge, no opponent diagonal
    CHECK(b.is_own_eye(Color::black, at(game, "A1")));        // corner
    CHECK_FALSE(b.is_own_eye(Color::white, at(game, "A3")));  // not white's
    CHECK_FALSE(b.is_own_eye(Color::black, at(game, "C3")));  // two opponent diagonals: false eye
    CHECK_FALSE(b.is_own_eye(Color::black, at(game, "C5")));  // edge with an opponent diagonal
    CHECK_FALSE(b.is_own_eye(Color::black, at(game, "C1")));  // D1 is empty
    CHECK_FALSE(b.is_own_eye(Color::black, at(game, "B3")));  // occupied

    Game one_diagonal = from_diagram(
        ". X . X O\n"
        "X X X O .\n"
        ". X . X .\n"
        "X X X . .\n"
        ". X . . .\n");
    CHECK(one_diagonal.board().is_own_eye(Color::black, at(one_diagonal, "C3")));
}

TEST_CASE("points and row-major indices convert both ways on every board size", "[go][point]") {
    // The network's planes run row by row from A1: index 0 is A1, index `width` is A2.
    CHECK(vertex_name(row_major_point(0, 9)) == "A1");
    CHECK(vertex_name(row_major_point(8, 9)) == "J1");
    CHECK(vertex_name(row_major_point(9, 9)) == "A2");
    CHECK(vertex_name(row_major_point(19 * 19 - 1, 19)) == "T19");
    for (int w = min_size; w <= max_size; ++w)
        for (int h = min_size; h <= max_size; ++h)
            for (int i = 0; i < w * h; ++i) {
                const Point p = row_major_point(i, w);
                REQUIRE(on_board(p, w, h));
                REQUIRE(row_major_index(p, w) == i);
            }
}
