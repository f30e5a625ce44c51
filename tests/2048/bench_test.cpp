// `boardtalk bench 2048` through the program: the reach rates of every tile with their 95%
// intervals (the headline rates), the median score and the speed.
#include <catch2/catch.hpp>

#include "tests/common/run_shell.hpp"
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
