// A 9x9 match of boardtalk go against GNU Go level 0: every game finishes and every SGF record
// replays legally through our rules engine.
#include <catch2/catch.hpp>
#include <set>
#include <string>
#include <variant>

#include "engine/go/sgf_parser.hpp"
#include "engine/go/sgf_record.hpp"
#include "tests/match/runner/match_run.hpp"

namespace boardtalk::match_test {

namespace {

// Replays the SGF and returns the number of moves, failing the test on any illegal move.
std::size_t replay_moves(const std::filesystem::path& path) {
    const auto parsed = go::parse_sgf(read_file(path));
    INFO(path.string());
    REQUIRE(std::holds_alternative<go::SgfMainLine>(parsed));
    const auto record = go::read_game_record(std::get<go::SgfMainLine>(parsed));
    REQUIRE(std::holds_alternative<go::SgfGameRecord>(record));
    const auto& r = std::get<go::SgfGameRecord>(record);
    CHECK(r.width == 9);
    const auto loaded = go::replay_game_record(r, go::Rules::chinese());
    if (const auto* e = std::get_if<go::SgfError>(&loaded)) FAIL(e->message);
    return std::get<go::LoadedGame>(loaded).game.history().size();
}

// Release plays 20 games. Under ASan+UBSan (BOARDTALK_SANITIZED, set by CMake for every test)
// 6 games take both colours and both job slots through the same code, with every check the
// same; the other 14 would mostly be more of GNU Go's thinking, which is not sanitized.
#ifdef BOARDTALK_SANITIZED
constexpr int games = 6;
#else
constexpr int games = 20;
#endif

}  // namespace

TEST_CASE("a 9x9 match against GNU Go completes with records that replay legally", "[match][go]") {
    const auto dir = fresh_dir("go-gnugo");
    // GNU Go plays simple ko unless told otherwise; the referee enforces positional superko, so
    // without the option a rare superko repetition by GNU Go would forfeit a game.
    const auto run = run_shell(
        bin() + " match --game go --boardsize 9 --games " + std::to_string(games) + " --jobs 2" +
        " --max-moves 150 --move-time 5 --seed 100 --engine-a " + quote(our_go(7)) +
        " --engine-b " + quote("/usr/games/gnugo --mode gtp --level 0 --positional-superko") +
        " --out " + quote(dir.string()));
    INFO(run.err);
    REQUIRE(run.exit_code == 0);
    const auto results = read_results_file(dir);
    REQUIRE(results.size() == static_cast<std::size_t>(games));
    std::set<int> indices;
    for (const auto& r : results) {
        INFO("game " << r.index << " " << r.result << " " << r.end);
        indices.insert(r.index);
        CHECK(r.game == "go");
        CHECK(r.seed == 100u + static_cast<unsigned>(r.index));
        CHECK(r.a_colour == (r.index % 2 == 0 ? "black" : "white"));
        CHECK(r.end != "forfeit");
        CHECK(r.moves <= 150);
        CHECK(r.a_moves + r.b_moves == r.moves);
        CHECK(static_cast<int>(replay_moves(dir / r.record)) == r.moves);
        if (r.end == "two passes") {
            CHECK_FALSE(r.a_final_score.empty());
            CHECK_FALSE(r.b_final_score.empty());
        }
        // a's margin has the sign of the result as seen from a's colour
        if (r.winner == match::Winner::a) CHECK(r.score > 0);
        if (r.winner == match::Winner::b) CHECK(r.score < 0);
    }
    CHECK(indices.size() == static_cast<std::size_t>(games));
    CHECK(run.out.find("gnugo") != std::string::npos);  // the summary names the engines
}

TEST_CASE("--no-swap: a handicap match keeps engine a on Black in every game", "[match][go]") {
    const auto dir = fresh_dir("go-no-swap");
    const auto run =
        run_shell(bin() + " match --game go --boardsize 9 --handicap 2 --komi 0.5" +
                  " --games 4 --no-swap --max-moves 30 --engine-a " + quote(our_go(3)) +
                  " --engine-b " + quote(our_go(4)) + " --out " + quote(dir.string()));
    INFO(run.err);
    REQUIRE(run.exit_code == 0);
    const auto results = read_results_file(dir);
    REQUIRE(results.size() == 4);
    for (const auto& r : results) CHECK(r.a_colour == "black");
    CHECK(read_file(dir / "match.json").find("\"no_swap\": true") != std::string::npos);
    check_refused_run("--game go --games 2 --no-swap --sprt elo0=0,elo1=10 --engine-a " +
                          quote(our_go(3)) + " --engine-b " + quote(our_go(4)),
                      "--sprt needs colours swapped");
    check_refused_run("--game 2048 --games 2 --no-swap --engine-a x",
                      "--no-swap is for two-player");
}

}  // namespace boardtalk::match_test
