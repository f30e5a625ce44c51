// UCI engines driven as cutechess-cli drives chess engines: options sent with setoption
// (--engine-option), `bestmove draw` as a draw claim the referee grants or refuses, and the
// start-up handshake under its own timeout (--setup-timeout). The engine is the scripted one of
// tests/match/engines/uci_engine.py.
#include <algorithm>
#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>

#include "tests/match/runner/match_run.hpp"

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

std::vector<std::string> received_lines(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) out.push_back(line);
    return out;
}

// Placements without a mill, then white c4-c3 / c3-c4 and black a4-a7 / a7-a4 back and forth:
// the position after the placements comes back after every fourth move of the moving phase.
const std::string kShuffleMoves =
    "f4 c5 d5 g7 f2 a1 e5 d1 d7 a4 b4 b6 d3 f6 c4 e3 e4 b2 "
    "c4-c3 a4-a7 c3-c4 a7-a4 c4-c3 a4-a7 c3-c4";

// Both engines play the script `moves` (shared), "draw" being a claim.
UciPlayed play_uci_script(const std::string& name, const std::string& moves) {
    const auto file = fresh_dir(name + "-script") / "moves.txt";
    std::ofstream(file) << moves << "\n";
    const std::string engine = "proto:uci:" + kUciScript + "script " + quote(file.string());
    return play_uci(name, "--games 1 --timeout-margin 60 --log-level info --engine " +
                              quote("x=" + engine) + " --engine " + quote("y=" + engine));
}

}  // namespace

TEST_CASE("UCI options go out as setoption after uciok and before isready, in order",
          "[match][uci]") {
    const auto log = fresh_dir("uci-options-log") / "received.txt";
    const std::string x = "x=proto:uci:" + kUciScript + "--log " + quote(log.string());
    const auto played = play_uci("uci-options", "--games 1 --timeout-margin 60 --engine " +
                                                    quote(x) + uci_morris_y() +
                                                    " --engine-option 'x:Skill Level=30'"
                                                    " --engine-option x:MoveTime=1"
                                                    " --engine-option x:Book=/data/a=b:c");
    REQUIRE(played.results.size() == 1);
    CHECK(played.results[0].end == "game end");
    const auto lines = received_lines(read_file(log));
    // The game's engine (after the start-up check's uci and quit): its first lines.
    const auto start = std::find(lines.rbegin(), lines.rend(), "uci").base() - 1;
    REQUIRE(lines.end() - start >= 6);
    CHECK(std::vector(start, start + 6) ==
          std::vector<std::string>{
              "uci", "setoption name Skill Level value 30", "setoption name MoveTime value 1",
              "setoption name Book value /data/a=b:c", "ucinewgame", "isready"});
    CHECK(std::count_if(lines.begin(), lines.end(),
                        [](const std::string& l) { return l.starts_with("setoption"); }) == 3);
}

TEST_CASE("a bad --engine-option is refused at parse time", "[match][uci]") {
    const std::string engines = " --engine " + quote("x=proto:uci:" + kUciScript) + uci_morris_y();
    const std::string run = "--game morris --games 1" + engines + " --engine-option ";
    check_refused_run(run + "x:Hash=", "--engine-option: empty option name or value");
    check_refused_run(run + "'x: =1'", "--engine-option: empty option name or value");
    check_refused_run(run + quote("x:Hash=1\nquit"),
                      "--engine-option: an option may not hold a line break");
    check_refused_run(run + "Hash=1", "--engine-option: 'Hash=1' is not ENGINE:NAME=VALUE");
    check_refused_run(run + "z:Hash=1", "--engine-option: no engine named z");
    check_refused_run(run + "y:Hash=1",
                      "--engine-option: engine y speaks gtp: options are for uci engines");
}

TEST_CASE("a draw claim the rules grant ends the game drawn", "[match][uci]") {
    // Black's a7-a4 would bring the position after the placements back a third time.
    const auto played = play_uci_script("uci-claim", kShuffleMoves + " draw");
    REQUIRE(played.results.size() == 1);
    const auto& r = played.results[0];
    CHECK(r.end == "draw claim");
    CHECK(r.winner == match::Winner::draw);
    CHECK(r.result == "0");
    CHECK(r.moves == 25);
    CHECK_FALSE(r.forfeit_cause);
    CHECK(played.err.find("engine b claims a draw: threefold repetition after a7-a4") !=
          std::string::npos);
}

TEST_CASE("a false draw claim forfeits the claimant", "[match][uci]") {
    SECTION("one repetition short") {
        // Four plies earlier black's a7-a4 would bring it back only a second time.
        const auto moves = kShuffleMoves.substr(0, kShuffleMoves.rfind(" a7-a4")) + " draw";
        const auto played = play_uci_script("uci-false-claim", moves);
        REQUIRE(played.results.size() == 1);
        const auto& r = played.results[0];
        CHECK(r.end == "forfeit");
        CHECK(r.forfeit_engine == std::optional<std::string>("b"));
        CHECK(r.forfeit_cause == std::optional(match::ForfeitCause::illegal_move));
        CHECK(r.winner == match::Winner::a);
        CHECK(played.err.find("false draw claim") != std::string::npos);
    }
    SECTION("in the placing phase") {
        const auto played =
            play_uci("uci-false-claim-early", "--games 2 --jobs 2 --timeout-margin 60 --engine " +
                                                  quote("x=proto:uci:" + kUciScript + "draw 3") +
                                                  uci_morris_y());
        REQUIRE(played.results.size() == 2);
        for (const auto& r : played.results)
            check_forfeit_of_a(r, match::ForfeitCause::illegal_move);
    }
}

TEST_CASE("the start-up handshake has --setup-timeout, whatever the move time",
          "[match][uci][setup]") {
    const std::string slow =
        " --engine " + quote("x=proto:uci:" + kUciScript + "slow 1") + uci_morris_y();
    SECTION("too short: the slow engine forfeits by timeout at once") {
        const auto played =
            play_uci("uci-setup-short", "--games 1 --timeout-margin 60 --setup-timeout 0.5" + slow);
        REQUIRE(played.results.size() == 1);
        const auto& r = played.results[0];
        check_forfeit_of_a(r, match::ForfeitCause::timeout);
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
