// The MCTS player finds the tactical move of small positions drawn as ASCII diagrams, within a
// fixed number of playouts, one thread and a fixed seed (so each case is deterministic).
#include <catch2/catch.hpp>

#include "engine/go/builtin_policy.hpp"
#include "engine/go/builtin_ratings.hpp"
#include "engine/go/fast_board.hpp"
#include "engine/go/mcts_player.hpp"
#include "engine/go/notation.hpp"
#include "tests/go/diagram.hpp"
#include "tests/go/mcts/diagrams.hpp"

using namespace boardtalk::go;
using boardtalk::go::testing::at;
using boardtalk::go::testing::cutting_stones_diagram;
using boardtalk::go::testing::fast_board;
using boardtalk::go::testing::from_diagram;
using boardtalk::go::testing::straight_three_diagram;

namespace {

constexpr std::uint64_t tactic_playouts = 3000;

Rules with_komi(double komi) {
    Rules r = Rules::chinese();
    r.komi = komi;
    return r;
}

std::string best_move(const Game& game, Color c, std::uint64_t seed = 1) {
    SearchParams params;
    params.seed = seed;
    MctsPlayer player(params);
    SearchLimits limits;
    limits.max_playouts = tactic_playouts;
    const Point p = player.genmove(game, c, limits);
    INFO(player.explain_last_move());
    CHECK(game.is_legal(c, p));
    return vertex_name(p);
}

}  // namespace

TEST_CASE("mcts captures the cutting stones", "[go][mcts]") {
    // Black must capture at E5 at once (diagrams.hpp).
    const Game game = from_diagram(cutting_stones_diagram);
    CHECK(best_move(game, Color::black) == "E5");
}

TEST_CASE("mcts saves its group in atari", "[go][mcts]") {
    // Black's three stones C5 C4 C3 have one liberty, C2; extending there gives them three.
    const Game game = from_diagram(
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . O . . . . . .\n"
        ". O X O . . . . .\n"
        ". O X O . . . . .\n"
        ". O X O . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n",
        with_komi(7.5), Color::black);
    CHECK(best_move(game, Color::black) == "C2");
}

TEST_CASE("mcts kills a straight three-space eye at its vital point", "[go][mcts]") {
    // Black to play at the vital point of the straight three (diagrams.hpp).
    const Game game = from_diagram(straight_three_diagram, with_komi(30.5));
    CHECK(best_move(game, Color::black) == "B3");
}

TEST_CASE("mcts makes the second eye", "[go][mcts]") {
    // The same group, white to play: B3 splits the space into two eyes.
    const Game game = from_diagram(straight_three_diagram, with_komi(30.5), Color::white);
    CHECK(best_move(game, Color::white) == "B3");
}

TEST_CASE("mcts does not play a self-atari that loses its stones", "[go][mcts]") {
    // Black to play in the bottom-left: B1 and A2 would put black's new stone in atari.
    const Game game = from_diagram(
        ". . . . . . .\n"
        ". . . . . . .\n"
        ". . . . . . .\n"
        ". . . . . . .\n"
        "O O . . . . .\n"
        ". X O . . . .\n"
        ". O . . . . .\n");
    const std::string move = best_move(game, Color::black);
    CHECK_FALSE(fast_board(game, Color::black).is_self_atari(at(game, move)));
}

TEST_CASE("the same seed gives the same move and statistics", "[go][mcts]") {
    const Game game = from_diagram(
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . O . . . . . .\n"
        ". . . . . X . . .\n"
        ". . . . X . . . .\n"
        ". . . . . . . . .\n"
        ". . O . . . X . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n",
        Rules::chinese(), Color::white);
    SearchLimits limits;
    limits.max_playouts = 1000;
    auto run = [&](std::uint64_t seed) {
        SearchParams params;
        params.seed = seed;
        MctsPlayer player(params);
        const Point p = player.genmove(game, Color::white, limits);
        return std::make_pair(p, player.search().report().candidates.front().visits);
    };
    const auto first = run(5);
    CHECK(run(5) == first);
    CHECK(first.second > 0);
}

TEST_CASE("the policy bonus finds the connection that wins a capture race", "[go][mcts][policy]") {
    // Game 112 of conformance/records/go9-1s-3943310-vs-pachi, White's move 52: G9 joins F9 (two
    // liberties) to the wall, and Black's six stones C8-F8, F7, D9 are left with two liberties
    // (C9, E9) and no eye. Searched as `boardtalk go` plays (the built-in ratings and network),
    // the bonus finds G9 (6 seeds of 6 at 10,000 playouts); without it the search expected E9,
    // a self-atari (5 of 6), as it did in the game.
    const Game game = from_diagram(
        ". X . X . O . . .\n"
        "O O X X X X O . .\n"
        "O O O O O X O . .\n"
        "O O X X X O O . .\n"
        "O X X X . X O . .\n"
        "O X . . X X O . .\n"
        ". O X . X O . . .\n"
        "O O . X . O . . .\n"
        ". X X . . . . . .\n",
        with_komi(7.5), Color::white);
    auto move = [&](double bonus) {
        SearchParams params;
        params.seed = 1;
        params.ratings = builtin_ratings();
        params.policy_network = builtin_policy();
        params.policy_bonus = bonus;
        MctsPlayer player(params);
        SearchLimits limits;
        limits.max_playouts = 10000;
        const Point p = player.genmove(game, Color::white, limits);
        INFO(player.explain_last_move());
        return vertex_name(p);
    };
    CHECK(move(0.25) == "G9");
    CHECK(move(0) == "E9");
}
