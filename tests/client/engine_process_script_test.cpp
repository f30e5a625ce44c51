// EngineProcess against misbehaving engines: tests/client/scripts/*.sh.
#include <catch2/catch.hpp>
#include <thread>

#include <sys/wait.h>

#include <cerrno>
#include <string>

#include "protocol/client/engine_process.hpp"

using boardtalk::protocol::EngineProcess;
using boardtalk::protocol::ExitStatus;
using How = EngineProcess::StopResult::How;
using Status = boardtalk::protocol::Response::Status;
using boardtalk::protocol::StrayLines;
using namespace std::chrono_literals;

namespace {

// Short grace periods keep the escalation tests quick.
std::unique_ptr<EngineProcess> start_script(const std::string& script,
                                            StrayLines stray = StrayLines::garbage) {
    EngineProcess::Options options;
    options.stray_lines = stray;
    options.quit_grace = 300ms;
    options.term_grace = 300ms;
    auto started = EngineProcess::start("/bin/sh tests/client/scripts/" + script, options);
    INFO(started.error);
    REQUIRE(started.engine);
    return std::move(started.engine);
}

}  // namespace

TEST_CASE("a program that does not exist cannot be started", "[client][script]") {
    auto started = EngineProcess::start("/nonexistent/engine --mode gtp");
    CHECK_FALSE(started.engine);
    CHECK(started.error.find("No such file") != std::string::npos);

    started = EngineProcess::start("engine 'unterminated");
    CHECK_FALSE(started.engine);
    CHECK(started.error.find("quote") != std::string::npos);
}

TEST_CASE("quoted arguments reach the engine as single words", "[client][script]") {
    auto started = EngineProcess::start(
        std::vector<std::string>{"/bin/sh", "-c", "read x; printf '= %s\\n\\n' \"$0\"", "a b"}, {});
    REQUIRE(started.engine);
    const auto r = started.engine->send("go", 5s);
    CHECK(r.text == "a b");
}

TEST_CASE("a multi-line response and an echoed id", "[client][script]") {
    auto engine = start_script("scripted_engine.sh");
    auto r = engine->send("42 multi", 5s);
    CHECK(r.status == Status::success);
    CHECK(r.id == 42u);
    CHECK(r.text == "first\nsecond\n third");
    r = engine->send("echo hello world", 5s);
    CHECK(r.text == "hello world");
    CHECK(engine->stop().how == How::quit);
}

TEST_CASE("an engine that crashes mid-response is reported dead", "[client][script]") {
    auto engine = start_script("scripted_engine.sh");
    REQUIRE(engine->send("1 echo alive", 5s).status == Status::success);
    const auto r = engine->send("2 crash", 5s);
    CHECK(r.status == Status::died);
    CHECK(r.text.find("signal 11") != std::string::npos);
    CHECK(r.stray_output == std::vector<std::string>{"=2 partial"});
    CHECK(engine->exit_status() == ExitStatus{ExitStatus::Kind::signalled, 11});
    CHECK(engine->stderr_tail().find("fatal: about to crash") != std::string::npos);
    // Talking to a dead engine neither blocks nor raises SIGPIPE.
    CHECK(engine->send("3 echo again", 5s).status == Status::died);
    CHECK(engine->stop().how == How::already_exited);
}

TEST_CASE("an engine that exits without answering is reported with its exit code",
          "[client][script]") {
    auto engine = start_script("scripted_engine.sh");
    const auto r = engine->send("exit3", 5s);
    CHECK(r.status == Status::died);
    CHECK(r.text == "engine exited with code 3");
}

TEST_CASE("a hung engine times out, and stop() terminates it", "[client][script]") {
    auto engine = start_script("scripted_engine.sh");
    const auto r = engine->send("7 hang", 300ms);
    CHECK(r.status == Status::timeout);
    CHECK_FALSE(r.answered());
    CHECK_FALSE(engine->has_exited());
    // quit is not read while it sleeps, and end of input is not noticed: SIGTERM ends it.
    const auto stopped = engine->stop();
    CHECK(stopped.how == How::terminated);
    CHECK(stopped.status == ExitStatus{ExitStatus::Kind::signalled, 15});
}

TEST_CASE("a timed-out response is still delivered when it arrives later", "[client][script]") {
    auto started = EngineProcess::start(
        std::vector<std::string>{"/bin/sh", "-c", "read x; sleep 0.5; printf '=1 late\\n\\n'"}, {});
    REQUIRE(started.engine);
    CHECK(started.engine->send("1 slow", 50ms).status == Status::timeout);
    const auto r = started.engine->read_response(10s);
    CHECK(r.status == Status::success);
    CHECK(r.text == "late");
}

