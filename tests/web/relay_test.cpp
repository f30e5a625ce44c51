// `boardtalk serve`'s relay through a real server on a free port and a Beast WebSocket client:
// order, streaming analysis interrupted by the next command, a crash reported once, the engine
// stopped when the socket closes, long lines refused, the Origin checked, the session limit.
#include <catch2/catch.hpp>
#include <chrono>
#include <string>
#include <thread>

#include "tests/web/ws_client.hpp"

using boardtalk::web::testing::http_get;
using boardtalk::web::testing::test_config;
using boardtalk::web::testing::TestServer;
using boardtalk::web::testing::WsClient;
using nlohmann::json;

TEST_CASE("the first message names the engine; responses come in command order", "[web]") {
    TestServer server(test_config());
    WsClient ws(server.port(), "/ws/go");
    const json hello = *ws.receive();
    CHECK(hello["kind"] == "hello");
    CHECK(hello["game"] == "go");
    CHECK(hello["engine"] == "boardtalk go");
    // Pipelined: all sent before any answer is read.
    for (const char* c : {"boardsize 9", "play b e5", "play w e5", "genmove w", "list_stones b"})
        ws.send(c);
    const json r1 = ws.response(), r2 = ws.response(), r3 = ws.response(), r4 = ws.response(),
               r5 = ws.response();
    CHECK(r1 == json{{"kind", "response"}, {"command", "boardsize 9"}, {"ok", true}, {"text", ""}});
    CHECK(r2["command"] == "play b e5");
    CHECK(r2["ok"] == true);
    CHECK(r3["command"] == "play w e5");
    CHECK(r3["ok"] == false);  // occupied: the engine's refusal, relayed as it is
    CHECK(r4["command"] == "genmove w");
    CHECK(r4["ok"] == true);
    CHECK(r5["text"] == "E5");
}

TEST_CASE("streaming analysis is forwarded line by line and ended by the next command",
          "[web][analysis]") {
    TestServer server(test_config());
    WsClient ws(server.port(), "/ws/go");
    ws.receive();
    ws.send("boardsize 9");
    CHECK(ws.response()["ok"] == true);
    ws.send("lz-analyze b 10");
    int lines = 0;
    while (lines < 3) {
        const json m = *ws.receive();
        REQUIRE(m["kind"] == "line");
        CHECK(m["command"] == "lz-analyze b 10");
        CHECK(m["text"].get<std::string>().rfind("info move ", 0) == 0);
        ++lines;
    }
    ws.send("play b e5");
    // Lines already on their way may come first; then the analysis ends, then the play answer.
    json m = *ws.receive();
    while (m["kind"] == "line") m = *ws.receive();
    CHECK(m ==
          json{{"kind", "response"}, {"command", "lz-analyze b 10"}, {"ok", true}, {"text", ""}});
    const json play = *ws.receive();
    CHECK(play["command"] == "play b e5");
    CHECK(play["ok"] == true);
    ws.send("list_stones b");
    CHECK(ws.response(false)["text"] == "E5");  // no stray analysis line after the end
}

TEST_CASE("an analysis command the engine refuses is one failure response", "[web][analysis]") {
    TestServer server(test_config());
    WsClient ws(server.port(), "/ws/go");
    ws.receive();
    ws.send("lz-analyze purple");
    const json r = ws.response(false);
    CHECK(r["kind"] == "response");
    CHECK(r["ok"] == false);
    ws.send("name");
    CHECK(ws.response(false)["text"] == "boardtalk");
}

TEST_CASE("an engine crash is one `lost` message, then the socket closes", "[web]") {
    TestServer server(test_config());
    WsClient ws(server.port(), "/ws/script");
    ws.receive();
    ws.send("echo hi");
    ws.send("crash");
    ws.send("echo never");
    CHECK(ws.response()["text"] == "hi");
    const json lost = *ws.receive();
    CHECK(lost["kind"] == "lost");
    const std::string text = lost["text"];
    CHECK(text.find("'crash'") != std::string::npos);
    CHECK(text.find("signal 11") != std::string::npos);
    CHECK(text.find("fatal: about to crash") != std::string::npos);  // its last words
    CHECK_FALSE(ws.receive());  // closed: nothing for `echo never`
    CHECK(ws.close_code() == 1011);
    CHECK(server.engines_stop());
}

