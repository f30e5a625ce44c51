// An engine that hangs or prints something that is no response: one clear message naming the
// engine and the command, and the engine is stopped.
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
