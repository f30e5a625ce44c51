// What one page may make the server hold: the command lines and files waiting for a busy engine
// are bounded (past the bound a line or file is refused in its turn).
#include <catch2/catch.hpp>
#include <chrono>
#include <string>

#include "tests/web/ws_client.hpp"

using boardtalk::web::testing::test_config;
using boardtalk::web::testing::TestServer;
using boardtalk::web::testing::WsClient;
using nlohmann::json;

namespace {

bool starts_with(const json& text, const std::string& prefix) {
    return text.get<std::string>().rfind(prefix, 0) == 0;
}

}  // namespace

TEST_CASE("command lines waiting for a busy engine are bounded", "[web][limits]") {
    TestServer server(test_config());
    WsClient ws(server.port(), "/ws/script");
    ws.receive();
    ws.send("sleep 2");
    const int sent = 400;
    for (int i = 0; i < sent; ++i) ws.send("echo " + std::to_string(i));
    CHECK(ws.response()["command"] == "sleep 2");
    int answered = 0, refused = 0;
    for (int i = 0; i < sent; ++i) {
        const json r = ws.response();
        REQUIRE(r["kind"] == "response");
        CHECK(r["command"] == "echo " + std::to_string(i));
        if (r["ok"] == true) {
            CHECK(r["text"] == std::to_string(i));
            ++answered;
        } else {
            CHECK(starts_with(r["text"], "too many commands waiting"));
            ++refused;
        }
    }
    CHECK(answered <= 257);
    CHECK(refused >= sent - 257);
    ws.send("echo after");
    CHECK(ws.response()["text"] == "after");  // room again once the engine caught up
}

TEST_CASE("a page that floods the server with lines is closed", "[web][limits]") {
    auto config = test_config();
    config.limits.max_queued_lines = 4;
    config.limits.max_waiting = 10;
    TestServer server(std::move(config));
    WsClient ws(server.port(), "/ws/script");
    ws.receive();
    ws.send("sleep 2");
    for (int i = 0; i < 20; ++i) ws.send("echo " + std::to_string(i));
    while (ws.receive()) {
    }
    CHECK(ws.close_code() == 1008);
    CHECK(server.engines_stop());
}

TEST_CASE("files waiting for a busy engine are bounded", "[web][limits][file]") {
    TestServer server(test_config());
    WsClient ws(server.port(), "/ws/script");
    ws.receive();
    ws.send("sleep 2");
    for (int i = 0; i < 5; ++i) ws.send_binary(std::string(1000000, 'x'));
    CHECK(ws.response()["command"] == "sleep 2");
    int stored = 0, refused = 0;
    for (int i = 0; i < 5; ++i) {
        const json r = ws.response();
        CHECK(r["command"] == "@file upload");
        if (r["ok"] == true) {
            ++stored;
        } else {
            CHECK(starts_with(r["text"], "too many files waiting"));
            ++refused;
        }
    }
    CHECK(stored == 2);
    CHECK(refused == 3);
}
