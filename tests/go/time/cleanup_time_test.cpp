// kgs-genmove_cleanup plays within the move's budget, the dead-stone estimate included (it
// used to run the whole 1000-playout estimate before the budget was computed: 3.4 s on an open
// 25x25 board with 0.9 s to think). The budget is real time here, since the estimate is a real
// search; the limit checked is the budget plus a generous allowance for a loaded machine, far
// below what the estimate alone took before.
#include <catch2/catch.hpp>

#include <chrono>

#include "engine/go/mcts_player.hpp"
#include "tests/go/gtp/go_session.hpp"

namespace go = boardtalk::go;
using boardtalk::go_adapter::GoOptions;
using boardtalk::go_adapter::testing::ask;
using boardtalk::go_adapter::testing::GoSession;

namespace {

// Seconds the command took, wall clock.
double timed(GoSession& s, const std::string& command, std::string& reply) {
    const auto start = std::chrono::steady_clock::now();
    reply = ask(s, command);
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

TEST_CASE("kgs-genmove_cleanup fits the move's budget, estimate included", "[go][time][dead]") {
    GoOptions options = GoSession::seeded();
    options.player = "mcts";
    GoSession s(options);
    REQUIRE(ask(s, "boardsize 25") == "= ");
    REQUIRE(ask(s, "time_settings 0 0.4 1") == "= ");  // 0.4 s per move
    REQUIRE(ask(s, "play b D4") == "= ");
    REQUIRE(ask(s, "play w Q16") == "= ");
    std::string reply;
    const double used = timed(s, "kgs-genmove_cleanup b", reply);
    CHECK(reply.rfind("= ", 0) == 0);
    CHECK(used < 0.4 + 0.6);
}
