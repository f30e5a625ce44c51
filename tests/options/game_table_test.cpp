// The game table (issue 21): every tool knows the same games, listed in the same order, because
// they all read the one table. Before it, `boardtalk --help` and `bench` listed
// "go 2048 morris dvonn" while match and play said "go, morris, dvonn or 2048".
#include <catch2/catch.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "tests/options/run_program.hpp"

namespace boardtalk::options_test {

namespace {

// The games `boardtalk --help` lists: the subcommands after `play`.
std::vector<std::string> help_games() {
    const Run help = run_boardtalk("--help", "");
    std::istringstream in(help.out);
    std::vector<std::string> out;
    bool after_play = false;
    for (std::string line; std::getline(in, line);) {
        std::istringstream words(line);
        std::string name;
        if (!(words >> name) || line.rfind("  ", 0) != 0) continue;
        if (after_play) out.push_back(name);
        after_play = after_play || name == "play";
    }
    return out;
}

}  // namespace

TEST_CASE("every tool lists the same games in the same order", "[options][games]") {
    const std::vector<std::string> games = help_games();
    REQUIRE(games == std::vector<std::string>{"go", "morris", "dvonn", "2048"});
    CHECK(run_boardtalk("bench --help", "").out.find("games: go morris dvonn 2048\n") !=
          std::string::npos);
    const std::string names = "(go, morris, dvonn or 2048)";
    check_refused("match --game chess --games 2 --engine-a x --engine-b y",
                  "unknown game 'chess' " + names);
    check_refused("play chess", "unknown game 'chess' " + names);
    check_refused("bench chess", "unknown game 'chess'");
}

TEST_CASE("every game of the table is served, benchmarked, refereed and played",
          "[options][games]") {
    for (const std::string& game : help_games()) {
        INFO(game);
        CHECK(answer(game, "name").rfind("= ", 0) == 0);
        CHECK(run_boardtalk("bench " + game + " --help", "").exit_code == 0);
        // The match runner knows the game: its refusal is about the engines, not the game.
        check_refused("match --game " + game + " --games 2", "--engine-a");
        // play knows it: the refusal is about the engine that cannot start.
        const Run play = run_boardtalk("play " + game + " --engine /nonexistent/engine", "");
        CHECK(play.exit_code == 1);
        CHECK(play.err.find("cannot start the engine") != std::string::npos);
    }
}

}  // namespace boardtalk::options_test
