#pragma once
// Running the boardtalk program through /bin/sh from a test, output captured: shared by the
// match, tune and option tests.
#include <filesystem>
#include <string>

namespace boardtalk::test_shell {

struct RunResult {
    int exit_code = -1;
    std::string out, err;
};

// Runs `command` with /bin/sh, stdout and stderr captured.
RunResult run_shell(const std::string& command);

// Checks that `run` refused its input as every subcommand refuses bad usage: exit code 2,
// nothing on stdout, one line on stderr, containing `message`.
void check_usage_error(const RunResult& run, const std::string& message);

// The boardtalk program (env BOARDTALK_BIN), single-quoted for the shell.
std::string bin();
// `text` single-quoted for the shell.
std::string quote(const std::string& text);

// The whole file.
std::string read_file(const std::filesystem::path& path);

// An empty directory for one test: BOARDTALK_BUILD/<area>/<name> (else under /tmp), whatever
// was there removed first.
std::filesystem::path fresh_dir(const std::string& area, const std::string& name);

}  // namespace boardtalk::test_shell
