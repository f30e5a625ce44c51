// Broken engines (tests/match/engines/broken_engine.sh) forfeit with the right cause and the
// match goes on to its end.
#include <catch2/catch.hpp>

#include "tests/match/runner/match_run.hpp"

namespace boardtalk::match_test {

namespace {

// A match of `games` games between broken(mode) as engine a and our Go engine as b, with
// `timing` (--move-time ...), in which a forfeits every game by `cause`.
std::vector<match::GameResult> check_forfeits(
    const std::string& mode, match::ForfeitCause cause, int games = 3,
    const std::string& timing = " --move-time 0.3 --timeout-margin 0.3") {
    const auto dir = fresh_dir("forfeit-" + mode);
    const auto run =
        run_shell(bin() + " match --game go --boardsize 9 --games " + std::to_string(games) +
                  " --jobs 2 --max-moves 60" + timing + " --engine-a " + quote(broken(mode)) +
                  " --engine-b " + quote(our_go()) + " --out " + quote(dir.string()));
    INFO(run.err);
    REQUIRE(run.exit_code == 0);
    const auto results = read_results_file(dir);
    REQUIRE(results.size() == static_cast<std::size_t>(games));  // it went on after a forfeit
    for (const auto& r : results) {
        check_forfeit_of_a(r, cause);
        INFO("game " << r.index);
        CHECK(r.result == (r.a_colour == "black" ? "W+F" : "B+F"));
        CHECK(std::filesystem::exists(dir / r.record));
    }
    CHECK(run.err.find("forfeits (" + match::to_string(cause) + ")") != std::string::npos);
    return results;
}

}  // namespace

TEST_CASE("an engine that crashes at genmove forfeits", "[match][forfeit]") {
    check_forfeits("crash", match::ForfeitCause::crash);
}

TEST_CASE("an engine that hangs on genmove forfeits by timeout", "[match][forfeit]") {
    check_forfeits("hang", match::ForfeitCause::timeout);
}

TEST_CASE("an engine that plays an occupied point forfeits", "[match][forfeit]") {
    check_forfeits("illegal", match::ForfeitCause::illegal_move);
}

TEST_CASE("an engine that answers garbage forfeits", "[match][forfeit]") {
    check_forfeits("garbage", match::ForfeitCause::garbage);
}

TEST_CASE("a line that is no response forfeits for garbage at once, not at the timeout",
          "[match][forfeit]") {
    // A minute to answer genmove: the forfeit must come long before it.
    const auto results = check_forfeits("stray", match::ForfeitCause::garbage, 2,
                                        " --move-time 30 --timeout-margin 30");
    for (const auto& r : results) CHECK(r.a_seconds < 30);
}

TEST_CASE("an answer with the wrong id, or none, forfeits for protocol error", "[match][forfeit]") {
    check_forfeits("wrongid", match::ForfeitCause::protocol_error, 2);
    check_forfeits("noid", match::ForfeitCause::protocol_error, 2);
}

TEST_CASE("a GTP engine slow to answer its setup forfeits within --setup-timeout, not later",
          "[match][forfeit][setup]") {
    // clear_board takes it 1 s: too long for 0.5 s, whatever the move time allows.
    const auto late = check_forfeits("slowsetup", match::ForfeitCause::timeout, 1,
                                     " --move-time 30 --setup-timeout 0.5");
    CHECK(late[0].moves == 0);
    const auto dir = fresh_dir("slowsetup-long");
    const auto run = run_shell(bin() + " match --game go --boardsize 9 --games 1 --max-moves 20" +
                               " --move-time 0.3 --timeout-margin 0.3 --setup-timeout 5" +
                               " --engine-a " + quote(broken("slowsetup")) + " --engine-b " +
                               quote(our_go()) + " --out " + quote(dir.string()));
    INFO(run.err);
    REQUIRE(run.exit_code == 0);
    const auto results = read_results_file(dir);
    REQUIRE(results.size() == 1);
    CHECK(results[0].end != "forfeit");
}

}  // namespace boardtalk::match_test
