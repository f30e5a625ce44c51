#pragma once
// Helpers for the match tests: run `boardtalk match ...` through the shell, read what it wrote.
#include <filesystem>
#include <string>
#include <variant>
#include <vector>

#include "engine/morris/game.hpp"
#include "tests/common/run_shell.hpp"
#include "tools/match/game_result.hpp"
#include "tools/match/match_options.hpp"

namespace boardtalk::match_test {

using test_shell::bin;
using test_shell::quote;
using test_shell::read_file;
using test_shell::run_shell;
using test_shell::RunResult;

// An empty directory for one test: BOARDTALK_BUILD/test-match/<name> (removed first).
std::filesystem::path fresh_dir(const std::string& name);

// Runs `boardtalk match ARGS --out DIR` and checks it was refused: exit code 2, one line on
// stderr containing `message`, nothing on stdout. Returns DIR (a fresh path) for the caller to
// check what was written.
std::filesystem::path check_refused_run(const std::string& args, const std::string& message);

// The result lines of <dir>/results.jsonl in file order (every line must parse).
std::vector<match::GameResult> read_results_file(const std::filesystem::path& dir);

// Checks that engine a forfeited game `r` by `cause`, which b won.
void check_forfeit_of_a(const match::GameResult& r, match::ForfeitCause cause);

// The Morris game the record file at `path` replays to (the test stops if it does not).
morris::Game morris_game_of(const std::string& path);

// Go engine command lines: ours (random or fast, seeded) and a broken script.
std::string our_go(int seed = 1);
// `boardtalk ARGS` (the binary under test) as an engine command, and quoted for the shell.
std::string our_command(const std::string& args);
std::string ours(const std::string& args);
// `boardtalk match ARGS` parsed in-process, as parse_match_options sees it.
std::variant<match::MatchOptions, int> parse_options(std::vector<std::string> args);
std::string broken(const std::string& mode);
// A match summary up to its timing part (which differs between runs).
std::string before_timing(const std::string& summary);

}  // namespace boardtalk::match_test
