// Light playouts: the playout board agrees with Game move by move; determinism; and a hidden
// [.bench] case that prints the rates (run: test_go "[.bench]").
#include <ctime>
#include <iostream>

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

TEST_CASE("light playout rates", "[.bench]") {
    for (int size : {9, 19}) {
        const auto s = run_playouts(size, size, PlayoutBudget{0, 2.0}, 1);
        std::cout << size << "x" << size << ": " << s.playouts << " playouts in " << s.seconds
                  << " s = " << s.playouts_per_second() << " /s (" << s.playouts_per_cpu_second()
                  << " per CPU second), " << s.moves_per_playout() << " moves each, black wins "
                  << double(s.black_wins) / s.playouts << "\n";
    }
}

TEST_CASE("Game play and undo costs", "[.bench]") {
    // Record random games, then time replaying them through Game::play (legality, captures and
    // the positional superko check included), and undo on a long game.
    std::vector<std::vector<Move>> games;
    RandomPlayer player(5);
    for (int i = 0; i < 20; ++i) {
        Game g(19, 19);
        while (g.consecutive_passes() < 2 && g.history().size() < 1000)
            g.play(g.to_move(), player.genmove(g, g.to_move()));
        games.push_back(g.history());
    }
    Game game(19, 19);
    std::size_t plays = 0;
    const std::clock_t start = std::clock();
    for (int round = 0; round < 50; ++round)
        for (const auto& moves : games) {
            game.clear();
            for (const Move& m : moves) plays += game.play(m.color, m.point) == MoveResult::ok;
        }
    const double play_seconds = double(std::clock() - start) / CLOCKS_PER_SEC;
    std::cout << "Game::play on 19x19: " << plays << " plays, " << 1e9 * play_seconds / plays
              << " ns of CPU each\n";
    const std::clock_t undo_start = std::clock();
    int undos = 0;
    for (; undos < 200; ++undos) {
        game.undo();
        const Move m = games.back().at(game.history().size());
        game.play(m.color, m.point);
    }
    const double undo_seconds = double(std::clock() - undo_start) / CLOCKS_PER_SEC;
    std::cout << "Game::undo at move " << game.history().size() << ": "
              << 1e6 * undo_seconds / undos << " us of CPU each (replay from the start)\n";
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
