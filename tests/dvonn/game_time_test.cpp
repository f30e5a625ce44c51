// The whole-game budget (--game-time): a move's share of what is left.
#include <random>

#include "engine/dvonn/game_time.hpp"
#include "tests/dvonn/helpers.hpp"

using namespace boardtalk::dvonn;

namespace {

// Plays a random game from the empty board in which White spends every share it is given in full
// (the worst case: a search that always runs to its limit); returns White's budget at the end and
// checks every share on the way.
GameBudget spend_a_game(std::uint64_t seed, double total, double& first_moving_share,
                        double& last_placing_share) {
    std::mt19937_64 rng(seed);
    Game game;
    GameBudget budget{total};
    while (!game.over()) {
        const Board& b = game.position().board;
        if (b.to_move == Colour::white) {
            const double share = move_share(b, budget.left());
            INFO("placed " << int(b.placed) << ", left " << budget.left());
            REQUIRE(share > 0);
            REQUIRE(share < budget.left());
            if (b.phase == Phase::placing) last_placing_share = share;
            if (b.phase == Phase::moving && first_moving_share == 0) first_moving_share = share;
            budget.used += share;
        }
        const auto moves = game.legal_moves();
        REQUIRE(moves.size > 0);
        REQUIRE_FALSE(game.play(moves.moves[rng() % moves.size]));
    }
    return budget;
}

}  // namespace

TEST_CASE("a game budget lasts the whole game and is spent", "[dvonn][game-time]") {
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        INFO("seed " << seed);
        double first_moving = 0, last_placing = 0;
        const GameBudget b = spend_a_game(seed, 5.0, first_moving, last_placing);
        CHECK(b.left() >= kGameTimeReserve);     // never over the budget
        CHECK(b.used >= 0.5 * b.total);          // not hoarded either
        CHECK(first_moving > 2 * last_placing);  // the time goes where alpha-beta searches
    }
}

TEST_CASE("a spent budget still answers with a token share", "[dvonn][game-time]") {
    Game game;
    CHECK(move_share(game.position().board, 0.0) == Approx(0.001));
    CHECK(move_share(game.position().board, kGameTimeReserve) == Approx(0.001));
    CHECK(move_share(game.position().board, -1.0) == Approx(0.001));
}

TEST_CASE("own moves left count placements at half and the moving phase from its stacks",
          "[dvonn][game-time]") {
    Game game;
    // White places 25 of the 49 pieces (3 DVONN pieces included): 12.5 units + 16.
    CHECK(own_moves_left(game.position().board) == Approx(0.5 * 25 + 16));
    // --placement-units 0.2: a placement a fifth of a move, so a placement's share is
    // 0.2 / (0.2 x 25 + 16) of what is left.
    CHECK(own_moves_left(game.position().board, 0.2) == Approx(0.2 * 25 + 16));
    CHECK(move_share(game.position().board, 5.0 + kGameTimeReserve, 0.2) == Approx(5.0 * 0.2 / 21));
    const Position moving = random_setup(7);
    CHECK(own_moves_left(moving.board) >= 2.0);
    CHECK(own_moves_left(moving.board) <= 49 / 2.0);
}
