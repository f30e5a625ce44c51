// The features of candidate moves for the move ratings (move_features.hpp).
#include <catch2/catch.hpp>

#include <cstdio>
#include <set>
#include <string>
#include <vector>

#include "engine/go/builtin_ratings.hpp"
#include "engine/go/diamond_pattern.hpp"
#include "engine/go/mcts_priors.hpp"
#include "engine/go/move_features.hpp"
#include "tests/go/diagram.hpp"

using namespace boardtalk::go;
using boardtalk::go::testing::at;
using boardtalk::go::testing::fast_board;
using boardtalk::go::testing::from_diagram;

namespace {

// White D4 in atari on a 7x7 board: black D3 captures it.
Game white_d4_in_atari() {
    return from_diagram(
        ". . . . . . .\n"
        ". . . . . . .\n"
        ". . . X . . .\n"
        ". . X O X . .\n"
        ". . . . . . .\n"
        ". . . . . . .\n"
        ". . . . . . .\n");
}

}  // namespace

TEST_CASE("a 3x3 pattern is the same seen rotated, mirrored or by the other colour",
          "[go][features]") {
    // The same shape (a black hane against a white stone, near the lower left corner) four
    // ways: as drawn, mirrored left-right, rotated, and with the colours swapped for white.
    const Game drawn = from_diagram(
        ". . . . .\n"
        ". . . . .\n"
        ". X . . .\n"
        ". O . . .\n"
        ". . . . .\n");
    const Game mirrored = from_diagram(
        ". . . . .\n"
        ". . . . .\n"
        ". . . X .\n"
        ". . . O .\n"
        ". . . . .\n");
    const Game rotated = from_diagram(
        ". . . . .\n"
        ". . . . .\n"
        ". . . . .\n"
        ". . . . .\n"
        ". . . O X\n");
    const Game swapped = from_diagram(
        ". . . . .\n"
        ". . . . .\n"
        ". O . . .\n"
        ". X . . .\n"
        ". . . . .\n");
    const auto key = [](const Game& g, Color c, const char* v) {
        return canonical_pattern(fast_board(g, c), at(g, v));
    };
    const std::uint16_t k = key(drawn, Color::black, "C2");
    CHECK(key(mirrored, Color::black, "C2") == k);
    CHECK(key(rotated, Color::black, "D2") == k);
    CHECK(key(swapped, Color::white, "C2") == k);
    // Another colour to move or another point is another pattern.
    CHECK(key(drawn, Color::white, "C2") != k);
    CHECK(key(drawn, Color::black, "A2") != k);
}

TEST_CASE("move features: line, distances and tactics", "[go][features]") {
    // White D4 is in atari (black D3 captures it); black B2 too (C2 escapes to three liberties);
    // black C1 ataris white B1; black F6 would be a self-atari.
    const Game game = from_diagram(
        ". . . . . O .\n"
        ". . . . O . O\n"
        ". . . X . . .\n"
        ". . X O X . .\n"
        ". O . . . . .\n"
        "O X . . . . .\n"
        ". O . . . . .\n");
    FastBoard board = fast_board(game, Color::black);
    REQUIRE(board.to_move() == Color::black);
    const MoveFeatures corner = move_features(board, at(game, "G1"));
    CHECK(corner.line == 1);
    CHECK(corner.last_distance == 11);
    CHECK(corner.previous_distance == 11);
    CHECK(corner.tactic == Tactic::none);
    CHECK(move_features(board, at(game, "C3")).line == 3);
    CHECK(move_features(board, at(game, "D3")).tactic == Tactic::capture_one);
    CHECK(move_features(board, at(game, "C2")).tactic == Tactic::escape);
    CHECK(move_features(board, at(game, "C1")).tactic == Tactic::atari);
    CHECK(move_features(board, at(game, "F6")).tactic == Tactic::self_atari);
    // Distances dx + dy + max(dx, dy) to the last move D5 and the previous A7.
    board.load(game.board(), Color::black, pass, at(game, "D5"), at(game, "A7"));
    CHECK(move_features(board, at(game, "E5")).last_distance == 2);
    CHECK(move_features(board, at(game, "E6")).last_distance == 3);
    CHECK(move_features(board, at(game, "G1")).last_distance == 10);
    CHECK(move_features(board, at(game, "A6")).previous_distance == 2);
}