TEST_CASE("an engine that cannot start is one `lost` message naming the reason", "[web]") {
    auto config = test_config();
    config.engines.push_back({"broken", {"/nonexistent/engine"}, "broken", {}});
    TestServer server(std::move(config));
    WsClient ws(server.port(), "/ws/broken");
    CHECK((*ws.receive())["kind"] == "hello");
    const json lost = *ws.receive();
    CHECK(lost["kind"] == "lost");
    CHECK(lost["text"].get<std::string>().find("cannot start the engine") != std::string::npos);
    CHECK_FALSE(ws.receive());
    CHECK(server.engines_stop());
}

TEST_CASE("closing the socket stops the engine, even in the middle of a command", "[web]") {
    TestServer server(test_config());
    {
        WsClient ws(server.port(), "/ws/script");
        ws.receive();
        ws.send("echo up");
        CHECK(ws.response()["text"] == "up");
        ws.send("hang");  // never answers: only signals end it
        CHECK(server.server().running_engines() == 1);
        ws.close();
    }
    CHECK(server.engines_stop());
}

TEST_CASE("a dropped connection stops the engine too", "[web][drop]") {
    TestServer server(test_config());
    {
        WsClient ws(server.port(), "/ws/script");
        ws.receive();
        ws.drop();
    }
    CHECK(server.engines_stop());
}

TEST_CASE("a line over the limit is refused in its turn and never reaches the engine", "[web]") {
    TestServer server(test_config());
    WsClient ws(server.port(), "/ws/script");
    ws.receive();
    ws.send("echo first");
    ws.send("echo " + std::string(5000, 'x'));
    ws.send("echo one\necho two");
    ws.send("echo last");
    CHECK(ws.response()["text"] == "first");
    const json refused = ws.response();
    CHECK(refused["ok"] == false);
    CHECK(refused["text"] == "command line longer than 4096 bytes");
    const json two = ws.response();
    CHECK(two["ok"] == false);
    CHECK(two["text"].get<std::string>().find("one command line per message") != std::string::npos);
    CHECK(ws.response()["text"] == "last");
}

TEST_CASE("the WebSocket checks Host and Origin", "[web][origin]") {
    TestServer server(test_config());
    const auto port = server.port();
    const std::string self = "http://127.0.0.1:" + std::to_string(port);
    CHECK_NOTHROW(WsClient(port, "/ws/script", self));
    CHECK_NOTHROW(WsClient(port, "/ws/script", "", "localhost:" + std::to_string(port)));
    CHECK_THROWS(WsClient(port, "/ws/script", "http://evil.example"));
    CHECK_THROWS(WsClient(port, "/ws/script", "http://127.0.0.1:1"));
    // DNS rebinding: a page of evil.example whose name now resolves to 127.0.0.1.
    const std::string rebound = "evil.example:" + std::to_string(port);
    CHECK_THROWS(WsClient(port, "/ws/script", "http://" + rebound, rebound));
    CHECK_THROWS(WsClient(port, "/ws/nosuchgame"));
    CHECK(server.engines_stop());
}

TEST_CASE("no more engines than --max-sessions run at once", "[web]") {
    auto config = test_config();
    config.max_sessions = 1;
    TestServer server(std::move(config));
    {
        WsClient first(server.port(), "/ws/script");
        first.receive();
        // The page over the limit is told why (a browser cannot read a refused upgrade), then
        // closed: try again later.
        WsClient second(server.port(), "/ws/script");
        CHECK(*second.receive() ==
              json{{"kind", "refused"},
                   {"text", "too many open games (1): close another page or try later"}});
        CHECK_FALSE(second.receive());
        CHECK(second.close_code() == 1013);
        first.close();
    }
    REQUIRE(server.engines_stop());
    WsClient again(server.port(), "/ws/script");
    CHECK((*again.receive())["kind"] == "hello");
}

