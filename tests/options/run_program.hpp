#pragma once
// Runs `boardtalk ARGS` through /bin/sh with some stdin, under a generous time limit (a hang
// shows as exit code 124 instead of hanging the test), stdout and stderr captured.
#include <string>

#include "tests/common/run_shell.hpp"

namespace boardtalk::options_test {

using Run = test_shell::RunResult;

// `args` is shell text after the program's name; `input` is written to its stdin.
Run run_boardtalk(const std::string& args, const std::string& input = "quit\n");

// Checks the run refused its options: exit code 2, nothing on stdout, one line on stderr
// containing `message`.
void check_refused(const std::string& args, const std::string& message);

// The response to one command sent to `boardtalk ARGS`: "= ..." or "? ..." without the blank line.
std::string answer(const std::string& args, const std::string& command);

}  // namespace boardtalk::options_test