TEST_CASE("every canonical pattern and value has its own feature number", "[go][features]") {
    const FeatureSpace space;
    // 65,536 keys fall into fewer classes under the 8 symmetries, but more than 65,536 / 8.
    int patterns = 0;
    for (int g : space.group_of()) patterns += g == pattern_group;
    CHECK(patterns > 65536 / 8);
    CHECK(patterns < 65536 / 4);
    // And "diamond none", the one diamond feature of a space without added diamonds.
    const int others = line_values + 2 * distance_values + tactic_values + 1;
    CHECK(space.feature_count() == patterns + others);
    std::set<std::uint32_t> seen;
    for (int line = 1; line <= line_values; ++line)
        for (int d = 2; d <= 11; ++d)
            for (int t = 0; t < tactic_values; ++t) {
                MoveFeatures f;
                f.line = line, f.last_distance = d, f.previous_distance = 13 - d;
                f.tactic = Tactic(t);
                const auto n = space.numbers(f);
                for (int g = 0; g < feature_group_count; ++g) CHECK(space.group_of()[n[g]] == g);
                seen.insert(n.begin() + 1, n.end());
            }
    CHECK(int(seen.size()) == others);
    CHECK(space.name(space.numbers(MoveFeatures{})[line_group]) == "line 1");
    CHECK(space.name(space.feature_count() - 2) == "tactic 5");
    CHECK(space.name(space.feature_count() - 1) == "diamond none");
    CHECK(space.name(0) == "pattern 0000");
}

TEST_CASE("a game's moves become rating positions", "[go][features]") {
    Game game(9, 9);
    const char* moves[] = {"E5", "C3", "G7", "pass", "C7"};
    Color c = Color::black;
    for (const char* v : moves) {
        const std::string s = v;
        game.play(c, s == "pass" ? pass : at(game, v));
        c = opponent(c);
    }
    const FeatureSpace space;
    RatingData data;
    data.groups = feature_group_count;
    data.group_of = space.group_of();
    CHECK(add_game_positions(game, space, data) == 4);
    REQUIRE(data.position_count() == 4);
    // The first position: all 81 points; the last (after 3 stones): 78.
    CHECK(data.position_start[1] == 81);
    CHECK(data.candidate_count() == 81 + 80 + 79 + 78);
    CHECK(game.history().size() == 5);
}

TEST_CASE("move ratings: a file's gammas, and the priors they give", "[go][features]") {
    const Game game = white_d4_in_atari();
    FastBoard board = fast_board(game, Color::black);
    const FeatureSpace space;
    // A capture is rated 8, line 1 a quarter, the pattern of A1 (an empty corner) 3.
    const MoveFeatures corner = move_features(board, at(game, "A1"));
    const std::string pattern = space.name(int(space.numbers(corner)[pattern_group]));
    const std::string text =
        "boardtalk go ratings 1\n# comment\ntactic 1 8\nline 1 0.25\n" + pattern + " 3\n";
    auto parsed = MoveRatings::parse(text);
    REQUIRE(parsed.ok());
    const MoveRatings& ratings = *parsed;
    CHECK(ratings.strength(board, at(game, "D3")) == Approx(8));
    CHECK(ratings.strength(board, at(game, "A1")) == Approx(0.75));
    CHECK(ratings.strength(board, at(game, "B2")) == Approx(1));
    // White to move sees the colours swapped: D3 is no capture for white.
    CHECK(ratings.strength(fast_board(game, Color::white), at(game, "D3")) == Approx(1));
    // The priors: the weight's playouts for each move, won as the rating against the best's.
    PriorParams params;
    params.ratings = 16;
    const std::vector<Point> moves = {at(game, "D3"), at(game, "A1"), pass};
    const auto with = compute_priors(board, moves, pass, params, &ratings);
    const auto without = compute_priors(board, moves, pass, params);
    CHECK(with[0].visits == without[0].visits + 16);
    CHECK(with[0].wins == Approx(without[0].wins + 16));
    CHECK(with[1].wins == Approx(without[1].wins + 16 * 0.75 / 8));
    CHECK(with[2].visits == without[2].visits);
    for (const char* bad :
         {"", "boardtalk go ratings 2\n", "boardtalk go ratings 1\nline 6 1\n",
          "boardtalk go ratings 1\nline 1 0\n", "boardtalk go ratings 1\nline 1 nan\n",
          "boardtalk go ratings 1\nline 1 2 3\n", "boardtalk go ratings 1\nline 1 1e7\n"})
        CHECK_FALSE(MoveRatings::parse(bad).ok());
    CHECK(MoveRatings::parse("boardtalk go ratings 1\n\nlast 1 2\n").error() ==
          "line 3: unknown feature 'last 1'");
    // Lines may end in CRLF.
    CHECK(MoveRatings::parse("boardtalk go ratings 1\r\nline 1 0.5\r\n").ok());
}

