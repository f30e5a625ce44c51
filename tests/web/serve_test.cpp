// `boardtalk serve` as a program: what another program behind a game may be asked.
#include <catch2/catch.hpp>
#include <string>

#include "tests/web/ws_client.hpp"

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
