// The MCTS player behind `boardtalk go` in-process: the player options, genmove under each time
// system (the clocks never flag), and `resign`.
#include <catch2/catch.hpp>
#include <stdexcept>

#include "engine/go/mcts_player.hpp"
#include "tests/go/gtp/go_session.hpp"

using boardtalk::go_adapter::GoOptions;
using boardtalk::go_adapter::testing::ask;
using boardtalk::go_adapter::testing::GoSession;
namespace go = boardtalk::go;

namespace {

GoOptions mcts_options() {
    GoOptions o = GoSession::seeded();
    o.player = "mcts";
    o.boardsize = 9;
    return o;
}

}  // namespace

TEST_CASE("the player is chosen by name", "[go][mcts][gtp]") {
    GoSession mcts(mcts_options());
    CHECK(mcts.state.player->name() == "mcts");
    GoOptions o = mcts_options();
    o.player = "random";
    GoSession random(o);
    CHECK(random.state.player->name() == "random");
    o.player = "minimax";
    CHECK_THROWS_AS(GoSession(o), std::invalid_argument);
    // --threads, --resign and --playouts have their ranges in the option parser (options tests).
}

TEST_CASE("mcts genmove never flags under any time system", "[go][mcts][time]") {
    for (const char* settings :
         {"time_settings 2 0 0", "time_settings 0 1 4", "kgs-time_settings byoyomi 0 0.3 2"}) {
        GoSession s(mcts_options());
        INFO(settings);
        REQUIRE(ask(s, settings) == "= ");
        for (const char* colour : {"b", "w", "b"}) {
            const std::string move = ask(s, std::string("genmove ") + colour);
            CHECK(move.rfind("= ", 0) == 0);
        }
        CHECK_FALSE(s.state.clocks.clock(go::Color::black).flagged);
        CHECK_FALSE(s.state.clocks.clock(go::Color::white).flagged);
    }
}

TEST_CASE("with --playouts and a seed genmove repeats itself", "[go][mcts][gtp]") {
    GoOptions o = mcts_options();
    o.playouts = 800;
    GoSession a(o), b(o);
    // As `boardtalk go --playouts` does: the playouts decide, not the default move time.
    a.state.time_policy.default_move_time = b.state.time_policy.default_move_time = 3600;
    for (GoSession* s : {&a, &b}) REQUIRE(ask(*s, "play b E5") == "= ");
    const std::string first = ask(a, "genmove w");
    CHECK(ask(b, "genmove w") == first);
    CHECK(ask(a, "genmove b") == ask(b, "genmove b"));
}

TEST_CASE("genmove resigns a lost game and leaves it unchanged", "[go][mcts][gtp]") {
    GoOptions o = mcts_options();
    o.boardsize = 7;
    o.playouts = 1500;
    GoSession s(o);
    s.state.time_policy.default_move_time = 3600;
    // White holds rows 1-5: 35 points and komi against black's 14 at the very best (rows 1-4
    // left black a 10% win rate at 1,500 playouts: the threshold itself).
    for (char col : std::string("ABCDEFG"))
        for (int row = 1; row <= 5; ++row)
            REQUIRE(ask(s, std::string("play w ") + col + std::to_string(row)) == "= ");
    const auto moves = s.state.game.history().size();
    CHECK(ask(s, "genmove b") == "= resign");
    CHECK(s.state.game.history().size() == moves);
    CHECK(ask(s, "reg_genmove b") == "= resign");
}
