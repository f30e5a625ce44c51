// Issue 21, one adapter scaffold: every game server says who it is the same way (its own name,
// the build's one version; 2048 said 0.1 and Morris and DVONN 0.1.0 of their own) and refuses a
// bad start-up option the same way (one line on stderr naming the game, exit code 2, nothing on
// stdout), whether the option parser, the log set-up or the game's own set-up finds the fault.
#include <catch2/catch.hpp>
#include <filesystem>
#include <regex>

#include "games/table/game_table.hpp"
#include "tests/common/temp_dir.hpp"
#include "tests/options/run_program.hpp"

namespace boardtalk::options_test {

namespace {

void check_identity(const std::string& game, const std::string& name) {
    INFO(game);
    CHECK(answer(game, "name") == "= " + name);
    CHECK(answer(game, "version") == std::string("= ") + BOARDTALK_VERSION);
    CHECK(answer(game, "protocol_version") == "= 2");
}

}  // namespace

// What every game of the table refuses the same way: an unknown option, a missing value, a
// positional word, a bad log level, a log file in a missing directory, which it never creates
// (issue 14).
TEST_CASE("every game server refuses bad start-up options the same way", "[options][games]") {
    const test::TempDir tmp;
    const std::string log = (tmp.path / "missing" / "x.log").string();
    for (const GameEntry& entry : games()) {
        const std::string game = entry.name;
        const std::string prefix = "boardtalk " + game + ": ";
        INFO(game);
        check_refused(game + " --bogus", prefix + "unrecognised option '--bogus'");
        check_refused(game + " --log-level", prefix + "the required argument for option");
        check_refused(game + " stray", prefix + "too many positional options");
        check_refused(game + " --log-level loud", prefix + "--log-level: unknown log level 'loud'");
        const Run run = run_boardtalk(game + " --log-file " + log);
        CHECK(run.exit_code == 2);
        CHECK(run.out.empty());
        CHECK(run.err == prefix + "cannot open log file " + log + ": No such file or directory\n");
        CHECK_FALSE(std::filesystem::exists(tmp.path / "missing"));
    }
}

TEST_CASE("go: its name, the build's version, bad options exit 2", "[options][go]") {
    check_identity("go", "boardtalk");
    check_refused("go --player perfect", "boardtalk go: --player: unknown player 'perfect'");
    check_refused("go --threads 0", "boardtalk go: --threads: must be 1..64");
}

TEST_CASE("morris: its name, the build's version, bad options exit 2", "[options][morris]") {
    check_identity("morris", "boardtalk-morris");
    check_refused("morris --rules men=2", "boardtalk morris: bad --rules: men must be");
    check_refused("morris --move-time 0", "boardtalk morris: --move-time 0 needs --depth");
}

TEST_CASE("dvonn: its name, the build's version, bad options exit 2", "[options][dvonn]") {
    check_identity("dvonn", "boardtalk-dvonn");
    check_refused("dvonn --move-time 0", "boardtalk dvonn: --move-time 0 needs --depth");
}

TEST_CASE("2048: its name, the build's version, bad options exit 2", "[options][2048]") {
    check_identity("2048", "boardtalk-2048");
    check_refused("2048 --boardsize 9", "boardtalk 2048: --boardsize: unacceptable size (3..8)");
}

// Issue 21: Go's play answers exactly GTP's "illegal move" (gomill's ringmaster compares the
// whole message to decide who forfeits) and says why on stderr.
TEST_CASE("go: an illegal play answers 'illegal move' and logs why", "[options][go]") {
    const Run r = run_boardtalk("go --rules simple",
                                "boardsize 5\nplay b B3\nplay b C2\nplay b C4\nplay w C3\n"
                                "play w D2\nplay w D4\nplay w E3\nplay b D3\nplay w C3\n"
                                "play b D2\nplay w A1\nquit\n");
    CHECK(r.exit_code == 0);
    CHECK(r.out ==
          "= \n\n= \n\n= \n\n= \n\n= \n\n= \n\n= \n\n= \n\n= \n\n? illegal move\n\n"
          "? illegal move\n\n= \n\n= \n\n");
    CHECK(r.err.find("play white C3: illegal move (ko)") != std::string::npos);
    CHECK(r.err.find("play black D2: illegal move (occupied)") != std::string::npos);
}

// What each engine thought is told on stderr at --log-level info, as Morris and DVONN do; stdout
// holds the responses and nothing else (rule 1).
TEST_CASE("go: --log-level info tells each genmove's search on stderr", "[options][go]") {
    const std::string input = "boardsize 9\ngenmove b\ngenmove w\nquit\n";
    const Run quiet = run_boardtalk("go --playouts 300 --seed 3", input);
    const Run told = run_boardtalk("go --playouts 300 --seed 3 --log-level info", input);
    CHECK(told.exit_code == 0);
    CHECK(told.out == quiet.out);
    CHECK(quiet.err.empty());
    INFO(told.err);
    // Two lines, one a move: the colour, the move, the search's win rate, playouts and line.
    const std::regex line(R"(genmove: black ([A-J][1-9]): mcts: \1 \d+\.\d% of \d+ playouts)"
                          R"(.*, pv( [A-J][1-9])+; thought [0-9.]+ s)");
    CHECK(std::regex_search(told.err, line));
    CHECK(told.err.find("genmove: white ") != std::string::npos);
}

// Morris and DVONN tell the line their alpha-beta expects after the move, as Go tells its tree's:
// the move played first, then the replies to the search's depth (DVONN's from a random full
// board); stdout holds the responses alone.
TEST_CASE("morris and dvonn: --log-level info tells each genmove's line on stderr",
          "[options][morris][dvonn]") {
    const Run morris = run_boardtalk("morris --deterministic --depth 4 --log-level info",
                                     "play w f6\nplay b b4\nplay w d6\ngenmove b\nquit\n");
    CHECK(morris.exit_code == 0);
    INFO(morris.err);
    std::smatch m;
    const std::regex morris_line(
        R"(genmove: ([a-g][1-7](x[a-g][1-7])?) depth 4 score -?\d+ nodes \d+ in [0-9.]+ s, pv \1)"
        R"(( [a-g][1-7](-[a-g][1-7])?(x[a-g][1-7])?){3}\n)");
    REQUIRE(std::regex_search(morris.err, m, morris_line));
    CHECK(morris.out == "= \n\n= \n\n= \n\n= " + m[1].str() + "\n\n= \n\n");
    const Run dvonn = run_boardtalk(
        "dvonn --random-setup 3 --deterministic --depth 3 --log-level info", "genmove w\nquit\n");
    CHECK(dvonn.exit_code == 0);
    INFO(dvonn.err);
    const std::regex dvonn_line(
        R"(genmove: ([A-K][1-5]-[A-K][1-5]) depth 3 .*, pv \1( [A-K][1-5]-[A-K][1-5]){2}\n)");
    REQUIRE(std::regex_search(dvonn.err, m, dvonn_line));
    CHECK(dvonn.out == "= " + m[1].str() + "\n\n= \n\n");
}

}  // namespace boardtalk::options_test
