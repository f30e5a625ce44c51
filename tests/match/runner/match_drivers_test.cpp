// Engines of other protocols driven natively: DVONN engines of the CodeCup 2011 protocol and
// Morris engines of Sanmill's UCI, scripted for the tests (codecup_engine.py and uci_engine.py
// in tests/match/engines; their moves come from our engines at depth 1 for DVONN, 2 for
// Morris, where depth 1 closes no mill), in whole matches against our GTP engines; misbehaving
// ones forfeit with the right cause; protocols are refused for games and setups they cannot
// play.
#include <algorithm>
#include <catch2/catch.hpp>
#include <fstream>

#include "engine/dvonn/save_format.hpp"
#include "tests/match/runner/match_run.hpp"

namespace boardtalk::match_test {

namespace {

const std::string kDvonn = "dvonn --deterministic --depth 1";
const std::string kMorris = "morris --deterministic --depth 2";  // as uci_engine.py

std::string codecup(const std::string& mode = "") {
    return "x=proto:codecup:python3 tests/match/engines/codecup_engine.py " + mode;
}
std::string uci(const std::string& mode = "") {
    return "x=proto:uci:python3 tests/match/engines/uci_engine.py " + mode;
}

// `boardtalk match --game GAME ARGS --engine X --engine y=OUR_ENGINE` into a fresh directory;
// the results, with their records' paths made whole. Times are generous: python and the
// engine behind it start slowly on a loaded machine.
std::vector<match::GameResult> play(const std::string& name, const std::string& args,
                                    const std::string& x, const std::string& y,
                                    const std::string& timing = " --timeout-margin 60") {
    const auto dir = fresh_dir(name);
    const auto run =
        run_shell(bin() + " match " + args + " --jobs 2" + timing + " --engine " + quote(x) +
                  " --engine " + quote("y=" + our_command(y)) + " --out " + quote(dir.string()));
    INFO(run.err);
    REQUIRE(run.exit_code == 0);
    auto results = read_results_file(dir);  // in the order the games finished
    std::sort(results.begin(), results.end(),
              [](const auto& a, const auto& b) { return a.index < b.index; });
    for (auto& r : results) r.record = (dir / r.record).string();
    return results;
}

// The same match with our engine on both sides (GTP): what the scripted engine must reproduce
// move for move, since it plays our engine's moves.
std::vector<match::GameResult> play_gtp(const std::string& name, const std::string& args,
                                        const std::string& engine) {
    return play(name, args, "x=" + our_command(engine), engine);
}

void check_same_games(const std::vector<match::GameResult>& got,
                      const std::vector<match::GameResult>& want, bool names_in_record) {
    REQUIRE(got.size() == want.size());
    for (std::size_t i = 0; i < got.size(); ++i) {
        INFO("game " << i);
        CHECK(got[i].end == "game end");
        CHECK_FALSE(got[i].forfeit_cause);
        CHECK(got[i].result == want[i].result);
        CHECK(got[i].winner == want[i].winner);
        CHECK(got[i].moves == want[i].moves);
        auto record = read_file(got[i].record);
        auto expected = read_file(want[i].record);
        if (names_in_record) {  // the DVONN record names the engines: compare the moves only
            record = record.substr(record.find("\n# result"));
            expected = expected.substr(expected.find("\n# result"));
        }
        CHECK(record == expected);
    }
}

// A match in which engine x forfeits every game by `cause`.
void check_forfeits(const std::string& name, const std::string& args, const std::string& x,
                    const std::string& y, match::ForfeitCause cause,
                    const std::string& timing = " --timeout-margin 60") {
    const auto results = play(name, args, x, y, timing);
    REQUIRE(results.size() == 2);
    for (const auto& r : results) check_forfeit_of_a(r, cause);
}

const std::string kDvonnMatch = "--game dvonn --dvonn-setup placement --games 2";
const std::string kMorrisMatch = "--game morris --games 2 --move-time 0.1";

}  // namespace

TEST_CASE("a CodeCup DVONN engine plays whole games, as the same engine over GTP does",
          "[match][drivers][codecup]") {
    const auto got = play("codecup", kDvonnMatch, codecup(), kDvonn);
    const auto want = play_gtp("codecup-gtp", kDvonnMatch, kDvonn);
    check_same_games(got, want, true);
    for (const auto& r : got) {
        const auto game = dvonn::read_game(read_file(r.record));
        REQUIRE(game);
        CHECK(game->over());
        CHECK(dvonn::final_score_text(*game) == r.result);
    }
}

TEST_CASE("boardtalk dvonn --protocol codecup plays the games it plays over GTP",
          "[match][drivers][codecup]") {
    const std::string engine = "x=proto:codecup:" + our_command(kDvonn + " --protocol codecup");
    const auto got = play("codecup-ours", kDvonnMatch, engine, kDvonn);
    const auto want = play_gtp("codecup-ours-gtp", kDvonnMatch, kDvonn);
    check_same_games(got, want, true);
}

TEST_CASE("a misbehaving CodeCup engine forfeits", "[match][drivers][codecup]") {
    using match::ForfeitCause;
    SECTION("garbage") {
        check_forfeits("cc-garbage", kDvonnMatch, codecup("garbage"), kDvonn,
                       ForfeitCause::garbage);
    }
    SECTION("our notation, which is not CodeCup's, is garbage") {
        check_forfeits("cc-dashed", kDvonnMatch, codecup("dashed"), kDvonn, ForfeitCause::garbage);
    }
    SECTION("illegal at once and later") {
        check_forfeits("cc-illegal", kDvonnMatch, codecup("illegal"), kDvonn,
                       ForfeitCause::illegal_move);
        check_forfeits("cc-illegal-3", kDvonnMatch, codecup("illegal 3"), kDvonn,
                       ForfeitCause::illegal_move);
    }
    SECTION("crash") {
        check_forfeits("cc-crash", kDvonnMatch, codecup("crash 2"), kDvonn, ForfeitCause::crash);
    }
    SECTION("hang") {
        // At its first move, under the GTP forfeit tests' short times: a later one would give
        // python's start-up the move's time.
        check_forfeits("cc-hang", kDvonnMatch, codecup("hang"), kDvonn, ForfeitCause::timeout,
                       " --move-time 0.3 --timeout-margin 0.3");
    }
}

TEST_CASE("a CodeCup engine that ignores Quit is stopped after the game",
          "[match][drivers][codecup]") {
    const auto got = play("codecup-noquit", kDvonnMatch, codecup("noquit"), kDvonn);
    for (const auto& r : got) CHECK(r.end == "game end");
}

TEST_CASE("a UCI Morris engine plays whole games, as the same engine over GTP does",
          "[match][drivers][uci]") {
    const auto want = play_gtp("uci-gtp", kMorrisMatch, kMorris);
    // Sanmill's answer lines, standard ones, and removals attached to the move.
    for (const std::string mode : {"", "plain", "attached"}) {
        INFO("mode " << mode);
        const auto got = play("uci-" + mode, kMorrisMatch, uci(mode), kMorris);
        check_same_games(got, want, false);
        bool removal = false;
        for (const auto& r : got) {
            CHECK(morris_game_of(r.record).over());
            removal = removal || read_file(r.record).find('x') != std::string::npos;
        }
        CHECK(removal);  // the games had mills: removals went through both ways
    }
}

TEST_CASE("a UCI engine is given the opening's moves in its position", "[match][drivers][uci]") {
    const auto openings = fresh_dir("uci-openings-file") / "openings.txt";
    {
        std::ofstream out(openings);
        out << "d6 d2 b4\n";
    }
    const std::string args = kMorrisMatch + " --openings " + quote(openings.string());
    check_same_games(play("uci-openings", args, uci(), kMorris),
                     play_gtp("uci-openings-gtp", args, kMorris), false);
}

TEST_CASE("a misbehaving UCI engine forfeits", "[match][drivers][uci]") {
    using match::ForfeitCause;
    SECTION("garbage") {
        check_forfeits("uci-garbage", kMorrisMatch, uci("garbage 3"), kMorris,
                       ForfeitCause::garbage);
    }
    SECTION("illegal") {
        check_forfeits("uci-illegal", kMorrisMatch, uci("illegal 4"), kMorris,
                       ForfeitCause::illegal_move);
    }
    SECTION("crash") {
        check_forfeits("uci-crash", kMorrisMatch, uci("crash 2"), kMorris, ForfeitCause::crash);
    }
    SECTION("hang") {
        // At its first go (after the handshake, which has --setup-timeout), under the GTP
        // forfeit tests' short margin.
        check_forfeits("uci-hang", kMorrisMatch, uci("hang"), kMorris, ForfeitCause::timeout,
                       " --timeout-margin 0.3");
    }
    SECTION("no uciok") {
        check_forfeits("uci-nouciok", kMorrisMatch, uci("nouciok"), kMorris, ForfeitCause::timeout,
                       " --setup-timeout 1");
    }
}

TEST_CASE("protocols are refused for games and setups they cannot play", "[match][drivers]") {
    const std::string y = " --engine " + quote("y=" + our_command(kMorris));
    check_refused_run("--game morris --games 1 --engine " + quote(codecup()) + y,
                      "engine x: the codecup protocol plays dvonn only, not morris");
    check_refused_run("--game dvonn --dvonn-setup placement --games 1 --engine " + quote(uci()) + y,
                      "engine x: the uci protocol plays morris only, not dvonn");
    check_refused_run("--game go --games 1 --engine " + quote(uci()) + y,
                      "the uci protocol plays morris only, not go");
    check_refused_run("--game dvonn --games 1 --engine " + quote(codecup()) + y,
                      "engine x: codecup engines start from the empty board: use --dvonn-setup "
                      "placement");
    check_refused_run(
        "--game dvonn --dvonn-setup placement --openings /dev/null --games 1 "
        "--engine " +
            quote(codecup()) + y,
        "engine x: codecup engines cannot be given an opening (--openings)");
}

}  // namespace boardtalk::match_test
