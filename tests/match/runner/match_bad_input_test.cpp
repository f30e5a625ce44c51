// Bad input to `boardtalk match`: one clear line on stderr, exit code 2, no game played.
#include <algorithm>
#include <catch2/catch.hpp>
#include <fstream>

#include "tests/match/runner/match_run.hpp"

namespace boardtalk::match_test {

namespace {

void check_refused(const std::string& args, const std::string& message) {
    CHECK_FALSE(std::filesystem::exists(check_refused_run(args, message) / "results.jsonl.tmp"));
}

std::string go_pair() {
    return " --engine-a " + quote(our_go()) + " --engine-b " + quote(our_go(2));
}

}  // namespace

TEST_CASE("bad options are refused with one line", "[match][input]") {
    check_refused("--game chess --games 2" + go_pair(), "unknown game 'chess'");
    check_refused("--games 2" + go_pair(), "--game is required");
    check_refused("--game go --games 0" + go_pair(), "--games: must be 1..1000000");
    check_refused("--game go" + go_pair(), "--games is required (or --sprt)");
    check_refused("--game go --games 2 --engine-a x", "a second engine is required");
    check_refused("--game 2048 --games 2" + go_pair(), "single-player");
    check_refused("--game go --games 2 --shard 4/3" + go_pair(), "--shard: invalid shard '4/3'");
    // One parser for the value: empty is refused as blank is, not taken as "every game".
    check_refused("--game go --games 2 --shard ''" + go_pair(), "--shard: invalid shard ''");
    check_refused("--game go --games 2 --shard ' '" + go_pair(), "--shard: invalid shard ' '");
    check_refused("--game go --games 2 --shard=" + go_pair(), "'--shard'");
    check_refused("--game go --games 2 --handicap 1" + go_pair(), "--handicap must be");
    check_refused("--game morris --games 2 --komi 5" + go_pair(), "--komi is for go only");
    check_refused("--game go --games 2 --rules nonsense" + go_pair(), "unknown rules");
    check_refused("--game go --games 2 --move-time -1" + go_pair(),
                  "--move-time: must be above 0 and at most 86400 seconds");
    check_refused("--game go --games 2 --timeout-margin 90000" + go_pair(),
                  "--timeout-margin: must be 0..86400 seconds");
    check_refused("--game go --games 2 --max-moves -1" + go_pair(),
                  "--max-moves: must be 0 (no limit) or more");
    check_refused("--game go --games 2 --time-settings 'a b'" + go_pair(), "--time-settings");
    check_refused("--game go --games 2 --no-such-option" + go_pair(), "no-such-option");
    // Options of one game given to another were once ignored silently for Go.
    check_refused("--game go --games 2 --dvonn-setup random" + go_pair(), "for dvonn only");
    check_refused("--game go --games 2 --draw-after 20" + go_pair(), "for morris only");
    check_refused("--game morris --games 2 --draw-after 0" + go_pair(), "--draw-after");
}

TEST_CASE("an engine command that does not start is refused before any game", "[match][input]") {
    check_refused("--game go --games 2 --engine-a /no/such/engine --engine-b " + quote(our_go()),
                  "engine a does not start");
    check_refused("--game go --games 2 --engine-a " + quote(our_go()) + " --engine-b 'false'",
                  "engine b exits at start");
    check_refused("--game go --games 2 --engine-a \"'unterminated\" --engine-b " + quote(our_go()),
                  "engine a does not start");
}

TEST_CASE("unreadable or illegal openings are refused before any game", "[match][input]") {
    const auto dir = fresh_dir("openings");
    check_refused("--game go --games 2 --openings /no/such/file" + go_pair(),
                  "cannot read /no/such/file");
    const auto illegal = dir / "illegal.txt";
    std::ofstream(illegal) << "# first line is a comment\nD4 E5\n\nC3 C3\n";
    check_refused("--game go --games 4 --openings " + quote(illegal.string()) + go_pair(),
                  "line 4: move 2 'C3' is illegal: occupied");
    const auto garbage = dir / "garbage.txt";
    std::ofstream(garbage) << "d6 zz9\n";
    check_refused("--game morris --games 2 --openings " + quote(garbage.string()) +
                      " --engine-a x --engine-b y",
                  "line 1: move 2 'zz9' is not a move");
    const auto empty = dir / "empty.txt";
    std::ofstream(empty) << "\n# nothing\n";
    check_refused("--game go --games 2 --openings " + quote(empty.string()) + go_pair(),
                  "no opening");
}

TEST_CASE("an openings file: game i plays opening (i / 2) mod count", "[match][openings]") {
    const auto dir = fresh_dir("openings-play");
    const auto file = dir / "openings.txt";
    std::ofstream(file) << "E5 D4\nC3\n";
    const auto out = dir / "out";
    const auto run =
        run_shell(bin() + " match --game go --boardsize 9 --games 4 --max-moves 4 --openings " +
                  quote(file.string()) + go_pair() + " --out " + quote(out.string()));
    INFO(run.err);
    REQUIRE(run.exit_code == 0);
    for (const auto& r : read_results_file(out)) {
        const std::string sgf = read_file(out / r.record);
        const std::string first = r.index / 2 == 0 ? ";B[ee];W[df]" : ";B[cg]";
        INFO(sgf);
        CHECK(sgf.find(first) != std::string::npos);
        CHECK(r.moves == 4);
        CHECK(r.a_moves + r.b_moves == (r.index / 2 == 0 ? 2 : 3));
    }
}

}  // namespace boardtalk::match_test

