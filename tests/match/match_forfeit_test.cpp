// Broken engines (tests/match/engines/broken_engine.sh) forfeit with the right cause and the
// match goes on to its end.
#include <catch2/catch.hpp>

#include "tests/match/match_run.hpp"

namespace boardtalk::match_test {

namespace {

void check_forfeits(const std::string& mode, match::ForfeitCause cause) {
    const auto dir = fresh_dir("forfeit-" + mode);
    const auto run =
        run_shell(bin() + " match --game go --boardsize 9 --games 3 --jobs 2" +
                  " --move-time 0.3 --timeout-margin 0.3 --engine-a " + quote(broken(mode)) +
                  " --engine-b " + quote(our_go()) + " --out " + quote(dir.string()));
    INFO(run.err);
    REQUIRE(run.exit_code == 0);
    const auto results = read_results_file(dir);
    REQUIRE(results.size() == 3);  // the match went on after every forfeit
    for (const auto& r : results) {
        INFO("game " << r.index << " " << r.result);
        CHECK(r.end == "forfeit");
        CHECK(r.forfeit_engine == std::optional<std::string>("a"));
        CHECK(r.forfeit_cause == std::optional(cause));
        CHECK(r.winner == match::Winner::b);
        CHECK(r.result == (r.a_colour == "black" ? "W+F" : "B+F"));
        CHECK(std::filesystem::exists(dir / r.record));
    }
    CHECK(run.err.find("forfeits (" + match::to_string(cause) + ")") != std::string::npos);
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

}  // namespace boardtalk::match_test
