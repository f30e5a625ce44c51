// --sprt through the program: the test stops the match when it decides, exits 0 / 3 / 4 for
// H1 / H0 / neither, gives the same decision with any --jobs, again with --summarize and
// --resume, and refuses bad values before anything is written.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdlib>

#include "tests/match/runner/match_run.hpp"
#include "tools/match/summary.hpp"

namespace boardtalk::match_test {

namespace {

namespace fs = std::filesystem;

// Our Go player with 200 playouts (deterministic with --seed) against the random player, on
// 5x5: the search wins every game, so H1 (elo1 = 200; elo1 = 20 would need about 53 pairs
// of wins) is accepted after a few pairs (8, games 0..15).
std::string strong_against_random(const fs::path& out, int jobs, const std::string& sprt,
                                  int games = 60) {
    return bin() + " match --game go --boardsize 5 --games " + std::to_string(games) +
           " --seed 1 --jobs " + std::to_string(jobs) + " --sprt " + sprt + " --engine-a " +
           ours("go --playouts 200 --seed {seed}") + " --engine-b " +
           ours("go --player random --seed {seed}") + " --out " + quote(out.string());
}

// Bad --sprt values are refused before anything is written: the output directory is never made.
void check_refused(const std::string& args, const std::string& message) {
    CHECK_FALSE(fs::exists(check_refused_run(args, message)));
}

}  // namespace

TEST_CASE("two copies of one engine do not accept H1", "[match][sprt]") {
    // Two random Go players seeded per game: equal strength, so with elo0 = 0, elo1 = 20 the
    // test must not accept H1; 40 games are too few for H0, so it ends undecided (exit 4).
    const auto dir = fresh_dir("sprt-equal");
    const auto run = run_shell(bin() + " match --game go --games 40 --jobs 2 --seed 11" +
                               " --sprt elo0=0,elo1=20 --engine-a " + quote(our_go(1)) +
                               " --engine-b " + quote(our_go(1)) + " --out " + quote(dir.string()));
    INFO(run.err);
    INFO(run.out);
    CHECK(run.exit_code == 4);
    CHECK(read_results_file(dir).size() == 40);
    CHECK(run.out.find("counted: 20 pairs") != std::string::npos);
    CHECK(run.out.find("decision: none (LLR between the bounds)") != std::string::npos);
    CHECK(run.err.find("LLR ") != std::string::npos);  // progress against the bounds
    CHECK(run.err.find("[-2.94, +2.94] after 20 pairs") != std::string::npos);
}

TEST_CASE("two identical deterministic engines accept H0 and stop", "[match][sprt]") {
    // Each pair is the same game with colours swapped: one point in every pair, exit 3.
    const auto dir = fresh_dir("sprt-h0");
    const std::string morris = ours("morris --deterministic --depth 1 --tt-log2 10");
    const auto run = run_shell(bin() + " match --game morris --games 200 --max-moves 60" +
                               " --sprt elo0=0,elo1=100 --engine-a " + morris + " --engine-b " +
                               morris + " --out " + quote(dir.string()));
    INFO(run.err);
    INFO(run.out);
    CHECK(run.exit_code == 3);
    CHECK(run.out.find("decision: H0 accepted") != std::string::npos);
    CHECK(run.out.find("pairs by a's points (0, 1/2, 1, 3/2, 2): 0 0 ") != std::string::npos);
    CHECK(read_results_file(dir).size() < 40);  // stopped long before --games
}

TEST_CASE("a strong engine against a random one accepts H1, the same with any --jobs",
          "[match][sprt]") {
    const auto dir = fresh_dir("sprt-strong");
    const auto two = run_shell(strong_against_random(dir / "jobs2", 2, "elo0=0,elo1=200"));
    INFO(two.err);
    INFO(two.out);
    REQUIRE(two.exit_code == 0);
    CHECK(two.out.find("decision: H1 accepted") != std::string::npos);
    CHECK(two.out.find("pairs by a's points (0, 1/2, 1, 3/2, 2): 0 0 0 0 ") != std::string::npos);
    const auto played = read_results_file(dir / "jobs2").size();
    CHECK(played < 30);  // a few dozen games at most, not --games 60

    const auto one = run_shell(strong_against_random(dir / "jobs1", 1, "elo0=0,elo1=200"));
    CHECK(one.exit_code == 0);
    CHECK(before_timing(one.out) == before_timing(two.out));

    // --summarize recomputes the test from results.jsonl: the same table, decision and code.
    const auto summary = run_shell(bin() + " match --summarize " + quote((dir / "jobs2").string()));
    CHECK(summary.exit_code == 0);
    CHECK(before_timing(summary.out) == before_timing(two.out));

    // --resume of a decided test plays nothing; another test in the directory is refused.
    const auto resumed =
        run_shell(strong_against_random(dir / "jobs2", 2, "elo0=0,elo1=200") + " --resume");
    CHECK(resumed.exit_code == 0);
    CHECK(read_results_file(dir / "jobs2").size() == played);
    CHECK(before_timing(resumed.out) == before_timing(two.out));
    const auto other =
        run_shell(strong_against_random(dir / "jobs2", 2, "elo0=0,elo1=100") + " --resume");
    CHECK(other.exit_code == 2);
    CHECK(other.err.find("holds results of another match") != std::string::npos);
    CHECK(read_results_file(dir / "jobs2").size() == played);
}

TEST_CASE("bad --sprt values are refused with one line, nothing written", "[match][sprt]") {
    const std::string go =
        "--game go --engine-a " + quote(our_go()) + " --engine-b " + quote(our_go(2)) + " --sprt ";
    check_refused(go + "elo0=10,elo1=0", "--sprt: elo0 must be less than elo1");
    check_refused(go + "elo0=0,elo1=10,gamma=3", "--sprt: unknown key 'gamma'");
    check_refused(go + "elo0=0,elo1=10,model=bayes", "--sprt: model must be logistic");
    check_refused(go + "elo0=0,elo1=10,alpha=1", "--sprt: alpha and beta must be");
    check_refused(go + "elo1=10", "--sprt: elo0 and elo1 are required");
    check_refused(go + "elo0=0,elo1=10 --shard 1/2", "--sprt with --shard needs --games");
    check_refused(go + "elo0=0,elo1=10 --games 0", "--games: must be 1..1000000");
    check_refused("--game 2048 --engine-a " + quote(our_go()) + " --sprt elo0=0,elo1=10",
                  "--sprt is for two-player games");
}

TEST_CASE("--sprt in shards with GNU parallel: --summarize equals the unsharded test",
          "[match][sprt][shard]") {
    // Each shard plays all its games of --games 24; the merged summary counts them in index
    // order up to the decision, as the unsharded run that stopped there (after 16 games: the
    // 8 later ones are not counted).
    const auto dir = fresh_dir("sprt-shards");
    const auto whole = run_shell(strong_against_random(dir / "whole", 2, "elo0=0,elo1=200", 24));
    INFO(whole.err);
    REQUIRE(whole.exit_code == 0);
    const std::string sharded =
        strong_against_random(dir / "part", 1, "elo0=0,elo1=200", 24) + "{} --shard {}/3";
    const auto par = run_shell("parallel --will-cite -j 2 " + quote(sharded) + " ::: 1 2 3");
    INFO(par.out);
    INFO(par.err);
    REQUIRE(par.exit_code == 0);
    CHECK(par.out.find("sprt: not evaluated in a shard") != std::string::npos);
    std::size_t played = 0;
    for (int i = 1; i <= 3; ++i)
        played += read_results_file(dir / ("part" + std::to_string(i))).size();
    CHECK(played == 24);  // no early stop in a shard
    const auto merged =
        run_shell(bin() + " match --summarize " + quote((dir / "part1").string()) + " " +
                  quote((dir / "part2").string()) + " " + quote((dir / "part3").string()));
    INFO(merged.out);
    CHECK(merged.exit_code == 0);
    CHECK(before_timing(merged.out) == before_timing(whole.out));
    CHECK(merged.out.find("decision: H1 accepted") != std::string::npos);
    CHECK(merged.out.find("decided after ") > merged.out.find(match::timing_separator));
    CHECK(merged.out.find(" later games not counted") != std::string::npos);
}

}  // namespace boardtalk::match_test
