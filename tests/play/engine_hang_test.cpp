// An engine that hangs or prints something that is no response, and a signal to the front end:
// one clear message naming the engine and the command, and the engine is always stopped.
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <thread>

#include "tests/play/play_runner.hpp"

namespace {

using namespace std::chrono_literals;
using Clock = std::chrono::steady_clock;

const std::string kEngine = "sh tests/play/scripts/hangs_on_genmove.sh ";

// A fresh path for the engine's pid file.
std::string pid_file(const std::string& name) {
    const auto path = play_test::scratch_path(name);
    std::filesystem::remove(path);
    return path;
}

// The pid the engine wrote to `path`, waiting up to a minute for it; 0 if none came.
pid_t wait_for_pid(const std::string& path) {
    for (const auto end = Clock::now() + 60s; Clock::now() < end;
         std::this_thread::sleep_for(20ms)) {
        pid_t pid = 0;
        if (std::ifstream(path) >> pid) return pid;
    }
    return 0;
}

// True once `pid` no longer runs (gone, or a zombie nobody reaped yet), waiting up to `limit`.
bool gone_within(pid_t pid, std::chrono::seconds limit) {
    for (const auto end = Clock::now() + limit; Clock::now() < end;
         std::this_thread::sleep_for(20ms)) {
        if (::kill(pid, 0) != 0 && errno == ESRCH) return true;
        std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
        std::string id, name, state;
        if (stat >> id >> name >> state && state == "Z") return true;
    }
    return false;
}

// Whatever a failed test left running: the engine's process group.
void kill_leftovers(pid_t engine) {
    if (engine <= 0) return;
    ::kill(-engine, SIGKILL);
    ::kill(engine, SIGKILL);
}

// `boardtalk play go` watching `engine` play, started directly (so that the test can signal it)
// with stdin a pipe that stays open and stdout/stderr thrown away.
pid_t spawn_play(const std::string& engine, int& stdin_write_end) {
    int in[2];
    REQUIRE(::pipe2(in, O_CLOEXEC) == 0);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, in[0], STDIN_FILENO);
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0);
    const char* bin = std::getenv("BOARDTALK_BIN");
    REQUIRE(bin != nullptr);
    std::vector<std::string> args{bin,        "play", "go",        "--mode", "engine-engine",
                                  "--engine", engine, "--no-color"};
    std::vector<char*> argv;
    for (auto& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    pid_t pid = -1;
    const int rc = ::posix_spawn(&pid, bin, &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    ::close(in[0]);
    stdin_write_end = in[1];
    REQUIRE(rc == 0);
    return pid;
}

// Waits up to a minute for `pid` to end; its wait status, or -1 (then it is killed).
int wait_exit(pid_t pid) {
    for (const auto end = Clock::now() + 60s; Clock::now() < end;
         std::this_thread::sleep_for(20ms)) {
        int status = 0;
        if (::waitpid(pid, &status, WNOHANG) == pid) return status;
    }
    ::kill(pid, SIGKILL);
    ::waitpid(pid, nullptr, 0);
    return -1;
}

}  // namespace

TEST_CASE("an engine that hangs: one message after the timeout, and it is stopped", "[play][bad]") {
    const auto pids = pid_file("hang.pid");
    const auto run = play_test::run_play(
        {"go", "--mode", "engine-engine", "--engine", kEngine + pids, "--timeout", "1"}, "");
    INFO(run.err);
    CHECK(run.exit_code == 1);
    CHECK(run.err.find("boardtalk play: the engine (" + kEngine + pids +
                       ") did not answer 'genmove black' within 1 s\n") == 0);
    CHECK(run.err.find("the game got as far as 0 turns\n") != std::string::npos);
    const pid_t engine = wait_for_pid(pids);
    REQUIRE(engine > 0);
    CHECK(gone_within(engine, 10s));
    kill_leftovers(engine);
}

TEST_CASE("a line that is no response is garbage at once, not a timeout", "[play][bad]") {
    const auto pids = pid_file("stray.pid");
    const std::string engine_command = kEngine + pids + " stray";
    // The default timeout for a move is over two minutes: the message must come long before.
    const auto run =
        play_test::run_play({"go", "--mode", "engine-engine", "--engine", engine_command}, "");
    INFO(run.err);
    CHECK(run.exit_code == 1);
    CHECK(run.err.find("boardtalk play: the engine (" + engine_command +
                       ") answered 'genmove black' with garbage: thinking hard...\n") == 0);
    const pid_t engine = wait_for_pid(pids);
    REQUIRE(engine > 0);
    CHECK(gone_within(engine, 10s));
    kill_leftovers(engine);
}

TEST_CASE("a --timeout out of range is refused", "[play][bad]") {
    for (const char* bad : {"-1", "86401", "nan"}) {
        const auto run = play_test::run_play({"go", "--timeout", bad}, "");
        INFO(bad << ": " << run.err);
        CHECK(run.exit_code == 2);
        CHECK(run.err.find("--timeout") != std::string::npos);
    }
}

TEST_CASE("SIGTERM, SIGINT or SIGHUP to boardtalk play stops its busy engine", "[play][signal]") {
    const int sig = GENERATE(SIGTERM, SIGINT, SIGHUP);
    INFO("signal " << sig);
    const auto pids = pid_file("signal.pid");
    int stdin_write_end = -1;
    const pid_t play = spawn_play(kEngine + pids, stdin_write_end);
    const pid_t engine = wait_for_pid(pids);  // the engine is now thinking (hanging) on genmove
    REQUIRE(engine > 0);
    ::kill(play, sig);
    const int status = wait_exit(play);
    ::close(stdin_write_end);
    CHECK(WIFSIGNALED(status));
    CHECK(WTERMSIG(status) == sig);  // and it still ends by that signal
    CHECK(gone_within(engine, 10s));
    kill_leftovers(engine);
}
