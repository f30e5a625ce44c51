// The heavy policy's fill-the-board step (PolicySettings::fillboard_tries): when no other step
// chose, a point whose 8 neighbours are empty is played before a random move.
#include <catch2/catch.hpp>

#include "engine/go/fast_board.hpp"
#include "engine/go/heavy_policy.hpp"
#include "tests/go/diagram.hpp"

using namespace boardtalk::go;
using boardtalk::go::testing::at;
using boardtalk::go::testing::fast_board;
using boardtalk::go::testing::from_diagram;

namespace {

// Whether p and its 8 neighbours are empty points of the board.
bool open_area(const FastBoard& board, Point p) {
    for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx)
            if (board.at(p + dy * stride + dx) != Color::empty) return false;
    return true;
}

// The point the heavy policy plays for `mover` on `game`, with only the fill-the-board step (tries
// as given) before the random move.
Point policy_move(const Game& game, Color mover, int tries, std::uint64_t seed) {
    PolicySettings only;
    only.capture_percent = only.escape_percent = only.pattern_percent = 0;
    only.fillboard_tries = tries;
    FastBoard board = fast_board(game, mover);
    Rng rng(seed);
    return HeavyPolicy(only).play(board, rng);
}

}  // namespace

TEST_CASE("fill the board plays in an open area when there is one", "[go][policy][fillboard]") {
    // Only E2, F2 and F3 have 8 empty neighbours: the points of the first line touch the
    // border, the others a stone.
    const Game game = from_diagram(
        "X . O . X . O\n"
        ". X . O . X .\n"
        "O . X . O . X\n"
        ". O . X . . .\n"
        "X . O . . . .\n"
        ". X . . . . .\n"
        ". . . . . . .\n");
    const FastBoard board = fast_board(game, Color::black);
    int open_moves = 0, random_open = 0;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        const Point p = policy_move(game, Color::black, 100, seed);
        REQUIRE(p != pass);
        open_moves += open_area(board, p);
        random_open += open_area(board, policy_move(game, Color::black, 0, seed));
    }
    // 100 draws among 33 empty points find one of the 3 open ones every time; without the step
    // the random move lands there about 3 times in 33.
    CHECK(open_moves == 40);
    CHECK(random_open < 20);
    CHECK(open_area(board, at(game, "F2")));
    CHECK(!open_area(board, at(game, "E3")));
}

TEST_CASE("fill the board falls back to the random move on a crowded board",
          "[go][policy][fillboard]") {
    const Game game = from_diagram(
        ". X . O .\n"
        "X . O . O\n"
        ". X . O .\n"
        "X . O . O\n"
        ". X . O .\n");
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        const Point p = policy_move(game, Color::black, 100, seed);
        CHECK(p != pass);
        CHECK(game.board().at(p) == Color::empty);
    }
}
