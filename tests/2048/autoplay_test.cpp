// autoplay: a short run answers one line as before; a long one streams a summary line per
// interval and any input line stops it. The last case drives `boardtalk 2048` through pipes.
#include <catch2/catch.hpp>

#include <chrono>
#include <cstdlib>
#include <string>
#include <thread>

#include "games/2048/commands.hpp"
#include "protocol/client/engine_process.hpp"
#include "tests/common/session_output.hpp"

using namespace boardtalk;
using namespace std::chrono_literals;

namespace {

// An 8x8 game with a 2048 tile, kept going: play can go on for a very long time.
const std::string long_game =
    "boardsize 8\n"
    "set_position 2048,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/"
    "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,2,0 score 0\n"
    "keep_going\n";

std::string run(const std::string& script) {
    g2048::G2048State state{4, 1, g2048::SearchOptions{1, 1e-4, 0}};
    protocol::Registry registry;
    g2048::register_g2048_commands(registry, state);
    return boardtalk::test::session_output(registry, script);
}

std::string program() {
    const char* bin = std::getenv("BOARDTALK_BIN");
    REQUIRE(bin != nullptr);
    return bin;
}

}  // namespace

TEST_CASE("autoplay past its interval streams and stops at the next input line",
          "[2048][autoplay]") {
    // A script's next line is waiting at once: the run stops at the first progress line, so
    // the response is that line and the final summary, the same.
    const std::string out = run(long_game + "1 autoplay 1000000000 1\n2 game_status\n");
    const auto begin = out.find("=1\nmoves ");
    REQUIRE(begin != std::string::npos);
    const auto first = out.substr(begin + 3, out.find('\n', begin + 3) - begin - 3);
    CHECK(first.find(" status playing after win") != std::string::npos);
    CHECK(out.substr(begin) == "=1\n" + first + "\n" + first + "\n\n=2 playing after win\n\n");
}

TEST_CASE("autoplay: a short run is one line, a bad interval one error", "[2048][autoplay]") {
    const std::string out =
        run("new_game 3\n1 autoplay 10\n2 autoplay 10 0\n3 autoplay 1 360001\n");
    CHECK(out.find("=1 moves 10 score ") != std::string::npos);
    CHECK(out.find("?2 interval must be 1..360000 centiseconds\n\n") != std::string::npos);
    CHECK(out.find("?3 interval must be 1..360000 centiseconds\n\n") != std::string::npos);
}

TEST_CASE("boardtalk 2048: a long autoplay ends when the next command arrives",
          "[2048][autoplay][process]") {
    auto started = protocol::EngineProcess::start(
        {program(), "2048", "--seed", "5", "--depth", "1"}, protocol::EngineProcess::Options{});
    REQUIRE(started.engine);
    auto& engine = *started.engine;
    // Generous timeouts: a loaded 2-core machine, a sanitized build. The old autoplay played
    // on for minutes, deaf to input.
    const auto timeout = 30s;
    REQUIRE(engine.send_raw(long_game, timeout) == protocol::EngineProcess::SendStatus::sent);
    for (int i = 0; i < 3; ++i) REQUIRE(engine.read_response(timeout).answered());
    REQUIRE(engine.send_raw("1 autoplay 1000000000\n", timeout) ==
            protocol::EngineProcess::SendStatus::sent);
    std::this_thread::sleep_for(1500ms);
    REQUIRE(engine.send_raw("2 game_status\n", timeout) ==
            protocol::EngineProcess::SendStatus::sent);
    const protocol::Response autoplay = engine.read_response(timeout);
    REQUIRE(autoplay.status == protocol::Response::Status::success);
    CHECK(autoplay.id == 1u);
    // The header line alone, then at least one progress line and the final line.
    CHECK(autoplay.text.rfind("\nmoves ", 0) == 0);
    const auto last = autoplay.text.substr(autoplay.text.rfind('\n') + 1);
    CHECK(last.rfind("moves ", 0) == 0);
    CHECK(last.find(" status playing after win") != std::string::npos);
    CHECK(last.rfind("moves 0 ", 0) != 0);
    const protocol::Response status = engine.read_response(timeout);
    CHECK(status.status == protocol::Response::Status::success);
    CHECK(status.text == "playing after win");
    CHECK(engine.send("3 undo", timeout).status == protocol::Response::Status::success);
}
