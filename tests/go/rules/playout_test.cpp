// Light playouts: the playout board agrees with Game move by move; determinism (the rates are
// `boardtalk bench go`'s).

#include <catch2/catch.hpp>

#include "engine/go/fast_board.hpp"
#include "engine/go/playout.hpp"
#include "engine/go/random_player.hpp"
#include "tests/go/diagram.hpp"

using namespace boardtalk::go;

namespace {

// Plays one light playout on FastBoard and mirrors it in a Game with simple ko and no suicide,
// checking every move is legal there, never fills an own eye, and leaves the same position.
void mirror_playout(int w, int h, std::uint64_t seed) {
    FastBoard fast(w, h);
    Game game(w, h, Rules::simple());
    Rng rng(seed);
    int passes = 0;
    for (int moves = 0; passes < 2 && moves < 3 * w * h; ++moves) {
        const Color c = fast.to_move();
        const Point p = fast.play_random(rng);
        if (p == pass) {
            ++passes;
            for (Point q : game.legal_moves(c)) REQUIRE(game.board().is_own_eye(c, q));
            REQUIRE(game.play(c, pass) == MoveResult::ok);
            continue;
        }
        passes = 0;
        REQUIRE_FALSE(game.board().is_own_eye(c, p));
        REQUIRE(game.play(c, p) == MoveResult::ok);
        for (int yy = 0; yy < h; ++yy)
            for (int xx = 0; xx < w; ++xx)
                REQUIRE(fast.at(point(xx, yy)) == game.board().at(point(xx, yy)));
    }
    const int stones =
        game.board().stone_count(Color::black) + game.board().stone_count(Color::white);
    REQUIRE(fast.empty_count() == w * h - stones);
}

}  // namespace

TEST_CASE("playout board moves are legal, eye-respecting and match Game", "[go][playout]") {
    for (auto [w, h] : {std::pair{9, 9}, {5, 4}, {2, 2}, {19, 19}, {13, 7}})
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            INFO(w << "x" << h << " seed " << seed);
            mirror_playout(w, h, seed);
        }
}

TEST_CASE("playouts are reproducible from the seed and end with a filled board", "[go][playout]") {
    const auto a = run_playouts(9, 9, PlayoutBudget{200, 0}, 7);
    const auto b = run_playouts(9, 9, PlayoutBudget{200, 0}, 7);
    CHECK(a.playouts == 200);
    CHECK(a.moves == b.moves);
    CHECK(a.black_wins == b.black_wins);
    // A random game on 9x9 fills the board: about 81 stones plus recaptures.
    CHECK(a.moves_per_playout() > 81);
    CHECK(a.moves_per_playout() < 3 * 81);
    CHECK(a.black_wins > 0);
    CHECK(a.black_wins < a.playouts);
    CHECK(run_playouts(9, 9, PlayoutBudget{}, 7).playouts == 0);
}

TEST_CASE("playouts from a position: the loaded board matches and decides won games",
          "[go][playout]") {
    // Black owns the whole left side with two eyes; white has a lone stone in the corner.
    Game game = boardtalk::go::testing::from_diagram(
        ". X . X . . .\n"
        "X X X X . . .\n"
        ". X . X . . .\n"
        "X X X X . . O\n");
    FastBoard fast(7, 4);
    fast.load(game.board(), Color::white);
    CHECK(fast.to_move() == Color::white);
    for (int y = 0; y < 4; ++y)
        for (int x = 0; x < 7; ++x) REQUIRE(fast.at(point(x, y)) == game.board().at(point(x, y)));
    CHECK(fast.empty_count() == 28 - 13);
    const auto a = run_playouts(game.board(), Color::white, PlayoutBudget{100, 0}, 3, 0);
    const auto b = run_playouts(game.board(), Color::white, PlayoutBudget{100, 0}, 3, 0);
    CHECK(a.playouts == 100);
    CHECK(a.moves == b.moves);
    CHECK(a.black_wins == b.black_wins);
}

TEST_CASE("playouts from a finished position: both pass, the owner wins every time",
          "[go][playout]") {
    // Black fills the board but for two single-point eyes: white cannot play (suicide), black
    // will not fill its own eyes, so every playout is two passes and black has 25 points.
    Game game = boardtalk::go::testing::from_diagram(
        ". X X X X\n"
        "X X X X X\n"
        "X X X . X\n"
        "X X X X X\n"
        "X X X X X\n");
    const auto s = run_playouts(game.board(), Color::white, PlayoutBudget{50, 0}, 9, 24.5);
    CHECK(s.playouts == 50);
    CHECK(s.moves == 2 * 50);
    CHECK(s.black_wins == 50);
    const auto lost = run_playouts(game.board(), Color::white, PlayoutBudget{50, 0}, 9, 25.5);
    CHECK(lost.black_wins == 0);
}
