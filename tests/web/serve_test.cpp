// `boardtalk serve` as a program: what another program behind a game may be asked, and the list
// of games its pages are built from.
#include <catch2/catch.hpp>
#include <string>

#include "games/table/game_table.hpp"
#include "tests/web/ws_client.hpp"

using boardtalk::web::testing::http_get;
using boardtalk::web::testing::ServeProcess;
using boardtalk::web::testing::WsClient;
using nlohmann::json;

TEST_CASE("another program behind a game gets only the commands of the game's page",
          "[web][allow]") {
    ServeProcess serve({"--engine", "go=/bin/sh tests/client/scripts/scripted_engine.sh"});
    REQUIRE(serve.port() != 0);
    WsClient ws(serve.port(), "/ws/go");
    ws.receive();
    for (const char* line : {"echo hi", "start_sgftrace", "12 finish_sgftrace /tmp/x.sgf", "name"})
        ws.send(line);
    for (const char* name : {"echo", "start_sgftrace", "finish_sgftrace"}) {
        const json r = ws.response();
        CHECK(r["ok"] == false);
        CHECK(r["text"] ==
              std::string("not allowed through the web page for this engine: ") + name);
    }
    const json name = ws.response();  // passed on: the scripted engine does not know it
    CHECK(name["ok"] == false);
    CHECK(name["text"] == "unknown command");
}

TEST_CASE("the pages' list of games is the game table's, each with its page module",
          "[web][static]") {
    ServeProcess serve({});
    REQUIRE(serve.port() != 0);
    const auto [status, body] = http_get(serve.port(), "/games.json");
    REQUIRE(status == 200);
    json expected = json::array();
    for (const auto& game : boardtalk::games()) {
        expected.push_back({{"name", game.name}, {"title", game.title}});
        // The page's module (js/NAME.js) and its socket exist for every game of the table.
        CHECK(http_get(serve.port(), std::string("/js/") + game.name + ".js").first == 200);
    }
    CHECK(json::parse(body) == expected);
    CHECK(http_get(serve.port(), "/games.json?x=1").second == body);
}
