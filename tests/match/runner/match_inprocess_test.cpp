// run_match and run_summarize called in-process (so sanitizer builds see the runner's threads,
// processes and files), with our Go engine and a broken script as the engines.
#include <catch2/catch.hpp>
#include <iostream>
#include <sstream>

#include "tests/match/runner/match_run.hpp"
#include "tools/match/match_options.hpp"
#include "tools/match/match_runner.hpp"
#include "tools/match/summary.hpp"

namespace boardtalk::match_test {

namespace {

// Parses `args` as `boardtalk match` would; the test fails on a usage error.
match::MatchOptions options(std::vector<std::string> args) {
    args.insert(args.begin(), "match");
    std::vector<char*> argv;
    for (auto& a : args) argv.push_back(a.data());
    auto parsed = match::parse_match_options(static_cast<int>(argv.size()), argv.data());
    REQUIRE(std::holds_alternative<match::MatchOptions>(parsed));
    return std::get<match::MatchOptions>(parsed);
}

// Runs `f` with std::cout captured; returns its exit code and the text.
template <class F>
std::pair<int, std::string> capture(F f) {
    std::ostringstream text;
    auto* old = std::cout.rdbuf(text.rdbuf());
    const int code = f();
    std::cout.rdbuf(old);
    return {code, text.str()};
}

}  // namespace

TEST_CASE("in-process match: two jobs, move limit, then a summary", "[match][inprocess]") {
    const auto dir = fresh_dir("inprocess");
    const auto o =
        options({"--game", "go", "--games", "4", "--jobs", "2", "--max-moves", "12", "--engine-a",
                 our_go(1), "--engine-b", our_go(2), "--out", dir.string()});
    const auto [code, out] = capture([&] { return match::run_match(o); });
    REQUIRE(code == 0);
    CHECK(out.find("4 games") != std::string::npos);
    const auto results = read_results_file(dir);
    REQUIRE(results.size() == 4);
    for (const auto& r : results) {
        CHECK(r.end == "max moves");
        CHECK(r.moves == 12);
        CHECK(r.a_moves == 6);
        CHECK(r.b_moves == 6);
    }
    const auto s = options({"--summarize", dir.string()});
    const auto [again, summary] = capture([&] { return match::run_summarize(s); });
    CHECK(again == 0);
    CHECK(before_timing(summary) == before_timing(out));
}

TEST_CASE("in-process match: a garbage engine forfeits every game", "[match][inprocess]") {
    const auto dir = fresh_dir("inprocess-garbage");
    const auto o = options({"--game", "go", "--games", "2", "--jobs", "2", "--engine-a", our_go(1),
                            "--engine-b", broken("garbage"), "--out", dir.string()});
    const auto [code, out] = capture([&] { return match::run_match(o); });
    REQUIRE(code == 0);
    for (const auto& r : read_results_file(dir)) {
        CHECK(r.forfeit_engine == std::optional<std::string>("b"));
        CHECK(r.forfeit_cause == std::optional(match::ForfeitCause::garbage));
        CHECK(r.winner == match::Winner::a);
    }
}

}  // namespace boardtalk::match_test
