// The options of `boardtalk 2048`, `match`, `play` and `bench GAME`: protocol parsers (no nan,
// no negative number wrapping into an unsigned one), ranges checked while parsing, one line on
// stderr and exit code 2.
#include <catch2/catch.hpp>

#include "tests/options/run_program.hpp"

namespace boardtalk::options_test {

TEST_CASE("2048 options: the boardsize and seed parsers, search ranges", "[options][2048]") {
    check_refused("2048 --boardsize 9", "boardtalk 2048: --boardsize: unacceptable size (3..8)");
    check_refused("2048 --boardsize -4", "--boardsize: invalid integer '-4'");
    check_refused("2048 --seed -1", "--seed: invalid seed '-1'");
    check_refused("2048 --cutoff nan", "--cutoff: invalid float 'nan'");
    check_refused("2048 --cutoff 1", "--cutoff: must be in [0, 1)");
    check_refused("2048 --depth 9", "--depth: must be 0..8");
    check_refused("2048 --time-ms -1", "--time-ms: invalid integer '-1'");
    check_refused("2048 --base-depth 0", "--base-depth: must be 1..8");
    check_refused("2048 --deepen-at -2", "--deepen-at: must be -1..16");
    // One check for the options that name a tile, in the player, the benchmark and training.
    check_refused("2048 --downgrade-at 1000", "--downgrade-at: must be a tile, 4..32768, or 0");
    check_refused("2048 --downgrade-at 65536", "--downgrade-at: must be a tile, 4..32768, or 0");
    check_refused("bench 2048 --downgrade-at 2", "--downgrade-at: must be a tile, 4..32768, or 0");
    check_refused("2048 train --out /nonexistent/never-made --restart-at 3",
                  "--restart-at: must be a tile, 4..32768, or 0");
    check_refused("bench 2048 --what default --starts /no/such/file",
                  "--starts goes with --what games");
    check_refused("bench 2048 --what games --starts /no/such/file",
                  "--starts: cannot read /no/such/file");
    CHECK(answer("2048", "boardsize 9") == "? unacceptable size");
    // Good values: the same seed as `set_seed` gives the same game.
    const Run option = run_boardtalk("2048 --boardsize 5 --seed 18446744073709551615 --depth 1",
                                     "get_position\nquit\n");
    const Run command = run_boardtalk(
        "2048 --depth 1", "boardsize 5\nnew_game 18446744073709551615\nget_position\nquit\n");
    CHECK(option.exit_code == 0);
    CHECK(command.out == "= \n\n= \n\n" + option.out);
}

TEST_CASE("match options: seeds do not wrap, times and komi are finite", "[options][match]") {
    const std::string pair = " --engine-a x --engine-b y --out /nonexistent/never-made";
    check_refused("match --game go --games 2 --seed -1" + pair, "--seed: invalid seed '-1'");
    check_refused("match --game go --games 2 --komi nan" + pair, "--komi: invalid float 'nan'");
    check_refused("match --game go --games 2 --komi 1e9" + pair, "--komi must be");
    check_refused("match --game go --games 2 --move-time nan" + pair,
                  "--move-time: invalid float 'nan'");
    check_refused("match --game go --games 2 --move-time inf" + pair,
                  "--move-time: invalid float 'inf'");
    check_refused("match --game go --games 2 --timeout-margin nan" + pair, "--timeout-margin");
    check_refused("match --game go --games -1" + pair, "--games: must be 1..1000000");
    check_refused("match --game go --games 2 --jobs 0" + pair, "--jobs: must be 1..64");
    check_refused("match --game go --games 2 --jobs 65" + pair, "--jobs: must be 1..64");
}

TEST_CASE("play options: move time and seed", "[options][play]") {
    check_refused("play morris --move-time nan",
                  "boardtalk play: --move-time: invalid float 'nan'");
    check_refused("play morris --move-time 1e300", "--move-time: must be 0..3600 seconds");
    check_refused("play dvonn --seed -5", "--seed: must be -1 (random) or a seed");
    check_refused("play go --timeout inf", "boardtalk play: --timeout: invalid float 'inf'");
    check_refused("play go --timeout 1e300", "--timeout: must be 0..86400 seconds");
    check_refused("play go --boardsize -1", "--boardsize: invalid integer '-1'");
    check_refused("play 2048 --boardsize 9", "--boardsize must be 3..8 for 2048");
}

TEST_CASE("conform options: the time limit is a finite positive number of seconds",
          "[options][conform]") {
    check_refused("conform --engine x --timeout nan a.tst",
                  "boardtalk conform: --timeout: invalid float 'nan'");
    // Was silently cut to 1e6 s.
    check_refused("conform --engine x --timeout 1e300 a.tst",
                  "--timeout: must be above 0 and at most 86400 seconds");
    check_refused("conform --engine x --timeout 0 a.tst", "--timeout: must be above 0");
}

TEST_CASE("bench options: no wrap-around, no endless measurement", "[options][bench]") {
    check_refused("bench go --plays -1", "boardtalk bench go: --plays: invalid integer '-1'");
    check_refused("bench go --plays 0", "--plays: must be 1..10000000");
    check_refused("bench go --seconds nan", "--seconds: invalid float 'nan'");
    check_refused("bench go --seconds 0", "--seconds: must be above 0");
    check_refused("bench go --threads 0", "--threads: must be 1..64");
    check_refused("bench go --threads 65", "--threads: must be 1..64");
    check_refused("bench morris --perft-depth 10", "--perft-depth: must be 0..9");
    check_refused("bench morris --search-seconds inf", "--search-seconds: invalid float 'inf'");
    check_refused("bench morris --move-time nan", "--move-time: invalid float 'nan'");
    check_refused("bench morris --seed -1", "--seed: invalid seed '-1'");
    check_refused("bench morris --deep 0", "--deep: must be 1..126");
    check_refused("bench dvonn --perft-depth 7", "--perft-depth: must be 0..6");
    check_refused("bench dvonn --strong-time 1e300", "--strong-time: must be above 0");
    check_refused("bench dvonn --weak-time nan", "--weak-time: invalid float 'nan'");
    check_refused("bench dvonn --random-pieces 11", "--random-pieces: must be 0..10");
    check_refused("bench dvonn --seed -1", "--seed: invalid seed '-1'");
    check_refused("bench 2048 --games -1", "--games: invalid integer '-1'");
    check_refused("bench 2048 --jobs 0", "--jobs: must be 1..64");
    check_refused("bench 2048 --first-seed -1", "--first-seed: invalid seed '-1'");
    check_refused("bench 2048 --stop-at -1", "--stop-at: invalid integer '-1'");
    check_refused("bench 2048 --cutoff nan", "--cutoff: invalid float 'nan'");
}

TEST_CASE("bench go --threads: the shared-tree search measured against one thread",
          "[options][bench]") {
    const Run one = run_boardtalk("bench go --seconds 0.05 --plays 1", "");
    CHECK(one.exit_code == 0);
    CHECK(one.out.find("threads:") == std::string::npos);
    const Run two = run_boardtalk("bench go --seconds 0.05 --plays 1 --threads 2", "");
    CHECK(two.exit_code == 0);
    for (const char* size : {" 9x9 ", "19x19"}) {
        const auto line = two.out.find(std::string("mcts search    ") + size);
        REQUIRE(line != std::string::npos);
        CHECK(two.out.find("with 2 threads: ", line) != std::string::npos);
    }
}

// The game servers' refusal of it: game_server_test.cpp, over every game of the table.
TEST_CASE("--log-level: a bad level is a usage error in every tool", "[options][log]") {
    for (const char* sub :
         {"play go", "bench morris", "match --game go --games 2 --engine-a x --engine-b y"}) {
        check_refused(std::string(sub) + " --log-level bogus",
                      "--log-level: unknown log level 'bogus'");
    }
}

}  // namespace boardtalk::options_test
