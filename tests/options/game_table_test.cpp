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

// The games `bench --help` lists ("games: go morris dvonn 2048").
std::vector<std::string> bench_games() {
    const Run help = run_boardtalk("bench --help", "");
    const auto at = help.out.find("games:");
    REQUIRE(at != std::string::npos);
    std::istringstream in(help.out.substr(at + 6, help.out.find('\n', at) - at - 6));
    std::vector<std::string> out;
    for (std::string name; in >> name;) out.push_back(name);
    return out;
}

// The last `count` subcommands `boardtalk --help` lists (the games come last).
std::vector<std::string> last_subcommands(std::size_t count) {
    const Run help = run_boardtalk("--help", "");
    std::istringstream in(help.out);
    std::vector<std::string> names;
    for (std::string line; std::getline(in, line);) {
        std::istringstream words(line);
        std::string name;
        if (line.rfind("  ", 0) == 0 && words >> name) names.push_back(name);
    }
    if (names.size() < count) return names;
    return {names.end() - static_cast<std::ptrdiff_t>(count), names.end()};
}

}  // namespace

TEST_CASE("every tool lists the same games in the same order", "[options][games]") {
    const std::vector<std::string> games = bench_games();
    REQUIRE(games == std::vector<std::string>{"go", "morris", "dvonn", "2048"});
    CHECK(last_subcommands(games.size()) == games);
    const std::string names = "(go, morris, dvonn or 2048)";
    check_refused("match --game chess --games 2 --engine-a x --engine-b y",
                  "unknown game 'chess' " + names);
    check_refused("play chess", "unknown game 'chess' " + names);
    check_refused("bench chess", "unknown game 'chess'");
}

TEST_CASE("every game of the table is served, benchmarked, refereed and played",
          "[options][games]") {
    for (const std::string& game : bench_games()) {
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