TEST_CASE("the built-in ratings read, and rate what strong play prefers", "[go][features]") {
    // Black D3 captures white D4; A1 is an empty corner on the first line, C3 on the third.
    const Game game = white_d4_in_atari();
    FastBoard board = fast_board(game, Color::black);
    const auto ratings = builtin_ratings();
    REQUIRE(ratings != nullptr);
    CHECK(ratings == builtin_ratings());  // parsed once
    CHECK(ratings->strength(board, at(game, "D3")) > 10 * ratings->strength(board, at(game, "A1")));
    CHECK(ratings->strength(board, at(game, "C3")) > ratings->strength(board, at(game, "A1")));
    // The file is what `boardtalk go learn` writes: its header and its summary line.
    CHECK(builtin_ratings_text().rfind("boardtalk go ratings 1\n# ", 0) == 0);
}

TEST_CASE("rated diamonds: learnt names, read back, and weighed", "[go][features]") {
    const Game game = white_d4_in_atari();
    const FastBoard board = fast_board(game, Color::black);
    const std::uint32_t d3 = move_features(board, at(game, "D3")).diamond;
    FeatureSpace space;
    const std::uint32_t n = space.add_diamond(d3);
    CHECK(space.add_diamond(d3) == n);  // once
    CHECK(space.group_of()[n] == diamond_group);
    MoveFeatures f = move_features(board, at(game, "D3"));
    CHECK(space.numbers(f)[diamond_group] == n);
    f.diamond = move_features(board, at(game, "A1")).diamond;
    CHECK(space.name(int(space.numbers(f)[diamond_group])) == "diamond none");
    // A file naming D3's diamond (gamma 5) and "diamond none" (gamma 0.5).
    const std::string text =
        "boardtalk go ratings 1\n" + space.name(int(n)) + " 5\ndiamond none 0.5\n";
    auto parsed = MoveRatings::parse(text);
    REQUIRE(parsed.ok());
    const MoveRatings& ratings = *parsed;
    CHECK(ratings.strength(board, at(game, "D3")) == Approx(5));
    CHECK(ratings.strength(board, at(game, "A1")) == Approx(0.5));
    // Not six hex digits, or not the smallest of its symmetries: no such feature.
    std::uint32_t other = d3;
    for (int s = 1; s < 8 && other == d3; ++s) {
        other = 0;
        for (int i = 0; i < diamond_cells; ++i)
            other |= ((d3 >> (2 * i)) & 3) << (2 * symmetric_cell(s, i));
    }
    REQUIRE(other != d3);
    char hex[8];
    std::snprintf(hex, sizeof hex, "%06x", unsigned(other));
    const std::vector<std::string> bad_lines = {"diamond 12345 2", "diamond 1234567 2",
                                                "diamond 12345g 2",
                                                "diamond " + std::string(hex) + " 2"};
    for (const std::string& bad : bad_lines)
        CHECK_FALSE(MoveRatings::parse("boardtalk go ratings 1\n" + bad + "\n").ok());
}
