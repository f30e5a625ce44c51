#pragma once
// Runs `boardtalk play ...` with scripted stdin and captures its stdout, stderr and exit code;
// and starts a separate helper engine (`boardtalk GAME`) for tests that compute their scripts or
// check results independently.
#include <memory>
#include <string>
#include <vector>

#include "protocol/client/engine_process.hpp"

namespace play_test {

struct Run {
    int exit_code = -1;
    std::string out;
    std::string err;
};

// `boardtalk play` with these arguments (each quoted for the shell) and `input` on stdin.
Run run_play(const std::vector<std::string>& args, const std::string& input);

// `boardtalk play` with these arguments and stdin closed, stopped after 20 seconds (exit code
// 124: it hung).
Run run_play_stdin_closed(const std::vector<std::string>& args);

// A fresh `boardtalk GAME [args]`; fails the test if it cannot start.
std::unique_ptr<boardtalk::protocol::EngineProcess> helper_engine(
    const std::string& game, const std::vector<std::string>& args = {});

// The result text of `command`; fails the test unless the engine answered `=`.
std::string ask(boardtalk::protocol::EngineProcess& engine, const std::string& command);

// A path for a scratch file unique to this test process.
std::string scratch_path(const std::string& name);

// How often `needle` occurs in `text`.
int count(const std::string& text, const std::string& needle);

}  // namespace play_test
