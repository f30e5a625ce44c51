// `boardtalk bench 2048` through the program: the reach rates of every tile with their 95%
// intervals (the headline rates), the median score and the speed.
#include <catch2/catch.hpp>
#include <fstream>

#include "engine/2048/late_starts.hpp"
#include "tests/2048/grid_helpers.hpp"
#include "tests/common/run_shell.hpp"
#include "tests/common/temp_dir.hpp"
#include "tests/common/text.hpp"

using boardtalk::test::contains;
using boardtalk::test_shell::bin;
using boardtalk::test_shell::run_shell;

TEST_CASE("bench 2048 reports each tile's reach rate with its 95% Wilson interval",
          "[2048][bench]") {
    const auto r = run_shell(bin() + " bench 2048 --what games --games 4 --depth 1 --stop-at 256");
    INFO(r.err);
    REQUIRE(r.exit_code == 0);
    // Stopped at 256: no game reaches 2048; 0 of 4 has the interval 0 .. z^2 / (4 + z^2).
    CHECK(contains(r.out, "reached  2048:   0 of 4 games (0%, 95% interval 0.0%-49.0%)"));
    CHECK(contains(r.out, "reached 65536:   0 of 4 games (0%"));
    CHECK(contains(r.out, "median score "));
    CHECK(contains(r.out, "moves/s on one core"));
}

TEST_CASE("bench 2048 --starts plays its games from the boards of a late-starts file",
          "[2048][bench]") {
    using boardtalk::g2048::LateStarts;
    using boardtalk::g2048::test::board_of;
    boardtalk::test::TempDir dir("boardtalk-bench-starts");
    // Two 1024s side by side: every game from this board makes 2048 at once, and its score
    // counts from there (2048 for the merge, not the 1024s' history).
    LateStarts late(10);
    late.add(board_of({10, 10, 0, 0, /**/ 0, 0, 0, 0, /**/ 0, 0, 0, 0, /**/ 0, 0, 0, 1}));
    const std::string file = dir.file("net.starts");
    std::ofstream(file) << late.serialize(0);
    const auto r = run_shell(bin() +
                             " bench 2048 --what games --games 3 --depth 1 --stop-at 2048 "
                             "--starts " +
                             file);
    INFO(r.err);
    REQUIRE(r.exit_code == 0);
    CHECK(contains(r.out, "from the 1 boards of " + file));
    CHECK(contains(r.out, "reached  2048:   3 of 3 games"));
    CHECK(contains(r.out, "median score 2048;"));
    // A file that is not one is refused with its reason.
    std::ofstream(dir.file("bad.starts")) << "not a late-starts file\n";
    const auto bad =
        run_shell(bin() + " bench 2048 --what games --games 1 --starts " + dir.file("bad.starts"));
    CHECK(bad.exit_code == 2);
    CHECK(contains(bad.err, "--starts " + dir.file("bad.starts") + ": "));
}

TEST_CASE("with a network, the player downgrades from 16384 unless --downgrade-at says otherwise",
          "[2048][bench][downgrade]") {
    boardtalk::test::TempDir dir("boardtalk-bench-downgrade");
    const std::string net = dir.file("tiny.net");
    REQUIRE(run_shell(bin() + " 2048 train --network tiny --games 10 --out " + net).exit_code == 0);
    // The settings line of a one-game run that stops at once: genmove's options, as the
    // benchmark's --what games and --what strength take them.
    const auto setting = [](const std::string& options) {
        const auto r = run_shell(bin() + " bench 2048 --games 1 --stop-at 4 " + options);
        INFO(r.err);
        REQUIRE(r.exit_code == 0);
        return r.out.substr(0, r.out.find('\n'));
    };
    CHECK(contains(setting("--what games --network " + net), ", downgrade at 16384, network "));
    CHECK(contains(setting("--what strength --network " + net), ", downgrade at 16384, network "));
    CHECK(contains(setting("--what games --network " + net + " --downgrade-at 8192"),
                   ", downgrade at 8192, network "));
    CHECK(!contains(setting("--what games --network " + net + " --downgrade-at 0"),
                    ", downgrade at"));
    CHECK(!contains(setting("--what games"), ", downgrade at"));
}
