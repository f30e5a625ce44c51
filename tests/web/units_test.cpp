// The pure parts of `boardtalk serve`: the Host/Origin policy, which commands stream, and the
// program's own command line.
#include <catch2/catch.hpp>
#include <cstdlib>
#include <string>

#include "protocol/client/engine_process.hpp"
#include "tools/serve/engine_relay.hpp"
#include "tools/serve/origin_check.hpp"

using boardtalk::web::check_origin;
using boardtalk::web::is_streaming_command;

TEST_CASE("Host must name this server and Origin must be that host", "[web][origin]") {
    CHECK(check_origin("127.0.0.1:8080", "http://127.0.0.1:8080", "127.0.0.1").empty());
    CHECK(check_origin("localhost:8080", "http://localhost:8080", "127.0.0.1").empty());
    CHECK(check_origin("[::1]:8080", "http://[::1]:8080", "127.0.0.1").empty());
    CHECK(check_origin("192.168.1.5:80", "", "0.0.0.0").empty());               // not a browser
    CHECK(check_origin("box.lan:80", "http://box.lan:80", "box.lan").empty());  // --host box.lan
    CHECK_FALSE(check_origin("127.0.0.1:8080", "http://localhost:8080", "127.0.0.1").empty());
    CHECK_FALSE(check_origin("127.0.0.1:8080", "https://127.0.0.1:8080", "127.0.0.1").empty());
    CHECK_FALSE(check_origin("evil.example:8080", "http://evil.example:8080", "127.0.0.1").empty());
    CHECK_FALSE(check_origin("", "", "127.0.0.1").empty());
}

TEST_CASE("the commands that stream until the next line", "[web][analysis]") {
    CHECK(is_streaming_command("lz-analyze b 10"));
    CHECK(is_streaming_command("kata-analyze 50 ownership true"));
    CHECK(is_streaming_command("12 analyze b 20"));
    CHECK(is_streaming_command("lz-genmove_analyze b 10"));
    CHECK_FALSE(is_streaming_command("genmove b"));
    CHECK_FALSE(is_streaming_command("analyzer"));
    CHECK_FALSE(is_streaming_command("12"));
    CHECK_FALSE(is_streaming_command(""));
}

TEST_CASE("boardtalk serve --port 0 prints the address it listens on", "[web][cli]") {
    const char* bin = std::getenv("BOARDTALK_BIN");
    REQUIRE(bin);
    boardtalk::protocol::EngineProcess::Options options;
    options.quit_grace = std::chrono::milliseconds(100);  // it ignores stdin: SIGTERM ends it
    auto started = boardtalk::protocol::EngineProcess::start(
        std::vector<std::string>{bin, "serve", "--port", "0"}, options);
    REQUIRE(started.engine);
    const auto line = started.engine->read_line(std::chrono::seconds(30));
    REQUIRE(line.status == boardtalk::protocol::Response::Status::success);
    CHECK(line.text.rfind("boardtalk serve: http://127.0.0.1:", 0) == 0);
    const auto stopped = started.engine->stop();
    CHECK(stopped.how == boardtalk::protocol::EngineProcess::StopResult::How::terminated);
    CHECK(stopped.status.value == 0);  // SIGTERM handled: engines stopped, clean exit
}

TEST_CASE("boardtalk serve refuses bad options with one line and exit code 2", "[web][cli]") {
    const char* bin = std::getenv("BOARDTALK_BIN");
    REQUIRE(bin);
    for (const auto& args : std::vector<std::vector<std::string>>{
             {"--port", "70000"}, {"--engine", "chess=stockfish"}, {"--engine", "go='x"}}) {
        std::vector<std::string> argv{bin, "serve"};
        argv.insert(argv.end(), args.begin(), args.end());
        auto started = boardtalk::protocol::EngineProcess::start(argv, {});
        REQUIRE(started.engine);
        // Read until it ends: that also waits for its stderr to be drained.
        const auto end = started.engine->read_line(std::chrono::seconds(30));
        CHECK(end.status == boardtalk::protocol::Response::Status::died);
        const auto stopped = started.engine->stop();
        INFO(args.back() << ": " << started.engine->stderr_tail());
        CHECK(stopped.status.value == 2);
        CHECK(started.engine->stderr_tail().find("boardtalk serve: ") == 0);
    }
}
