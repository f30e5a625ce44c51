// The pure parts of `boardtalk serve`: the Host/Origin policy, which commands stream, and the
// program's own command line.
#include <catch2/catch.hpp>
#include <cstdlib>
#include <string>

#include "games/table/game_table.hpp"
#include "protocol/client/engine_process.hpp"
#include "tools/serve/engine_relay.hpp"
#include "tools/serve/line_policy.hpp"
#include "tools/serve/origin_check.hpp"

using boardtalk::find_game;
using boardtalk::web::check_origin;
using boardtalk::web::command_name;
using boardtalk::web::CommandRules;
using boardtalk::web::is_streaming_command;
using boardtalk::web::judge_line;
using boardtalk::web::LineKind;

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

TEST_CASE("the commands that stream until the next line come from the game table",
          "[web][analysis]") {
    const CommandRules go{find_game("go")->page, false};
    CHECK(is_streaming_command("lz-analyze b 10", go));
    CHECK(is_streaming_command("kata-analyze 50 ownership true", go));
    CHECK(is_streaming_command("12 analyze b 20", go));
    CHECK(is_streaming_command("lz-genmove_analyze b 10", go));
    CHECK(is_streaming_command("  kata-analyze\tb 10 # comment", go));
    CHECK_FALSE(is_streaming_command("genmove b", go));
    CHECK_FALSE(is_streaming_command("analyzer", go));
    CHECK_FALSE(is_streaming_command("# lz-analyze b 10", go));
    CHECK_FALSE(is_streaming_command("12", go));
    CHECK_FALSE(is_streaming_command("", go));
    CHECK_FALSE(is_streaming_command("autoplay 100", go));
    const CommandRules g2048{find_game("2048")->page, false};
    CHECK(is_streaming_command("autoplay 100 10", g2048));
    CHECK(is_streaming_command("3 autoplay 100", g2048));
    CHECK_FALSE(is_streaming_command("lz-analyze b 10", g2048));
}

TEST_CASE("a line is sent, answered by the relay or refused", "[web][allow]") {
    const CommandRules own{find_game("go")->page, false};
    const CommandRules other{find_game("go")->page, true};
    CHECK(command_name("12 play b d4") == "play");
    CHECK(command_name("  genmove\tb # why") == "genmove");
    CHECK(command_name("#play b d4") == "");
    CHECK(command_name("12") == "");
    CHECK(judge_line("# hi", 4096, own).kind == LineKind::no_op);
    CHECK(judge_line("", 4096, own).kind == LineKind::no_op);
    CHECK(judge_line(" \t ", 4096, other).kind == LineKind::no_op);
    CHECK(judge_line("start_sgftrace", 4096, own).kind == LineKind::engine);
    CHECK(judge_line("play b d4 # start_sgftrace", 4096, other).kind == LineKind::engine);
    CHECK(judge_line("12 play b d4", 4096, other).kind == LineKind::engine);
    const auto refused = judge_line("start_sgftrace", 4096, other);
    CHECK(refused.kind == LineKind::refused);
    CHECK(refused.refusal == "not allowed through the web page for this engine: start_sgftrace");
    CHECK(judge_line("12", 4096, other).refusal ==
          "not allowed through the web page for this engine: 12");
    CHECK(judge_line("PLAY b d4", 4096, other).kind == LineKind::refused);
    CHECK(judge_line("loadsgf /etc/passwd", 4096, own).kind == LineKind::refused);
    CHECK(judge_line("loadsgf @file", 4096, other).kind == LineKind::engine);
    CHECK(judge_line("name\nname", 4096, own).kind == LineKind::refused);
    CHECK(judge_line(std::string(65, 'x'), 64, own).refusal == "command line longer than 64 bytes");
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
    // Were the last ones accepted, they would listen on a free port, not on 8080.
    const std::vector<std::vector<std::string>> refused = {
        {"--port", "70000"},
        {"--engine", "chess=stockfish"},
        {"--engine", "go='x"},
        {"--port", "0", "--host", ""},
        {"--port", "0", "--site", "/nonexistent"},
        {"--port", "0", "--site", "tests/web"},  // no index.html
    };
    for (const auto& args : refused) {
        std::vector<std::string> argv{bin, "serve"};
        argv.insert(argv.end(), args.begin(), args.end());
        auto started = boardtalk::protocol::EngineProcess::start(argv, {});
        REQUIRE(started.engine);
        // Read until it ends: that also waits for its stderr to be drained.
        const auto end = started.engine->read_line(std::chrono::seconds(30));
        INFO(end.text);
        CHECK(end.status == boardtalk::protocol::Response::Status::died);
        const auto stopped = started.engine->stop();
        INFO(args.back() << ": " << started.engine->stderr_tail());
        CHECK(stopped.status.value == 2);
        CHECK(started.engine->stderr_tail().find("boardtalk serve: ") == 0);
    }
}
