// The features of candidate moves for the move ratings (move_features.hpp).
#include <catch2/catch.hpp>

#include <set>

#include "engine/go/move_features.hpp"
#include "tests/go/diagram.hpp"

using namespace boardtalk::go;
using boardtalk::go::testing::at;
using boardtalk::go::testing::fast_board;
using boardtalk::go::testing::from_diagram;

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
    CHECK(space.feature_count() == patterns + line_values + 2 * distance_values + tactic_values);
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
    CHECK(int(seen.size()) == line_values + 2 * distance_values + tactic_values);
    CHECK(space.name(space.numbers(MoveFeatures{})[line_group]) == "line 1");
    CHECK(space.name(space.feature_count() - 1) == "tactic 5");
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
