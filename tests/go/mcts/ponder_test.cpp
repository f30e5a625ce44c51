// --ponder through the real program: after genmove the engine thinks on the opponent's time,
// answers the next command at once (within a generous limit: the machine may be loaded), and
// the next genmove reuses the tree the pondering grew.
#include <chrono>
#include <cstdlib>
#include <regex>
#include <string>
#include <thread>

#include <catch2/catch.hpp>

#include "protocol/client/engine_process.hpp"

using boardtalk::protocol::EngineProcess;
using boardtalk::protocol::Response;
using namespace std::chrono_literals;

namespace {

std::unique_ptr<EngineProcess> start_go(bool ponder) {
    const char* bin = std::getenv("BOARDTALK_BIN");
    REQUIRE(bin != nullptr);
    std::vector<std::string> argv = {bin, "go",         "--boardsize", "9",        "--seed",
                                     "1", "--playouts", "300",         "--resign", "0"};
    if (ponder) argv.push_back("--ponder");
    auto started = EngineProcess::start(argv, EngineProcess::Options{});
    REQUIRE(started.engine != nullptr);
    return std::move(started.engine);
}

std::string answer(EngineProcess& engine, const std::string& command) {
    const Response r = engine.send(command, 60s);
    INFO(command << ": " << r.text);
    REQUIRE(r.status == Response::Status::success);
    return r.text;
}

// The "tree kept N" of the last move's explanation (0 when the tree was not reused).
long tree_kept(EngineProcess& engine) {
    const std::string text = answer(engine, "gomill-explain_last_move");
    std::smatch m;
    return std::regex_search(text, m, std::regex("tree kept ([0-9]+)")) ? std::stol(m[1]) : 0;
}

}  // namespace

TEST_CASE("pondering stops at once when a command arrives", "[go][mcts][ponder]") {
    auto engine = start_go(true);
    answer(*engine, "genmove b");
    std::this_thread::sleep_for(300ms);  // pondering now, with no end of its own
    const auto sent = std::chrono::steady_clock::now();
    const Response r = engine->send("name", 10s);
    const double waited =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - sent).count();
    CHECK(r.status == Response::Status::success);
    CHECK(r.text == "boardtalk");
    CHECK(waited < 5.0);
    // Commands that do not play a move of ours start no pondering: answered as fast.
    answer(*engine, "play w A1");
    answer(*engine, "showboard");
    CHECK(engine->send("quit", 10s).status == Response::Status::success);
}

TEST_CASE("the next genmove reuses the tree the pondering grew", "[go][mcts][ponder]") {
    for (bool ponder : {false, true}) {
        INFO("ponder " << ponder);
        auto engine = start_go(ponder);
        answer(*engine, "genmove b");
        std::this_thread::sleep_for(1500ms);
        // White's position is the one pondered: its move starts from the grown tree, which
        // --playouts 300 per move alone cannot explain.
        answer(*engine, "genmove w");
        const long kept = tree_kept(*engine);
        if (ponder)
            CHECK(kept > 300);
        else
            CHECK(kept <= 300);
    }
}
