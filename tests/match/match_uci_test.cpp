// UCI engines driven as cutechess-cli drives chess engines: the start-up handshake under its own
// timeout (--setup-timeout). The engine is the scripted one of engines/uci_engine.py.
#include <algorithm>
#include <catch2/catch.hpp>

#include "tests/match/match_run.hpp"

namespace boardtalk::match_test {

namespace {

const std::string kUciScript = "python3 tests/match/engines/uci_engine.py ";
// " --engine y=OUR_MORRIS_ENGINE", the opponent.
std::string uci_morris_y() {
    return " --engine " + quote("y=" + our_command("morris --deterministic --depth 1"));
}

struct UciPlayed {
    std::vector<match::GameResult> results;
    std::string err;
};

// `boardtalk match --game morris --move-time 0.1 ARGS` into a fresh directory.
UciPlayed play_uci(const std::string& name, const std::string& args) {
    const auto dir = fresh_dir(name);
    const auto run = run_shell(bin() + " match --game morris --move-time 0.1 " + args + " --out " +
                               quote(dir.string()));
    INFO(run.err);
    REQUIRE(run.exit_code == 0);
    return {read_results_file(dir), run.err};
}

}  // namespace

TEST_CASE("the start-up handshake has --setup-timeout, whatever the move time",
          "[match][uci][setup]") {
    const std::string slow =
        " --engine " + quote("x=proto:uci:" + kUciScript + "slow 1") + uci_morris_y();
    SECTION("too short: the slow engine forfeits by timeout at once") {
        const auto played =
            play_uci("uci-setup-short", "--games 1 --timeout-margin 60 --setup-timeout 0.5" + slow);
        REQUIRE(played.results.size() == 1);
        const auto& r = played.results[0];
        CHECK(r.end == "forfeit");
        CHECK(r.forfeit_engine == std::optional<std::string>("a"));
        CHECK(r.forfeit_cause == std::optional(match::ForfeitCause::timeout));
        CHECK(r.moves == 0);
        CHECK(played.err.find("no uciok for 'uci' within 0.5 s (--setup-timeout)") !=
              std::string::npos);
    }
    SECTION("long enough: it plays") {
        const auto played =
            play_uci("uci-setup-long", "--games 1 --timeout-margin 60 --setup-timeout 20" + slow);
        REQUIRE(played.results.size() == 1);
        CHECK(played.results[0].end == "game end");
    }
}

}  // namespace boardtalk::match_test
