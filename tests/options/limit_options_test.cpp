// `boardtalk morris` and `boardtalk dvonn`: --move-time and --depth read like the time_limit and
// depth_limit commands (before, --move-time nan, inf or 1e300 was taken and genmove never
// answered), and the other options refused with exit code 2.
#include <catch2/catch.hpp>

#include "tests/options/run_program.hpp"

namespace boardtalk::options_test {

namespace {

// The command's answer without "? " and "syntax error: ": the reason the option must give too.
std::string reason(const std::string& game, const std::string& command) {
    std::string a = answer(game + " --depth 1", command);
    REQUIRE(a.rfind("? ", 0) == 0);
    a.erase(0, 2);
    if (a.rfind("syntax error: ", 0) == 0) a.erase(0, 14);
    return a;
}

void check_limits(const std::string& game) {
    INFO(game);
    for (const char* bad : {"nan", "inf", "-inf", "1e300", "3601", "-0.5", "1s"}) {
        const std::string why = reason(game, std::string("time_limit ") + bad);
        check_refused(game + " --move-time " + bad, "boardtalk " + game + ": --move-time: " + why);
    }
    for (const char* bad : {"-1", "1000", "2147483648", "x"}) {
        const std::string why = reason(game, std::string("depth_limit ") + bad);
        check_refused(game + " --depth " + bad, "boardtalk " + game + ": --depth: " + why);
    }
    check_refused(game + " --tt-log2 9", "--tt-log2: must be 10..28");
    check_refused(game + " --move-time 0", "--move-time 0 needs --depth");
    // Good values: the limits are the ones given, and genmove answers.
    const Run run = run_boardtalk(game + " --move-time 0.05", "search_limits\ngenmove w\nquit\n");
    CHECK(run.exit_code == 0);
    CHECK(run.out.find("0.05") != std::string::npos);
    CHECK(run.out.find("\n\n= ") != std::string::npos);
}

}  // namespace

TEST_CASE("morris --move-time and --depth: the time_limit and depth_limit ranges",
          "[options][morris]") {
    check_limits("morris");
    CHECK(reason("morris", "time_limit 1e300") == "time limit must be 0..3600 seconds");
    check_refused("morris --preset chess", "boardtalk morris: --preset: unknown preset 'chess'");
}

TEST_CASE("dvonn --move-time and --depth: the time_limit and depth_limit ranges",
          "[options][dvonn]") {
    check_limits("dvonn");
    CHECK(reason("dvonn", "time_limit 1e300") == "time limit must be 0..3600 seconds");
}

namespace {

// Issue 21: Morris and DVONN share one implementation of the limit commands: the same answers,
// ranges and refusals, only the deepest search differs (before, Morris answered search_limits
// `time_limit 1 depth_limit 0` and DVONN `time 1 depth none`, with differently worded ranges).
void check_limit_commands(const std::string& game, int max_depth) {
    INFO(game);
    const std::string deepest = std::to_string(max_depth);
    const Run run =
        run_boardtalk(game, "search_limits\ndepth_limit 0\ntime_limit 0\ndepth_limit " + deepest +
                                "\ndepth_limit " + std::to_string(max_depth + 1) +
                                "\ntime_limit 0\nsearch_limits\ndepth_limit 0\n"
                                "time_limit 3600\ntime_limit 3600.5\nsearch_limits\nquit\n");
    CHECK(run.exit_code == 0);
    CHECK(run.out ==
          "= time_limit 1 depth_limit 0\n\n= \n\n"
          "? set a depth limit before removing the time limit\n\n= \n\n"
          "? depth limit must be 0.." +
              deepest + "\n\n= \n\n= time_limit 0 depth_limit " + deepest +
              "\n\n? set a time limit before removing the depth limit\n\n= \n\n"
              "? time limit must be 0..3600 seconds\n\n"
              "= time_limit 3600 depth_limit " +
              deepest + "\n\n= \n\n");
    CHECK(answer(game + " --deterministic", "search_limits")
              .rfind("= time_limit 0 depth_limit ", 0) == 0);
}

}  // namespace

TEST_CASE("morris and dvonn: one set of limit commands", "[options][morris][dvonn]") {
    check_limit_commands("morris", 126);
    check_limit_commands("dvonn", 64);
}

TEST_CASE("dvonn --random-setup takes the setup command's seed", "[options][dvonn]") {
    check_refused("dvonn --random-setup -1", "--random-setup: invalid seed '-1'");
    check_refused("dvonn --random-setup x", "--random-setup: invalid seed 'x'");
    const Run option =
        run_boardtalk("dvonn --random-setup 18446744073709551615", "get_position\nquit\n");
    const Run command =
        run_boardtalk("dvonn", "setup random 18446744073709551615\nget_position\nquit\n");
    CHECK(option.out.find("moving") != std::string::npos);
    CHECK(command.out == "= \n\n" + option.out);
}

}  // namespace boardtalk::options_test
