#include "tests/play/play_runner.hpp"

#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace play_test {

namespace {

std::string boardtalk_bin() {
    const char* bin = std::getenv("BOARDTALK_BIN");
    REQUIRE(bin != nullptr);
    return bin;
}

std::string quoted(const std::string& word) {
    std::string out = "'";
    for (char c : word) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return out + "'";
}

std::string slurp(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

}  // namespace

std::string scratch_path(const std::string& name) {
    const auto dir = std::filesystem::temp_directory_path() /
                     ("boardtalk_play_test_" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    return (dir / name).string();
}

namespace {

// `prefix` boardtalk play ARGS with stdin redirected by `stdin_redirect`, output captured.
Run run_with_stdin(const std::string& prefix, const std::vector<std::string>& args,
                   const std::string& stdin_redirect) {
    const std::string out = scratch_path("stdout.txt"), err = scratch_path("stderr.txt");
    std::string command = prefix + quoted(boardtalk_bin()) + " play";
    for (const auto& a : args) command += " " + quoted(a);
    command += " " + stdin_redirect + " >" + quoted(out) + " 2>" + quoted(err);
    const int status = std::system(command.c_str());
    Run run;
    run.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    run.out = slurp(out);
    run.err = slurp(err);
    return run;
}

}  // namespace

Run run_play(const std::vector<std::string>& args, const std::string& input) {
    const std::string in = scratch_path("stdin.txt");
    std::ofstream(in, std::ios::binary) << input;
    return run_with_stdin("", args, "<" + quoted(in));
}

Run run_play_stdin_closed(const std::vector<std::string>& args) {
    return run_with_stdin("timeout -k 2 20 ", args, "<&-");
}

std::unique_ptr<boardtalk::protocol::EngineProcess> helper_engine(
    const std::string& game, const std::vector<std::string>& args) {
    std::vector<std::string> argv{boardtalk_bin(), game};
    argv.insert(argv.end(), args.begin(), args.end());
    auto started = boardtalk::protocol::EngineProcess::start(argv, {});
    INFO(started.error);
    REQUIRE(started.engine);
    return std::move(started.engine);
}

std::string ask(boardtalk::protocol::EngineProcess& engine, const std::string& command) {
    const auto r = engine.send(command, std::chrono::seconds(30));
    INFO(command << " -> " << r.text);
    REQUIRE(r.status == boardtalk::protocol::Response::Status::success);
    return r.text;
}

int count(const std::string& text, const std::string& needle) {
    int n = 0;
    for (auto at = text.find(needle); at != std::string::npos; at = text.find(needle, at + 1)) ++n;
    return n;
}

}  // namespace play_test
