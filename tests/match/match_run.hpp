#pragma once
// Helpers for the match tests: run `boardtalk match ...` through the shell, read what it wrote.
#include <filesystem>
#include <string>
#include <vector>

#include "adapters/match/game_result.hpp"

namespace boardtalk::match_test {

struct RunResult {
    int exit_code = -1;
    std::string out, err;
};

// Runs `command` with /bin/sh, stdout and stderr captured.
RunResult run_shell(const std::string& command);

// The boardtalk program (env BOARDTALK_BIN), single-quoted for the shell.
std::string bin();
// `text` single-quoted for the shell.
std::string quote(const std::string& text);

// An empty directory for one test: BOARDTALK_BUILD/test-match/<name> (removed first).
std::filesystem::path fresh_dir(const std::string& name);

// The result lines of <dir>/results.jsonl in file order (every line must parse).
std::vector<match::GameResult> read_results_file(const std::filesystem::path& dir);

// The whole file.
std::string read_file(const std::filesystem::path& path);

// Go engine command lines: ours (random or fast, seeded) and a broken script.
std::string our_go(int seed = 1);
std::string broken(const std::string& mode);

}  // namespace boardtalk::match_test
