// The MCTS priors' tactical features from diagrams: a ladder not run, a two-liberty capture
// race won, the vital point of an eye space (mcts_priors.hpp).
#include <catch2/catch.hpp>

#include "engine/go/mcts_priors.hpp"
#include "tests/go/diagram.hpp"

using namespace boardtalk::go;
using boardtalk::go::testing::at;
using boardtalk::go::testing::fast_board;
using boardtalk::go::testing::from_diagram;

namespace {

// The prior of `move` for `to_move` on the game's position, `last` the move before.
Prior prior(const Game& game, Color to_move, const char* move, const PriorParams& params = {},
            Point last = pass) {
    return compute_priors(fast_board(game, to_move, last), {at(game, move)}, last, params).front();
}

}  // namespace

TEST_CASE("an atari escape into a ladder gets losses, out of a broken ladder wins",
          "[go][mcts][priors][ladder]") {
    // Black C4 put white C3 in atari; extending at D3 leaves two liberties and black ladders
    // the chain to the top right, unless a white stone (G6) stands on the way.
    std::string rows =
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . X . . . . . .\n"
        ". X O . . . . . .\n"
        ". . X X . . . . .\n"
        ". . . . . . . . .\n";
    const Game ladder = from_diagram(rows);
    rows[3 * 18 + 2 * 6] = 'O';
    const Game broken = from_diagram(rows);
    const PriorParams params;
    const Prior run = prior(ladder, Color::white, "D3", params, at(ladder, "C4"));
    const Prior escape = prior(broken, Color::white, "D3", params, at(broken, "C4"));
    CHECK(escape.wins == run.wins + params.atari_escape);
    CHECK(escape.visits - params.atari_escape == run.visits - params.ladder_run);
}

TEST_CASE("the atari that wins a two-liberty capture race gets the race prior",
          "[go][mcts][priors][race]") {
    // Black D5 D6 (liberties C5 C6) against white E5 E6 (liberties F5 F6), each walled in:
    // the side to move wins by filling the other's liberty, not its own.
    const Game game = from_diagram(
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". O O O X X X . .\n"
        ". O . X O . X . .\n"
        ". O . X O . X . .\n"
        ". O O O X X X . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n");
    PriorParams without;
    without.race_win = 0;
    const PriorParams with;
    for (const char* move : {"F5", "F6"})
        CHECK(prior(game, Color::black, move, with).wins ==
              prior(game, Color::black, move, without).wins + with.race_win);
    for (const char* move : {"C5", "C6"}) {
        CHECK(prior(game, Color::black, move, with).wins ==
              prior(game, Color::black, move, without).wins);
        CHECK(prior(game, Color::white, move, with).wins ==
              prior(game, Color::white, move, without).wins + with.race_win);
    }
}

TEST_CASE("the vital point of an eye space gets the nakade prior", "[go][mcts][priors][nakade]") {
    // White's corner eye space A1 A2 A3: black A2 kills, white A2 makes two eyes.
    const Game game = from_diagram(
        ". . . . . . .\n"
        ". . . . . . .\n"
        "X X X . . . .\n"
        "O O X . . . .\n"
        ". O X . . . .\n"
        ". O X . . . .\n"
        ". O X . . . .\n");
    PriorParams without;
    without.nakade = 0;
    const PriorParams with;
    for (Color c : {Color::black, Color::white}) {
        CHECK(prior(game, c, "A2", with).wins == prior(game, c, "A2", without).wins + with.nakade);
        CHECK(prior(game, c, "A1", with).wins == prior(game, c, "A1", without).wins);
    }
}
