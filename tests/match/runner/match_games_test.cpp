// Morris, DVONN and 2048 through the same runner, with our engines at tiny depths.
#include <catch2/catch.hpp>
#include <fstream>

#include "engine/2048/save_format.hpp"
#include "engine/dvonn/save_format.hpp"
#include "tests/match/runner/match_run.hpp"

namespace boardtalk::match_test {

namespace {

// Plays the match into a fresh directory, with --plot; checks the summary and the plot.
std::vector<match::GameResult> play(const std::string& name, const std::string& args) {
    const auto dir = fresh_dir(name);
    const auto plot = dir / "plot.svg";
    const auto run = run_shell(bin() + " match " + args + " --out " + quote(dir.string()) +
                               " --plot " + quote(plot.string()));
    INFO(run.err);
    REQUIRE(run.exit_code == 0);
    CHECK_FALSE(run.out.empty());  // the summary
    CHECK(read_file(plot).find("<svg") != std::string::npos);
    auto results = read_results_file(dir);
    for (auto& r : results) r.record = (dir / r.record).string();
    return results;
}

}  // namespace

TEST_CASE("morris games through the runner", "[match][morris]") {
    const auto results =
        play("morris", "--game morris --games 2 --jobs 2 --max-moves 120 --engine-a " +
                           ours("morris --deterministic --depth 2") + " --engine-b " +
                           ours("morris --deterministic --depth 1"));
    REQUIRE(results.size() == 2);
    for (const auto& r : results) {
        CHECK(r.game == "morris");
        CHECK(r.end != "forfeit");
        CHECK(r.a_colour == (r.index == 0 ? "white" : "black"));
        const auto game = morris_game_of(r.record);
        CHECK(static_cast<int>(game.turns_played()) == r.moves);
        if (r.end == "game end") CHECK(game.over());
    }
}

TEST_CASE("morris draw adjudication: --draw-after ends quiet games as draws", "[match][morris]") {
    // At these depths one game reaches a quiet stretch of 6 plies, the other ends by the rules.
    const auto results =
        play("morris-draw-after", "--game morris --games 2 --draw-after 6 --engine-a " +
                                      ours("morris --deterministic --depth 3") + " --engine-b " +
                                      ours("morris --deterministic --depth 2"));
    REQUIRE(results.size() == 2);
    int adjudicated = 0;
    for (const auto& r : results) {
        CHECK((r.end == "game end" || r.end == "draw adjudication"));
        if (r.end != "draw adjudication") continue;
        ++adjudicated;
        CHECK(r.winner == match::Winner::draw);
        CHECK(r.result == "0");
        // The record replays to a game the rules have not ended, 6 plies after a removal.
        const auto game = morris_game_of(r.record);
        CHECK_FALSE(game.over());
        CHECK(game.position().clock == 6);
    }
    CHECK(adjudicated == 1);
}

TEST_CASE("dvonn games from random setups through the runner", "[match][dvonn]") {
    const auto results =
        play("dvonn", "--game dvonn --games 2 --jobs 2 --seed 5 --engine-a " +
                          ours("dvonn --deterministic --depth 1") + " --engine-b " +
                          ours("dvonn --deterministic --depth 2"));
    REQUIRE(results.size() == 2);
    for (const auto& r : results) {
        CHECK(r.end == "game end");
        const auto game = dvonn::read_game(read_file(r.record));
        INFO(r.record);
        REQUIRE(game);
        CHECK(game->over());
        CHECK(static_cast<int>(game->moves().size()) == r.moves);
        CHECK(dvonn::final_score_text(*game) == r.result);
        CHECK(r.a_final_score.empty());  // final_score is asked in Go only
    }
}

TEST_CASE("dvonn with the placing phase through the runner", "[match][dvonn]") {
    const auto results =
        play("dvonn-placement", "--game dvonn --dvonn-setup placement --games 1 --max-moves 60" +
                                    std::string(" --engine-a ") +
                                    ours("dvonn --deterministic --depth 1") + " --engine-b " +
                                    ours("dvonn --deterministic --depth 1"));
    REQUIRE(results.size() == 1);
    CHECK(results[0].moves == 60);
    CHECK(results[0].end == "max moves");
}

TEST_CASE("games that repeat an earlier one move for move are counted; openings end that",
          "[match][dvonn]") {
    // Two deterministic engines from the empty board play one game per colour, over and over.
    const auto dir = fresh_dir("dvonn-repeats");
    const std::string match = bin() + " match --game dvonn --dvonn-setup placement --games 4" +
                              " --max-moves 20 --engine-a " + ours("dvonn --deterministic") +
                              " --engine-b " + ours("dvonn --deterministic --depth 1");
    const auto same = run_shell(match + " --out " + quote((dir / "same").string()));
    INFO(same.err);
    REQUIRE(same.exit_code == 0);
    auto results = read_results_file(dir / "same");
    REQUIRE(results.size() == 4);
    CHECK(results[0].moves_digest.size() == 16);
    CHECK(results[0].moves_digest == results[2].moves_digest);  // a white in both
    CHECK(results[1].moves_digest == results[3].moves_digest);
    CHECK(results[0].moves_digest != results[1].moves_digest);
    CHECK(same.out.find("repeated games: 2 of 4 played move for move as an earlier game") !=
          std::string::npos);
    // An opening per pair of games: every game its own.
    const auto openings = dir / "openings.txt";
    std::ofstream(openings) << "C2 F5 A1 C1 J5 I1 J4\nD5 K3 B2 E1 G4 H2 C3\n";
    const auto opened = run_shell(match + " --openings " + quote(openings.string()) + " --out " +
                                  quote((dir / "opened").string()));
    REQUIRE(opened.exit_code == 0);
    results = read_results_file(dir / "opened");
    REQUIRE(results.size() == 4);
    CHECK(results[0].moves_digest != results[2].moves_digest);
    CHECK(opened.out.find("repeated games") == std::string::npos);
}

TEST_CASE("2048 is a single-player match of scores", "[match][2048]") {
    const auto results =
        play("2048", "--game 2048 --games 2 --jobs 2 --max-moves 200 --seed 9" +
                         std::string(" --engine-a ") + ours("2048 --depth 1 --time-ms 0"));
    REQUIRE(results.size() == 2);
    for (const auto& r : results) {
        CHECK(r.winner == match::Winner::none);
        CHECK(r.a_colour.empty());
        CHECK(r.b_moves == 0);
        const auto loaded = g2048::load_game(read_file(r.record));
        REQUIRE(loaded);
        const g2048::Game& game = loaded.value();
        CHECK(game.seed() == r.seed);
        CHECK(static_cast<double>(game.score()) == r.score);
        CHECK(std::to_string(game.best_tile()) == r.result);
        CHECK(static_cast<int>(game.moves().size()) == r.moves);
    }
}

}  // namespace boardtalk::match_test
