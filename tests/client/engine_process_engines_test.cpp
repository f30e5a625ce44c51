// EngineProcess against real engines: GNU Go 3.8 and the boardtalk game servers (every game of
// the table).
#include <catch2/catch.hpp>

#include <cstdlib>
#include <string>

#include "games/table/game_table.hpp"
#include "protocol/client/engine_process.hpp"

using boardtalk::protocol::EngineProcess;
using boardtalk::protocol::ExitStatus;
using Status = boardtalk::protocol::Response::Status;
using namespace std::chrono_literals;

namespace {

std::unique_ptr<EngineProcess> start_gnugo() {
    auto started = EngineProcess::start("/usr/games/gnugo --mode gtp");
    INFO(started.error);
    REQUIRE(started.engine);
    return std::move(started.engine);
}

}  // namespace

TEST_CASE("GNU Go answers with ids, without ids, and with failures", "[client][gnugo]") {
    auto engine = start_gnugo();
    auto r = engine->send("1 protocol_version", 10s);
    CHECK(r.status == Status::success);
    CHECK(r.id == 1u);
    CHECK(r.text == "2");

    r = engine->send("name", 10s);
    CHECK(r.status == Status::success);
    CHECK_FALSE(r.id);
    CHECK(r.text == "GNU Go");

    r = engine->send("2147483647 PLAY b A1", 10s);
    CHECK(r.status == Status::failure);
    CHECK(r.id == 2147483647u);
    CHECK(r.text == "unknown command");

    engine->send("boardsize 9", 10s);
    engine->send("play b E5", 10s);
    r = engine->send("7 play w E5", 10s);
    CHECK(r.status == Status::failure);
    CHECK(r.text == "illegal move");
}

TEST_CASE("multi-line responses from GNU Go are kept whole", "[client][gnugo]") {
    auto engine = start_gnugo();
    engine->send("boardsize 5", 10s);
    auto r = engine->send("3 showboard", 10s);
    REQUIRE(r.status == Status::success);
    CHECK(r.id == 3u);
    CHECK(r.text.front() == '\n');  // the diagram starts on its own line
    CHECK(r.text.find("A B C D E") != std::string::npos);
    CHECK(r.text.find("\n 1 . . . . . 1") != std::string::npos);

    r = engine->send("list_commands", 10s);
    REQUIRE(r.status == Status::success);
    CHECK(r.text.find("\nplay\n") != std::string::npos);
    CHECK(r.text.find("\nprotocol_version\n") != std::string::npos);
    // The next command gets its own response, not the rest of the previous one.
    r = engine->send("4 known_command play", 10s);
    CHECK(r.id == 4u);
    CHECK(r.text == "true");
}

TEST_CASE("thousands of pipelined commands with big responses do not deadlock", "[client][gnugo]") {
    auto engine = start_gnugo();
    // About 2.5 MB of responses: far more than a pipe holds, so send_raw must read output
    // while it writes.
    const int count = 1000;
    std::string batch;
    for (int i = 1; i <= count; ++i) batch += std::to_string(i) + " list_commands\n";
    REQUIRE(engine->send_raw(batch, 30s) == EngineProcess::SendStatus::sent);
    for (int i = 1; i <= count; ++i) {
        const auto r = engine->read_response(30s);
        REQUIRE(r.status == Status::success);
        REQUIRE(r.id == static_cast<std::uint32_t>(i));
    }
}

TEST_CASE("quit stops GNU Go cleanly, and stop() is idempotent", "[client][gnugo]") {
    auto engine = start_gnugo();
    CHECK(engine->send("1 name", 10s).answered());
    const auto stopped = engine->stop();
    CHECK(stopped.how == EngineProcess::StopResult::How::quit);
    CHECK(stopped.status == ExitStatus{ExitStatus::Kind::exited, 0});
    CHECK(engine->has_exited());
    CHECK(engine->stop().how == stopped.how);
}

TEST_CASE("an engine that answered quit has already exited when stopped", "[client][gnugo]") {
    auto engine = start_gnugo();
    const auto r = engine->send("9 quit", 10s);
    CHECK(r.status == Status::success);
    CHECK(r.id == 9u);
    // Writing to it now fails quietly (no SIGPIPE) and reading reports its death.
    const auto after = engine->send("10 name", 10s);
    CHECK(after.status == Status::died);
    CHECK(engine->stop().how == EngineProcess::StopResult::How::already_exited);
}

TEST_CASE("two engines run side by side", "[client][gnugo]") {
    auto first = start_gnugo();
    auto second = start_gnugo();
    CHECK(first->pid() != second->pid());
    first->send("boardsize 9", 10s);
    second->send("boardsize 9", 10s);
    first->send("play b E5", 10s);
    CHECK(second->send("play w E5", 10s).status == Status::success);
    CHECK(first->send("play w E5", 10s).status == Status::failure);
}

TEST_CASE("EngineProcess drives the boardtalk game servers", "[client][boardtalk]") {
    const char* bin = std::getenv("BOARDTALK_BIN");
    REQUIRE(bin);
    for (const boardtalk::GameEntry& game : boardtalk::games()) {
        INFO(game.name);
        auto started = EngineProcess::start(std::vector<std::string>{bin, game.name}, {});
        REQUIRE(started.engine);
        auto& engine = *started.engine;
        auto r = engine.send("1 protocol_version", 10s);
        CHECK(r.status == Status::success);
        CHECK(r.id == 1u);
        CHECK(r.text == "2");
        r = engine.send("2 list_commands", 10s);
        CHECK(r.status == Status::success);
        CHECK(r.text.find("known_command\n") != std::string::npos);
        CHECK(engine.send("3 no_such_command", 10s).text == "unknown command");
        const auto stopped = engine.stop();
        CHECK(stopped.how == EngineProcess::StopResult::How::quit);
        CHECK(stopped.status == ExitStatus{ExitStatus::Kind::exited, 0});
    }
}
