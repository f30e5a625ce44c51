// format_summary and progress_line on hand-made results.
#include <catch2/catch.hpp>

#include "tests/match/results_fixture.hpp"
#include "tools/match/stats_tally.hpp"
#include "tools/match/summary.hpp"

using namespace boardtalk::match;
using namespace boardtalk::match::testing;

namespace {

const MatchNames names{"boardtalk go", "gnugo --level 0"};

bool has(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

// The table without the timing lines (everything up to the separator).
std::string without_timing(const std::string& table) {
    auto at = table.find(timing_separator);
    REQUIRE(at != std::string::npos);
    return table.substr(0, at);
}

}  // namespace

TEST_CASE("7 wins, 2 draws, 1 loss: score 0.8 and Elo +240.8", "[summary]") {
    auto table = format_summary(games(7, 2, 1), names);
    INFO(table);
    CHECK(has(table, "a: boardtalk go\n"));
    CHECK(has(table, "b: gnugo --level 0\n"));
    CHECK(has(table, "go: 10 games\n"));
    CHECK(has(table, "score of a: 8/10 = 80.0% (95% Wilson interval 49.0% .. 94.3%)"));
    CHECK(has(table, "Elo a - b: +240.8 (95% interval -6.8 .. +"));
    // a played black in games 0,2,4,6,8 (4 wins, 1 draw) and white in 1,3,5,7,9 (3 wins, 1
    // draw, 1 loss).
    CHECK(has(table, "a                 10     7       1      2   80.0%\n"));
    CHECK(has(table, "  a as black       5     4       0      1   90.0%\n"));
    CHECK(has(table, "  a as white       5     3       1      1   70.0%\n"));
    CHECK(has(table, "b                 10     1       7      2   20.0%\n"));
    CHECK(has(table, "  b as white       5     0       4      1   10.0%\n"));
    CHECK(has(table, "ended by: two passes 10\n"));
    CHECK(has(table, "forfeits: none\n"));
}

TEST_CASE("a clean sweep prints a one-sided Elo bound, not infinity", "[summary]") {
    auto sweep = format_summary(games(5, 0, 0), names);
    INFO(sweep);
    CHECK(has(sweep, "Elo a - b: >= +45.8 (a won every game"));
    CHECK_FALSE(has(sweep, "inf"));
    auto lost = format_summary(games(0, 0, 5), names);
    CHECK(has(lost, "Elo a - b: <= -45.8 (a lost every game"));
}

TEST_CASE("forfeits by cause and engine, ends in a fixed order, margins", "[summary]") {
    std::vector<GameResult> results{go_game(0, Winner::a, 4.5),
                                    go_game(1, Winner::b, -2.5),
                                    go_game(2, Winner::b, 0, "resignation"),
                                    forfeit_game(3, "b", ForfeitCause::timeout),
                                    forfeit_game(4, "b", ForfeitCause::crash),
                                    forfeit_game(5, "a", ForfeitCause::illegal_move),
                                    go_game(6, Winner::a, 8, "max moves")};
    auto table = format_summary(results, names);
    INFO(table);
    CHECK(has(table, "ended by: two passes 2, resignation 1, max moves 1, forfeit 3\n"));
    CHECK(has(table,
              "forfeits: a 1, b 2; illegal move: a 1, b 0; crash: a 0, b 1; timeout: a 0, b 1\n"));
    // (4.5 - 2.5 + 8) / 3: resignations and forfeits carry no margin.
    CHECK(has(table, "mean margin of a: +3.33 over 3 games"));
    CHECK_FALSE(has(table, "final_score"));
}

TEST_CASE("engines' final_score answers compared with the referee's result", "[summary]") {
    std::vector<GameResult> results{go_game(0, Winner::a), go_game(1, Winner::a),
                                    go_game(2, Winner::b, 0, "resignation")};
    results[0].result = "B+3.5";
    results[0].a_final_score = "b+3.5";
    results[0].b_final_score = "B+4.5";
    results[1].result = "W+0.5";
    results[1].a_final_score = " W+0.5\r";
    results[1].b_final_score = "W+0.5";
    // A resignation has no count to compare with.
    results[2].result = "W+R";
    results[2].a_final_score = results[2].b_final_score = "B+2.5";
    auto table = format_summary(results, names);
    INFO(table);
    CHECK(has(table, "engines' final_score equal to the result: a 2/2, b 1/2\n"));
}

TEST_CASE("swapping a and b mirrors the table's numbers", "[summary]") {
    auto results = games(6, 1, 3);
    auto swapped = results;
    for (auto& r : swapped) {
        if (r.winner == Winner::a)
            r.winner = Winner::b;
        else if (r.winner == Winner::b)
            r.winner = Winner::a;
        r.a_colour = r.a_colour == "black" ? "white" : "black";
    }
    auto t = tally_two_player(results), u = tally_two_player(swapped);
    CHECK(t.a.wins == u.a.losses);
    CHECK(t.a.losses == u.a.wins);
    CHECK(t.a.score() + u.a.score() == Approx(1));
    auto table = format_summary(swapped, {names.b, names.a});
    CHECK(has(table, "score of a: 3.5/10 = 35.0%"));
    CHECK(has(format_summary(results, names), "score of a: 6.5/10 = 65.0%"));
    // The Elo estimates are opposite.
    CHECK(has(format_summary(results, names), "Elo a - b: +107.5"));
    CHECK(has(table, "Elo a - b: -107.5"));
}

TEST_CASE("timing lines come last, after the separator", "[summary]") {
    auto results = games(2, 0, 1);
    auto table = format_summary(results, names);
    auto at = table.find(timing_separator);
    REQUIRE(at != std::string::npos);
    // 3 games of 30 moves each, 1.5 s and 0.75 s per game.
    CHECK(table.substr(at) ==
          std::string(timing_separator) +
              "\nseconds per move: a 0.05 s (90 moves), b 0.025 s (90 moves)\n");
    // Different timings change nothing before the separator.
    for (auto& r : results) r.a_seconds *= 3;
    CHECK(without_timing(format_summary(results, names)) == without_timing(table));
}

TEST_CASE("2048: score distribution and tiles reached", "[summary]") {
    std::vector<GameResult> results{game_2048(0, 4000, 512), game_2048(1, 1000, 256),
                                    game_2048(2, 3000, 1024), game_2048(3, 2000, 2048)};
    REQUIRE(is_single_player(results));
    auto table = format_summary(results, {"boardtalk 2048", "unused"});
    INFO(table);
    CHECK(has(table, "2048: 4 games (single player)\n"));
    CHECK(has(table, "score: min 1000, q1 1750, median 2500, q3 3250, max 4000\n"));
    CHECK(has(table, "mean score: 2500.0 (95% interval "));
    // Each tile's rate with its Wilson interval, as `bench 2048` prints them.
    CHECK(has(table,
              "best tile reached:\n"
              "  512: 3 of 4 games (75.0%, 95% interval 30.1%-95.4%)\n"
              "  1024: 2 of 4 games (50.0%, 95% interval 15.0%-85.0%)\n"
              "  2048: 1 of 4 games (25.0%, 95% interval 4.6%-69.9%)\n"));
    CHECK_FALSE(has(table, "b: unused"));
    CHECK_FALSE(has(table, "Elo"));
    CHECK(has(table, "seconds per move: a 0.001 s (2000 moves)\n"));
    auto t = tally_single_player(results);
    REQUIRE(t.tiles_reached.size() == 3);
    results.push_back(game_2048(4, 90000, 8192));
    t = tally_single_player(results);
    REQUIRE(t.tiles_reached.size() == 5);
    CHECK(t.tiles_reached.back() == std::pair<long long, int>{8192, 1});
}

TEST_CASE("several games in one set of results get one section each", "[summary]") {
    auto results = games(1, 0, 1);
    results.push_back(game_2048(2, 500, 128));
    auto table = format_summary(results, names);
    INFO(table);
    auto go_at = table.find("go: 2 games\n"), g2048_at = table.find("2048: 1 games");
    REQUIRE(go_at != std::string::npos);
    REQUIRE(g2048_at != std::string::npos);
    CHECK(g2048_at < go_at);
    CHECK(has(table, "\ngo seconds per move"));
    CHECK(format_summary({}, names) == "no games played\n");
}

TEST_CASE("progress line: games done, running score, ETA", "[summary]") {
    auto done = games(3, 1, 2);
    CHECK(progress_line(done, 20, 90) ==
          "[6/20] a 3.5/6 = 58.3% (+3 =1 -2)  elapsed 1:30  ETA 3:30");
    CHECK(progress_line({}, 20, 0) == "[0/20]  elapsed 0:00  ETA --");
    CHECK(progress_line(done, 6, 7300) ==
          "[6/6] a 3.5/6 = 58.3% (+3 =1 -2)  elapsed 2:01:40  ETA 0:00");
    std::vector<GameResult> g{game_2048(0, 1000, 256), game_2048(1, 3000, 1024)};
    CHECK(progress_line(g, 4, 10) ==
          "[2/4] mean score 2000.0, best tile 1024  elapsed 0:10  ETA 0:10");
}

TEST_CASE("progress line after --resume: the whole match counted, the ETA from this run",
          "[summary]") {
    // 6 games done, 4 of them before this run: 2 in 90 s, so the 14 left take 10:30.
    auto done = games(3, 1, 2);
    CHECK(progress_line(done, 20, 90, 4) ==
          "[6/20] a 3.5/6 = 58.3% (+3 =1 -2)  elapsed 1:30  ETA 10:30");
    // Before this run's first game there is no ETA yet.
    CHECK(progress_line(done, 20, 0, 6) ==
          "[6/20] a 3.5/6 = 58.3% (+3 =1 -2)  elapsed 0:00  ETA --");
}
