#include "tests/match/runner/match_run.hpp"

#include <catch2/catch.hpp>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "engine/morris/text_format.hpp"
#include "tools/match/summary.hpp"

namespace boardtalk::match_test {

namespace fs = std::filesystem;

std::string before_timing(const std::string& summary) {
    return summary.substr(0, summary.find(match::timing_separator));
}

fs::path fresh_dir(const std::string& name) {
    return test_shell::fresh_dir("test-match", name);
}

fs::path check_refused_run(const std::string& args, const std::string& message) {
    const auto dir = fresh_dir("refused") / "out";
    const auto run = run_shell(bin() + " match " + args + " --out " + quote(dir.string()));
    INFO(args);
    test_shell::check_usage_error(run, message);
    return dir;
}

void check_forfeit_of_a(const match::GameResult& r, match::ForfeitCause cause) {
    INFO("game " << r.index << " " << r.result);
    CHECK(r.end == "forfeit");
    CHECK(r.forfeit_engine == std::optional<std::string>("a"));
    CHECK(r.forfeit_cause == std::optional(cause));
    CHECK(r.winner == match::Winner::b);
}

morris::Game morris_game_of(const std::string& path) {
    INFO(path);
    const auto record = morris::TextFormat().read(read_file(path));
    REQUIRE(record);
    auto game = morris::Game::from_record(*record);
    REQUIRE(game);
    return std::move(*game);
}

std::vector<match::GameResult> read_results_file(const fs::path& dir) {
    std::vector<match::GameResult> out;
    std::istringstream in(read_file(dir / "results.jsonl"));
    for (std::string line; std::getline(in, line);) {
        auto r = match::from_json_line(line);
        INFO(line);
        REQUIRE(r);
        out.push_back(*r);
    }
    return out;
}

std::string our_go(int seed) {
    const char* b = std::getenv("BOARDTALK_BIN");
    REQUIRE(b != nullptr);
    return std::string(b) + " go --player random --move-time 0.05 --seed " + std::to_string(seed);
}

std::string our_command(const std::string& args) {
    const char* b = std::getenv("BOARDTALK_BIN");
    REQUIRE(b != nullptr);
    return std::string(b) + " " + args;
}

std::string ours(const std::string& args) {
    return quote(our_command(args));
}

std::variant<match::MatchOptions, int> parse_options(std::vector<std::string> args) {
    args.insert(args.begin(), "match");
    std::vector<char*> argv;
    for (auto& a : args) argv.push_back(a.data());
    return match::parse_match_options(static_cast<int>(argv.size()), argv.data());
}

std::string broken(const std::string& mode) {
    return "tests/match/engines/broken_engine.sh " + mode;
}

}  // namespace boardtalk::match_test
