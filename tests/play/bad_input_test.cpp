// Bad input: an unknown game, an engine that cannot start, an engine that dies mid-game, and
// the end of input mid-game or before it (stdin closed). Each gives one clear message and the right
// exit code.
#include <catch2/catch.hpp>
#include <chrono>

#include "games/table/game_table.hpp"
#include "tests/play/play_runner.hpp"

TEST_CASE("an unknown game is refused with usage exit code 2", "[play][bad]") {
    const auto run = play_test::run_play({"chess"}, "");
    CHECK(run.exit_code == 2);
    CHECK(run.err == "boardtalk play: unknown game 'chess' (go, morris, dvonn or 2048)\n");
    CHECK(run.out.empty());
}

TEST_CASE("a bad mode or colour is refused before any engine starts", "[play][bad]") {
    CHECK(play_test::run_play({"go", "--mode", "solo"}, "").exit_code == 2);
    const auto run = play_test::run_play({"go", "--colour", "red"}, "");
    CHECK(run.exit_code == 2);
    CHECK(run.err.find("--colour must be white or black") != std::string::npos);
}

TEST_CASE("an engine command that cannot start", "[play][bad]") {
    const auto run = play_test::run_play(
        {"morris", "--engine", "/nonexistent/engine --x", "--names", "A,B"}, "d6\n");
    CHECK(run.exit_code == 1);
    CHECK(run.err.find("boardtalk play: cannot start the engine: ") == 0);
    CHECK(run.err.find("/nonexistent/engine") != std::string::npos);
    CHECK(play_test::count(run.err, "\n") == 1);
    CHECK(run.out.empty());
}

TEST_CASE("an engine that dies mid-game: the message and the moves so far", "[play][bad]") {
    const auto run =
        play_test::run_play({"morris", "--engine", "sh tests/play/scripts/dies_on_genmove.sh",
                             "--colour", "white", "--names", "Ann", "--no-color"},
                            "d6\n");
    INFO(run.out);
    CHECK(run.exit_code == 1);
    CHECK(run.out.find("Ann (white) to move.\nMove: d6\n") != std::string::npos);
    CHECK(run.err.find("the engine (sh tests/play/scripts/dies_on_genmove.sh) stopped while asked "
                       "'genmove black'") != std::string::npos);
    CHECK(run.err.find("dying-engine: out of luck") != std::string::npos);
    CHECK(run.err.find("the game got as far as 1 turn: white d6\n") != std::string::npos);
}

TEST_CASE("the end of input mid-game leaves cleanly", "[play][bad]") {
    const auto run = play_test::run_play(
        {"dvonn", "--mode", "two-humans", "--names", "A,B", "--seed", "3", "--no-color"}, "A9\n");
    INFO(run.out);
    INFO(run.err);
    CHECK(run.exit_code == 0);
    CHECK(run.out.find("End of input: leaving the game after 0 turns.") != std::string::npos);
    CHECK(run.err.empty());
}

TEST_CASE("names and colour are asked when not given", "[play][morris]") {
    const auto run = play_test::run_play({"morris", "--move-time", "0.01", "--no-color"},
                                         "black\nCarla\nd6\nquit\n");
    INFO(run.out);
    CHECK(run.exit_code == 0);
    CHECK(run.out.find("Your colour (white/black) [white]: black\nYour name: Carla\n") !=
          std::string::npos);
    CHECK(run.out.find("boardtalk-morris (white) plays ") != std::string::npos);
    CHECK(run.out.find("Carla (black) to move.\nMove: d6\n") != std::string::npos);
}

TEST_CASE("stdin closed: every game leaves at once as at the end of input", "[play][bad]") {
    for (const auto& game : boardtalk::games()) {
        INFO(game.name);
        const auto start = std::chrono::steady_clock::now();
        const auto run = play_test::run_play_stdin_closed({game.name, "--no-color"});
        const auto seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        INFO(run.out);
        INFO(run.err);
        CHECK(run.exit_code == 0);
        CHECK(seconds < 10);
        CHECK(run.out.find("End of input: leaving the game after 0 turns.\n") != std::string::npos);
        CHECK(run.err.empty());
    }
}