TEST_CASE("the pages are served, and only they", "[web][static]") {
    TestServer server(test_config());
    const auto [status, body] = http_get(server.port(), "/");
    CHECK(status == 200);
    CHECK(body.find("boardtalk") != std::string::npos);
    CHECK(http_get(server.port(), "/index.html?x=1").first == 200);
    CHECK(http_get(server.port(), "/nope.html").first == 404);
    CHECK(http_get(server.port(), "/../CMakeLists.txt").first == 404);
    CHECK(http_get(server.port(), "/js/../index.html").first == 404);
    // The icon, also where browsers look for it without being told.
    CHECK(http_get(server.port(), "/favicon.svg").first == 200);
    CHECK(http_get(server.port(), "/favicon.ico") == http_get(server.port(), "/favicon.svg"));
}

TEST_CASE("comment and empty lines are answered by the relay, never waited for", "[web][comment]") {
    auto config = test_config();
    config.limits.answer_timeout = std::chrono::seconds(3);
    TestServer server(std::move(config));
    WsClient ws(server.port(), "/ws/go");
    ws.receive();
    for (const char* line : {"# hi", "", "   ", "\t# indented", "name"}) ws.send(line);
    for (const char* line : {"# hi", "", "   ", "\t# indented"}) {
        const json r = ws.response(false);
        CHECK(r == json{{"kind", "response"}, {"command", line}, {"ok", true}, {"text", ""}});
    }
    CHECK(ws.response(false)["text"] == "boardtalk");
}

TEST_CASE("a comment line during an analysis ends it in its turn", "[web][comment][analysis]") {
    TestServer server(test_config());
    WsClient ws(server.port(), "/ws/go");
    ws.receive();
    ws.send("lz-analyze b 10");
    json m = *ws.receive();
    CHECK(m["kind"] == "line");
    ws.send("# stop");
    while (m["kind"] == "line") m = *ws.receive();
    CHECK(m["command"] == "lz-analyze b 10");
    CHECK(ws.response(false)["command"] == "# stop");
    ws.send("name");
    CHECK(ws.response(false)["text"] == "boardtalk");
}

TEST_CASE("a hung engine is lost after the answer timeout that the message names",
          "[web][timeout]") {
    auto config = test_config();
    config.limits.answer_timeout = std::chrono::milliseconds(1500);
    TestServer server(std::move(config));
    WsClient ws(server.port(), "/ws/script");
    ws.receive();
    ws.send("hang");
    const json lost = *ws.receive();
    CHECK(lost["kind"] == "lost");
    const std::string text = lost["text"];
    CHECK(text.find("did not answer 'hang' within 1.5 s") != std::string::npos);
    CHECK(text.find("50 ms") == std::string::npos);
}

TEST_CASE("2048's autoplay streams and the next line stops it", "[web][analysis][2048]") {
    auto config = test_config();
    config.limits.answer_timeout = std::chrono::seconds(10);
    TestServer server(std::move(config));
    WsClient ws(server.port(), "/ws/2048");
    ws.receive();
    ws.send("autoplay 1000000 5");
    json m = *ws.receive();
    INFO(m.dump());
    REQUIRE(m["kind"] == "line");
    CHECK(m["command"] == "autoplay 1000000 5");
    CHECK(m["text"].get<std::string>().rfind("moves ", 0) == 0);
    ws.send("game_status");
    while (m["kind"] == "line") m = *ws.receive();
    CHECK(m["command"] == "autoplay 1000000 5");
    CHECK(m["ok"] == true);
    const json status = ws.response(false);
    CHECK(status["command"] == "game_status");
    CHECK(status["ok"] == true);
}
