// The runner-kept clock (game_clock.hpp) and what engines are told about it
// (clock_commands.hpp): pure arithmetic, no processes.
#include <catch2/catch.hpp>

#include "tools/match/clock_commands.hpp"
#include "tools/match/game_clock.hpp"

namespace boardtalk::match_test {

namespace {

using match::GameClock;
using match::TimeControl;

TimeControl fischer(double base, double increment) {
    TimeControl tc;
    tc.base = base;
    tc.increment = increment;
    return tc;
}

TimeControl canadian(double main, double period, int stones) {
    TimeControl tc;
    tc.kind = TimeControl::Kind::canadian;
    tc.base = main;
    tc.period = period;
    tc.stones = stones;
    return tc;
}

}  // namespace

TEST_CASE("a Fischer clock adds the increment after each move", "[match][clock]") {
    GameClock c(fischer(10, 1));
    CHECK(c.available() == 10);  // the first move has the base alone
    REQUIRE(c.charge(3, 0));
    CHECK(c.available() == Approx(8));  // 10 - 3 + 1
    REQUIRE(c.charge(0.5, 0));
    CHECK(c.available() == Approx(8.5));
    CHECK(c.moves() == 2);
    CHECK(c.used() == Approx(3.5));
    CHECK(c.last_move() == Approx(0.5));
    CHECK_FALSE(c.flag_fell());
}

TEST_CASE("a Fischer flag falls beyond the time left plus the grace", "[match][clock]") {
    GameClock c(fischer(2, 0.5));
    REQUIRE(c.charge(1.5, 0.1));          // 2 - 1.5 + 0.5 = 1 left
    REQUIRE(c.charge(1.05, 0.1));         // over by 0.05, within the grace: 0 + 0.5
    CHECK(c.available() == Approx(0.5));  // the overrun is not carried as debt
    CHECK_FALSE(c.flag_fell());
    CHECK_FALSE(c.charge(0.7, 0.1));  // 0.5 + 0.1 < 0.7
    CHECK(c.flag_fell());
    CHECK(c.available() == Approx(0.5));  // as before the move
    CHECK(c.used() == Approx(3.25));      // the flagging move counts as used
}

TEST_CASE("a Canadian clock: main time, then S moves per period", "[match][clock]") {
    GameClock c(canadian(5, 10, 3));
    CHECK_FALSE(c.in_byoyomi());
    CHECK(c.available() == Approx(15));  // main time and the first period
    REQUIRE(c.charge(4, 0));
    CHECK(c.main_left() == Approx(1));
    CHECK_FALSE(c.in_byoyomi());
    // This move runs out of main time: 2 s of it come off the first period, its first move.
    REQUIRE(c.charge(3, 0));
    CHECK(c.in_byoyomi());
    CHECK(c.main_left() == 0);
    CHECK(c.period_left() == Approx(8));
    CHECK(c.stones_left() == 2);
    CHECK(c.available() == Approx(8));
    REQUIRE(c.charge(5, 0));
    CHECK(c.period_left() == Approx(3));
    CHECK(c.stones_left() == 1);
    // The third move of the period in time: a fresh period.
    REQUIRE(c.charge(2.5, 0));
    CHECK(c.period_left() == Approx(10));
    CHECK(c.stones_left() == 3);
    // A period's time is per period, not per move: 4 + 4 leaves 2 s for the third move.
    REQUIRE(c.charge(4, 0));
    REQUIRE(c.charge(4, 0));
    CHECK(c.available() == Approx(2));
    CHECK_FALSE(c.charge(2.5, 0.2));
    CHECK(c.flag_fell());
}

TEST_CASE("a Canadian clock without main time starts in byo-yomi", "[match][clock]") {
    GameClock c(canadian(0, 2, 1));
    CHECK(c.in_byoyomi());
    CHECK(c.available() == 2);
    REQUIRE(c.charge(1.9, 0));
    CHECK(c.available() == 2);  // one stone per period: every move starts a fresh one
    CHECK_FALSE(c.charge(2.5, 0.2));
}

TEST_CASE("main time used up exactly: the next move starts the first period", "[match][clock]") {
    GameClock c(canadian(3, 6, 2));
    REQUIRE(c.charge(3, 0));
    CHECK(c.in_byoyomi());
    CHECK(c.period_left() == 6);
    CHECK(c.stones_left() == 2);
}

TEST_CASE("a move's share of the clock for engines that take a time per move", "[match][clock]") {
    CHECK(GameClock(fischer(20, 0)).move_share() == Approx(1));  // 20/20
    CHECK(GameClock(fischer(20, 0.5)).move_share() == Approx(1.5));
    CHECK(GameClock(fischer(1, 2)).move_share() == Approx(0.5));   // at most half of what is left
    CHECK(GameClock(fischer(0, 1)).move_share() == Approx(0.01));  // never 0: "no limit"
    CHECK(GameClock(canadian(20, 10, 5)).move_share() == Approx(3));  // 20/20 + 10/5
    GameClock c(canadian(0, 10, 4));
    CHECK(c.move_share() == Approx(0.9 * 10 / 4));
    REQUIRE(c.charge(4, 0));
    CHECK(c.move_share() == Approx(0.9 * 6 / 3));
}

TEST_CASE("Go engines get time_settings at setup and time_left before genmove", "[match][clock]") {
    const match::TimeCommands standard;  // list_commands failed: the GTP ones
    CHECK(match::clock_setup_commands("go", fischer(90.7, 2), standard) ==
          std::vector<std::string>{"time_settings 90 0 0"});
    CHECK(match::clock_setup_commands("go", canadian(600, 30.5, 10), standard) ==
          std::vector<std::string>{"time_settings 600 30 10"});
    CHECK(match::clock_setup_commands("go", canadian(60, 0.5, 1), standard) ==
          std::vector<std::string>{"time_settings 60 1 1"});  // 0 would mean absolute time
    const auto kgs = match::time_commands_from("genmove\nkgs-time_settings\ntime_settings");
    CHECK(match::clock_setup_commands("go", fischer(90, 2), kgs) ==
          std::vector<std::string>{"kgs-time_settings absolute 90"});
    CHECK(match::clock_setup_commands("go", canadian(600, 30, 10), kgs) ==
          std::vector<std::string>{"kgs-time_settings canadian 600 30 10"});
    CHECK_FALSE(kgs.time_left);  // not listed, not sent
    CHECK(match::clock_move_commands("go", GameClock(fischer(90, 2)), "white", kgs).empty());

    GameClock f(fischer(10, 2));
    REQUIRE(f.charge(3.5, 0));
    CHECK(match::clock_move_commands("go", f, "black", standard) ==
          std::vector<std::string>{"time_left black 8 0"});
    GameClock c(canadian(1, 30, 5));
    CHECK(match::clock_move_commands("go", c, "white", standard) ==
          std::vector<std::string>{"time_left white 1 0"});
    REQUIRE(c.charge(3, 0));
    CHECK(match::clock_move_commands("go", c, "white", standard) ==
          std::vector<std::string>{"time_left white 28 4"});
}

TEST_CASE("Morris and DVONN engines get time_limit, 2048 nothing", "[match][clock]") {
    const match::TimeCommands standard;
    const GameClock c(fischer(20, 0.5));
    CHECK(match::clock_setup_commands("morris", fischer(20, 0.5), standard).empty());
    CHECK(match::clock_move_commands("morris", c, "white", standard) ==
          std::vector<std::string>{"time_limit 1.500"});
    CHECK(match::clock_move_commands("dvonn", c, "black", standard) ==
          std::vector<std::string>{"time_limit 1.500"});
    CHECK(match::clock_move_commands("dvonn", GameClock(fischer(86400, 0)), "black", standard) ==
          std::vector<std::string>{"time_limit 3600.000"});  // the command's range
    CHECK(match::clock_move_commands("morris", c, "white", match::time_commands_from("genmove"))
              .empty());
    CHECK(match::clock_move_commands("2048", c, "", standard).empty());
}

}  // namespace boardtalk::match_test
