// --tournament through the program: a three-engine round robin whose rating list orders the
// engines by strength, the schedule (pairings, colours, seeds and openings within each pairing),
// a gauntlet, shards merged by --summarize, --resume across pairings and the tournament's --plot.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "tests/match/runner/match_run.hpp"
#include "tools/match/summary.hpp"

namespace boardtalk::match_test {

namespace {

namespace fs = std::filesystem;

// Three Go players on 5x5, deterministic per game seed: 200 playouts, 10 playouts, random.
std::string three_engines() {
    return " --engine strong=" + ours("go --playouts 200 --seed {seed}") +
           " --engine weak=" + ours("go --playouts 10 --seed {seed}") +
           " --engine rand=" + ours("go --player random --seed {seed}");
}

std::string round_robin(int games, const std::string& extra) {
    return bin() + " match --game go --boardsize 5 --seed 1 --tournament round-robin --games " +
           std::to_string(games) + three_engines() + " " + extra;
}

// The engines in the order of the rating list's rows.
std::vector<std::string> rating_order(const std::string& summary) {
    const auto at = summary.find("Rank  Engine");
    REQUIRE(at != std::string::npos);
    std::vector<std::string> out;
    std::istringstream in(summary.substr(at));
    std::string line;
    std::getline(in, line);
    while (std::getline(in, line) && !line.empty()) {
        std::istringstream row(line);
        std::string rank, engine;
        row >> rank >> engine;
        out.push_back(engine);
    }
    return out;
}

std::string without_timing(match::GameResult r) {
    r.a_seconds = r.b_seconds = 0;
    return match::to_json_line(r);
}

}  // namespace

TEST_CASE("a three-engine round robin: schedule, cross table and rating list by strength",
          "[match][tournament]") {
    const auto dir = fresh_dir("tournament-rr");
    // 5 games per pairing: an odd count, so pairings start on odd global indices too.
    const auto run = run_shell(round_robin(5, "--jobs 2 --out " + quote(dir.string())));
    INFO(run.err);
    INFO(run.out);
    REQUIRE(run.exit_code == 0);
    auto results = read_results_file(dir);
    std::sort(results.begin(), results.end(), [](auto& x, auto& y) { return x.index < y.index; });
    REQUIRE(results.size() == 15);
    const std::pair<std::string, std::string> pairings[] = {
        {"strong", "weak"}, {"strong", "rand"}, {"weak", "rand"}};
    for (const auto& r : results) {
        INFO(r.index);
        const int k = r.index % 5;  // the game within its pairing
        CHECK(r.a_name == pairings[r.index / 5].first);
        CHECK(r.b_name == pairings[r.index / 5].second);
        CHECK(r.a_colour == (k % 2 == 0 ? "black" : "white"));  // alternating within the pairing
        CHECK(r.seed == 1 + static_cast<std::uint64_t>(r.index));
    }
    CHECK(run.out.find("round-robin: strong, weak, rand\n") == 0);
    CHECK(run.out.find("Engine  strong  weak  rand  Total") != std::string::npos);
    CHECK(run.out.find("strong at 0") != std::string::npos);
    CHECK(rating_order(run.out) == std::vector<std::string>{"strong", "weak", "rand"});
    CHECK(run.out.find("seconds per move: strong ") != std::string::npos);
    // Progress lines name the pairing of each game.
    CHECK(run.err.find(" strong vs weak: ") != std::string::npos);
    CHECK(run.err.find(" weak vs rand: weak won; weak ") != std::string::npos);

    // --summarize prints the same; --plot draws the first engine's running score.
    const auto svg = dir / "plot.svg";
    const auto again = run_shell(bin() + " match --summarize " + quote(dir.string()) + " --plot " +
                                 quote(svg.string()));
    CHECK(again.exit_code == 0);
    CHECK(before_timing(again.out) == before_timing(run.out));
    CHECK(read_file(svg).find("a: strong  vs  b: the others") != std::string::npos);
}

TEST_CASE("a gauntlet: the first engine against each of the others", "[match][tournament]") {
    const auto dir = fresh_dir("tournament-gauntlet");
    const auto run = run_shell(bin() + " match --game go --boardsize 5 --games 2 --max-moves 10" +
                               " --tournament gauntlet --engine x=" + quote(our_go(1)) +
                               " --engine y=" + quote(our_go(2)) +
                               " --engine z=" + quote(our_go(3)) + " --out " + quote(dir.string()));
    INFO(run.err);
    REQUIRE(run.exit_code == 0);
    auto results = read_results_file(dir);
    std::sort(results.begin(), results.end(), [](auto& x, auto& y) { return x.index < y.index; });
    REQUIRE(results.size() == 4);
    for (const auto& r : results) {
        CHECK(r.a_name == "x");
        CHECK(r.b_name == (r.index < 2 ? "y" : "z"));
    }
    CHECK(run.out.find("gauntlet: x, y, z\n") == 0);
    CHECK(run.out.find("y       ") != std::string::npos);  // y and z have rows, no game between
    CHECK(read_file(dir / "match.json").find("\"tournament\": \"gauntlet\"") != std::string::npos);
}

TEST_CASE("a tournament's openings: game k of each pairing plays opening (k / 2) mod count",
          "[match][tournament][openings]") {
    const auto dir = fresh_dir("tournament-openings");
    const auto file = dir / "openings.txt";
    std::ofstream(file) << "C3\nB2\n";
    const auto out = dir / "out";
    const auto run =
        run_shell(bin() + " match --game go --boardsize 5 --games 3 --max-moves 3" +
                  " --tournament round-robin --openings " + quote(file.string()) +
                  " --engine x=" + quote(our_go(1)) + " --engine y=" + quote(our_go(2)) +
                  " --engine z=" + quote(our_go(3)) + " --out " + quote(out.string()));
    INFO(run.err);
    REQUIRE(run.exit_code == 0);
    const auto results = read_results_file(out);
    REQUIRE(results.size() == 9);
    for (const auto& r : results) {
        const std::string sgf = read_file(out / r.record);
        INFO(r.index);
        INFO(sgf);
        CHECK(sgf.find(r.index % 3 / 2 == 0 ? ";B[cc]" : ";B[bd]") != std::string::npos);
    }
}

TEST_CASE("a tournament in shards with GNU parallel, and resumed, equals one run",
          "[match][tournament][shard]") {
    const auto whole = fresh_dir("tournament-whole");
    const auto base = fresh_dir("tournament-parts") / "part";
    const auto one = run_shell(round_robin(3, "--jobs 2 --out " + quote(whole.string())));
    INFO(one.err);
    REQUIRE(one.exit_code == 0);
    const std::string sharded = round_robin(3, "--shard {}/2 --out " + quote(base.string()) + "{}");
    const auto par = run_shell("parallel --will-cite -j 2 " + quote(sharded) + " ::: 1 2");
    INFO(par.err);
    REQUIRE(par.exit_code == 0);
    const auto parts = run_shell(bin() + " match --summarize " + quote(base.string() + "1") + " " +
                                 quote(base.string() + "2"));
    REQUIRE(parts.exit_code == 0);
    CHECK(before_timing(parts.out) == before_timing(one.out));
    CHECK(parts.out.find("go: 9 games") != std::string::npos);

    // Drop the games of the last pairing: --resume plays exactly those again.
    auto results = read_results_file(whole);
    std::sort(results.begin(), results.end(), [](auto& x, auto& y) { return x.index < y.index; });
    {
        std::ofstream out(whole / "results.jsonl", std::ios::trunc);
        for (std::size_t k = 0; k < 6; ++k) out << match::to_json_line(results[k]) << '\n';
    }
    const auto resumed =
        run_shell(round_robin(3, "--jobs 2 --resume --out " + quote(whole.string())));
    INFO(resumed.err);
    REQUIRE(resumed.exit_code == 0);
    auto after = read_results_file(whole);
    std::sort(after.begin(), after.end(), [](auto& x, auto& y) { return x.index < y.index; });
    REQUIRE(after.size() == 9);
    for (std::size_t k = 0; k < 9; ++k)
        CHECK(without_timing(after[k]) == without_timing(results[k]));
    CHECK(before_timing(resumed.out) == before_timing(one.out));
}

}  // namespace boardtalk::match_test