namespace boardtalk::match_test {

TEST_CASE("an output directory that cannot be created is refused before any game",
          "[match][input]") {
    const auto run = run_shell(bin() + " match --game go --games 2" + go_pair() +
                               " --out /proc/boardtalk-match-test");
    INFO(run.err);
    CHECK(run.exit_code == 2);
    CHECK(run.err.find("cannot create /proc/boardtalk-match-test") != std::string::npos);
}

TEST_CASE("a full disk stops the match with one clear error, earlier files kept",
          "[match][input]") {
    const auto dir = fresh_dir("disk-full");
    std::filesystem::create_symlink("/dev/full", dir / "results.jsonl");
    const auto run = run_shell(bin() + " match --game go --games 3 --max-moves 6" + go_pair() +
                               " --out " + quote(dir.string()));
    INFO(run.err);
    CHECK(run.exit_code == 1);
    CHECK(run.err.find("cannot write") != std::string::npos);
    CHECK(run.err.find("No space left on device") != std::string::npos);
    CHECK(std::filesystem::exists(dir / "match.json"));
    CHECK(std::filesystem::exists(dir / "game-0000.sgf"));  // the record written before
    CHECK(run.out.empty());  // no summary of a match that could not be recorded
}

}  // namespace boardtalk::match_test

namespace boardtalk::match_test {

TEST_CASE("bad tournaments are refused with one line, nothing written",
          "[match][input][tournament]") {
    const auto nothing = [](const std::string& args, const std::string& message) {
        CHECK_FALSE(std::filesystem::exists(check_refused_run(args, message)));
    };
    const std::string x = " --engine x=" + quote(our_go(1));
    const std::string xyz =
        x + " --engine y=" + quote(our_go(2)) + " --engine z=" + quote(our_go(3));
    nothing("--game go --games 2 --tournament round-robin" + x,
            "a round-robin needs at least two engines");
    nothing("--game go --games 2 --tournament gauntlet" + x, "a gauntlet needs at least two");
    nothing("--game go --games 2 --tournament swiss" + xyz, "unknown --tournament 'swiss'");
    nothing("--game go --games 2" + xyz, "3 engines need --tournament round-robin or gauntlet");
    nothing("--game go --tournament round-robin --sprt elo0=0,elo1=10" + xyz,
            "--sprt is for a match of two engines, not a round-robin");
    nothing("--game 2048 --games 2 --tournament gauntlet" + x, "--tournament is for two-player");
    nothing("--game go --games 2 --tournament round-robin" + x + " --engine x=" + quote(our_go(2)),
            "--engine: the name x is given twice");
}

}  // namespace boardtalk::match_test