TEST_CASE("stray lines before a response are collected with it on request", "[client][script]") {
    auto engine = start_script("scripted_engine.sh", StrayLines::collect);
    const auto r = engine->send("5 garbage", 5s);
    CHECK(r.status == Status::success);
    CHECK(r.id == 5u);
    CHECK(r.text == "ok");
    CHECK(r.stray_output == std::vector<std::string>{"hello there", "DEBUG: thinking"});
    // The stream stays in step: the next response is the next command's.
    CHECK(engine->send("6 echo next", 5s).text == "next");
}

TEST_CASE("a stray line is garbage at once by default", "[client][script]") {
    auto engine = start_script("scripted_engine.sh");
    auto r = engine->send("5 garbage", 5s);
    CHECK(r.status == Status::garbage);
    CHECK(r.text == "hello there");
}

TEST_CASE("a stray line and a hang: garbage long before the timeout", "[client][script]") {
    auto engine = start_script("scripted_engine.sh");
    // Not a timeout (which would take the whole minute): garbage as soon as the line is there.
    const auto r = engine->send("6 strayhang", 60s);
    CHECK(r.status == Status::garbage);
    CHECK(r.text == "thinking about it");
}

TEST_CASE("half a stray line and a hang: garbage, not a timeout", "[client][script]") {
    auto engine = start_script("scripted_engine.sh");
    const auto r = engine->send("7 partialhang", 500ms);
    CHECK(r.status == Status::garbage);
    CHECK(r.text == "thinking ab");
    auto collecting = start_script("scripted_engine.sh", StrayLines::collect);
    const auto c = collecting->send("7 partialhang", 500ms);
    CHECK(c.status == Status::timeout);
    CHECK(c.stray_output == std::vector<std::string>{"thinking ab"});
}

TEST_CASE("a malformed header is garbage, and the stream goes on", "[client][script]") {
    auto engine = start_script("scripted_engine.sh");
    auto r = engine->send("malformed", 5s);
    CHECK(r.status == Status::garbage);
    CHECK(r.text == "=abc");
    r = engine->send("8 echo fine", 5s);
    CHECK(r.status == Status::success);
    CHECK(r.id == 8u);
}

// Measured before the limit: an engine answering `=1 ` and then `yes` grew the caller by 110 MB
// in 5 s, rescanning the whole buffer after every read.
TEST_CASE("a response that never ends is garbage at max_response_bytes", "[client][script]") {
    for (const char* command : {"1 endless", "1 endlessline"}) {
        INFO(command);
        EngineProcess::Options options;
        options.max_response_bytes = 1 << 20;
        options.quit_grace = 300ms;
        options.term_grace = 300ms;
        auto started =
            EngineProcess::start("/bin/sh tests/client/scripts/scripted_engine.sh", options);
        REQUIRE(started.engine);
        const auto r = started.engine->send(command, 60s);
        CHECK(r.status == Status::garbage);
        CHECK(r.oversized);
        CHECK(r.text == "response larger than 1048576 bytes");
        REQUIRE_FALSE(r.stray_output.empty());
        CHECK(r.stray_output.front().rfind("=1 y", 0) == 0);
        CHECK(started.engine->stop().how == How::terminated);
    }
}

TEST_CASE("stray lines without end are cut off too when collected", "[client][script]") {
    EngineProcess::Options options;
    options.max_response_bytes = 1 << 20;
    options.stray_lines = StrayLines::collect;
    options.quit_grace = 300ms;
    options.term_grace = 300ms;
    auto started =
        EngineProcess::start(std::vector<std::string>{"/bin/sh", "-c", "exec yes"}, options);
    REQUIRE(started.engine);
    const auto r = started.engine->read_response(60s);
    CHECK(r.status == Status::garbage);
    CHECK(r.oversized);
    CHECK(r.text == "response larger than 1048576 bytes");
}

TEST_CASE("pipelined responses are all read within the limit", "[client][script]") {
    EngineProcess::Options options;
    options.max_response_bytes = 64;
    auto engine = EngineProcess::start("/bin/sh tests/client/scripts/scripted_engine.sh", options);
    REQUIRE(engine.engine);
    std::string batch;
    for (int i = 1; i <= 200; ++i) batch += std::to_string(i) + " echo some words\n";
    REQUIRE(engine.engine->send_raw(batch, 30s) == EngineProcess::SendStatus::sent);
    for (std::uint32_t i = 1; i <= 200; ++i) {
        const auto r = engine.engine->read_response(30s);
        REQUIRE(r.status == Status::success);
        CHECK(r.id == i);
    }
}

