// --resume plays only the games missing from results.jsonl; --shard I/N with GNU parallel and
// --summarize give the same games as one unsharded run.
#include <algorithm>
#include <catch2/catch.hpp>
#include <fstream>

#include "tests/match/runner/match_run.hpp"
#include "tools/match/summary.hpp"

namespace boardtalk::match_test {

namespace {

namespace fs = std::filesystem;

// A deterministic Morris match (fixed-depth engines), `extra` appended.
std::string morris_match(int games, const std::string& extra) {
    const char* b = std::getenv("BOARDTALK_BIN");
    REQUIRE(b != nullptr);
    return bin() + " match --game morris --games " + std::to_string(games) +
           " --max-moves 60 --seed 3 --engine-a " +
           quote(std::string(b) + " morris --deterministic --depth 2") + " --engine-b " +
           quote(std::string(b) + " morris --deterministic --depth 1") + " " + extra;
}

std::vector<std::string> record_files(const fs::path& dir) {
    std::vector<std::string> out;
    for (const auto& e : fs::directory_iterator(dir))
        if (e.path().filename().string().starts_with("game-"))
            out.push_back(e.path().filename().string());
    return out;
}

// The result without what differs between runs of the same game: the timings.
std::string without_timing(match::GameResult r) {
    r.a_seconds = r.b_seconds = 0;
    return match::to_json_line(r);
}

}  // namespace

TEST_CASE("--resume plays exactly the games missing from the results", "[match][resume]") {
    const auto dir = fresh_dir("resume");
    const auto first = run_shell(morris_match(4, "--jobs 2 --out " + quote(dir.string())));
    INFO(first.err);
    REQUIRE(first.exit_code == 0);
    auto results = read_results_file(dir);
    REQUIRE(results.size() == 4);
    // Drop the last line and every record: only the dropped game may be played again.
    const match::GameResult dropped = results.back();
    results.pop_back();
    {
        std::ofstream out(dir / "results.jsonl", std::ios::trunc);
        for (const auto& r : results) out << match::to_json_line(r) << '\n';
    }
    for (const auto& name : record_files(dir)) fs::remove(dir / name);
    const auto again = run_shell(morris_match(4, "--jobs 2 --out " + quote(dir.string())));
    CHECK(again.exit_code == 2);  // without --resume the directory is refused
    CHECK(again.err.find("--resume") != std::string::npos);
    const auto resumed =
        run_shell(morris_match(4, "--jobs 2 --resume --out " + quote(dir.string())));
    INFO(resumed.err);
    REQUIRE(resumed.exit_code == 0);
    const auto after = read_results_file(dir);
    REQUIRE(after.size() == 4);
    CHECK(after.back().index == dropped.index);
    CHECK(without_timing(after.back()) == without_timing(dropped));
    CHECK(record_files(dir) == std::vector<std::string>{dropped.record});
    // Its progress line counts the whole match, the 3 games of the first run included.
    CHECK(resumed.err.find("[4/4] a ") != std::string::npos);
    CHECK(resumed.err.find("[1/1]") == std::string::npos);
}

TEST_CASE("a match split into shards with GNU parallel equals the unsharded match",
          "[match][shard]") {
    const auto whole = fresh_dir("shard-whole");
    const auto base = fresh_dir("shard-parts") / "part";
    const auto run = run_shell(morris_match(7, "--jobs 2 --out " + quote(whole.string())));
    INFO(run.err);
    REQUIRE(run.exit_code == 0);
    const std::string sharded =
        morris_match(7, "--shard {}/3 --out " + quote(base.string()) + "{}");
    const auto par = run_shell("parallel --will-cite -j 3 " + quote(sharded) + " ::: 1 2 3");
    INFO(par.err);
    REQUIRE(par.exit_code == 0);
    std::vector<match::GameResult> merged;
    for (int i = 1; i <= 3; ++i) {
        const auto part = read_results_file(base.string() + std::to_string(i));
        for (const auto& r : part) CHECK(r.index % 3 == i - 1);
        merged.insert(merged.end(), part.begin(), part.end());
    }
    std::sort(merged.begin(), merged.end(), [](auto& x, auto& y) { return x.index < y.index; });
    auto single = read_results_file(whole);
    std::sort(single.begin(), single.end(), [](auto& x, auto& y) { return x.index < y.index; });
    REQUIRE(merged.size() == 7);
    REQUIRE(single.size() == 7);
    for (std::size_t k = 0; k < 7; ++k)
        CHECK(without_timing(merged[k]) == without_timing(single[k]));
    const auto parts = run_shell(bin() + " match --summarize " + quote(base.string() + "1") + " " +
                                 quote(base.string() + "2") + " " + quote(base.string() + "3"));
    const auto one = run_shell(bin() + " match --summarize " + quote(whole.string()));
    REQUIRE(parts.exit_code == 0);
    REQUIRE(one.exit_code == 0);
    CHECK(before_timing(parts.out) == before_timing(one.out));
    CHECK_FALSE(before_timing(one.out).empty());
}

}  // namespace boardtalk::match_test