TEST_CASE("an engine flooding stderr never blocks", "[client][script]") {
    auto engine = start_script("scripted_engine.sh");
    const auto r = engine->send("flood", 20s);
    CHECK(r.status == Status::success);
    CHECK(r.text == "done");
    // The drain thread may still be a pipe's worth behind when the response arrives (more on a
    // loaded machine): it must catch up with all 200 KB on its own.
    const auto deadline = std::chrono::steady_clock::now() + 10s;
    while (engine->stderr_bytes() < 204800 && std::chrono::steady_clock::now() < deadline)
        std::this_thread::sleep_for(10ms);
    CHECK(engine->stderr_bytes() >= 204800);
    CHECK(engine->stop().how == How::quit);
    CHECK(engine->stderr_tail().size() <= 8192);
}

TEST_CASE("an engine ignoring quit, end of input and SIGTERM is killed", "[client][script]") {
    auto engine = start_script("stubborn_engine.sh");
    CHECK(engine->send("1 name", 5s).status == Status::success);
    const auto stopped = engine->stop();
    CHECK(stopped.how == How::killed);
    CHECK(stopped.status == ExitStatus{ExitStatus::Kind::signalled, 9});
}

TEST_CASE("an engine that left its process group still gets SIGTERM, once", "[client][script]") {
    // It joins the test's own group, ignores quit and end of input, and counts SIGTERMs: the
    // group signal misses it, so it must get one of its own, and only one.
    const char* engine = R"(
import os, signal, sys, time
os.setpgid(0, os.getpgid(os.getppid()))
terms = []
signal.signal(signal.SIGTERM, lambda *_: terms.append(1))
print("ready", flush=True)
while not terms: time.sleep(0.01)
time.sleep(0.2)
sys.exit(10 + len(terms))
)";
    EngineProcess::Options options;
    options.quit_grace = 300ms;
    options.term_grace = 2000ms;
    auto started = EngineProcess::start(std::vector<std::string>{"python3", "-c", engine}, options);
    REQUIRE(started.engine);
    REQUIRE(started.engine->read_line(10s).text == "ready");
    const auto stopped = started.engine->stop();
    CHECK(stopped.how == How::terminated);
    CHECK(stopped.status == ExitStatus{ExitStatus::Kind::exited, 11});
}

TEST_CASE("the destructor stops and reaps a stubborn engine", "[client][script]") {
    pid_t pid = 0;
    {
        auto engine = start_script("stubborn_engine.sh");
        pid = engine->pid();
    }
    // Reaped: the pid is no longer a child of ours, not even a zombie.
    errno = 0;
    CHECK(::waitpid(pid, nullptr, WNOHANG) == -1);
    CHECK(errno == ECHILD);
}

TEST_CASE("line protocols: lines are read one by one, without CR, until none or the end",
          "[client][script]") {
    auto started = EngineProcess::start(
        std::vector<std::string>{"/bin/sh", "-c",
                                 "read x; printf 'one\\r\\ntwo\\npart'; read y; printf 'ial\\n'; "
                                 "exit 4"},
        {});
    REQUIRE(started.engine);
    auto& engine = *started.engine;
    REQUIRE(engine.send_line("go", 5s) == EngineProcess::SendStatus::sent);
    auto r = engine.read_line(5s);
    CHECK(r.status == Status::success);
    CHECK(r.text == "one");
    r = engine.read_line(5s);
    CHECK(r.status == Status::success);
    CHECK(r.text == "two");
    // A line not finished yet is no line: timeout, and it stays for the next read.
    CHECK(engine.read_line(200ms).status == Status::timeout);
    REQUIRE(engine.send_line("more", 5s) == EngineProcess::SendStatus::sent);
    r = engine.read_line(5s);
    CHECK(r.status == Status::success);
    CHECK(r.text == "partial");
    r = engine.read_line(5s);
    CHECK(r.status == Status::died);
    CHECK(r.text.find("code 4") != std::string::npos);
}

TEST_CASE("stop sends the protocol's own quit line", "[client][script]") {
    // Exits 7 on the line Quit, 9 at the end of its input without it.
    const std::vector<std::string> argv{
        "/bin/sh", "-c", "while read l; do [ \"$l\" = Quit ] && exit 7; done; exit 9"};
    EngineProcess::Options options;
    options.quit_command = "Quit";
    auto codecup = EngineProcess::start(argv, options);
    REQUIRE(codecup.engine);
    CHECK(codecup.engine->stop().status == ExitStatus{ExitStatus::Kind::exited, 7});
    auto gtp = EngineProcess::start(argv, {});
    REQUIRE(gtp.engine);
    CHECK(gtp.engine->stop().status == ExitStatus{ExitStatus::Kind::exited, 9});
}
