// Move features and the pattern table from ASCII diagrams (rows from the top, X black, O white).
#include <bit>
#include <catch2/catch.hpp>

#include "engine/go/fast_board.hpp"
#include "engine/go/heavy_policy.hpp"
#include "engine/go/patterns.hpp"
#include "tests/go/diagram.hpp"

using namespace boardtalk::go;
using boardtalk::go::testing::at;
using boardtalk::go::testing::fast_board;
using boardtalk::go::testing::from_diagram;

namespace {

// The key of the neighbourhood turned a quarter (the same transformation for every slot):
// slot order 0 1 2 / 3 . 4 / 5 6 7, rows from the top.
std::uint16_t rotate_key(std::uint16_t key) {
    // After a quarter turn clockwise, slot i takes the colour that was at from[i].
    constexpr int from[8] = {5, 3, 0, 6, 1, 7, 4, 2};
    unsigned out = 0;
    for (int i = 0; i < 8; ++i) out |= ((key >> (2 * from[i])) & 3u) << (2 * i);
    return static_cast<std::uint16_t>(out);
}

std::uint16_t mirror_key(std::uint16_t key) {
    constexpr int from[8] = {2, 1, 0, 4, 3, 7, 6, 5};
    unsigned out = 0;
    for (int i = 0; i < 8; ++i) out |= ((key >> (2 * from[i])) & 3u) << (2 * i);
    return static_cast<std::uint16_t>(out);
}

std::uint16_t swap_key(std::uint16_t key) {
    unsigned out = 0;
    for (int i = 0; i < 8; ++i) {
        unsigned c = (key >> (2 * i)) & 3u;
        if (c == 1 || c == 2) c = 3 - c;
        out |= c << (2 * i);
    }
    return static_cast<std::uint16_t>(out);
}

}  // namespace

TEST_CASE("a capture: the liberty of an opponent chain in atari", "[go][features]") {
    const Game game = from_diagram(
        ". . . . .\n"
        ". X O X .\n"
        ". . X . .\n"
        ". . . . .\n"
        ". . . . .\n");
    FastBoard b = fast_board(game, Color::black);
    CHECK(b.in_atari(at(game, "C4")));
    CHECK(b.atari_liberty(at(game, "C4")) == at(game, "C5"));
    CHECK(b.is_capture(at(game, "C5")));
    CHECK_FALSE(b.is_capture(at(game, "D5")));
    CHECK_FALSE(b.is_capture(at(game, "A1")));
    CHECK_FALSE(b.is_self_atari(at(game, "C5")));
    b.play(at(game, "C5"));
    CHECK(b.at(at(game, "C4")) == Color::empty);
}

TEST_CASE("an atari escape gains liberties; a failed one is a self-atari", "[go][features]") {
    const Game open = from_diagram(
        ". . . . .\n"
        ". . . . .\n"
        ". X O X .\n"
        ". . X . .\n"
        ". . . . .\n");
    const FastBoard b = fast_board(open, Color::white);
    CHECK(b.is_atari_escape(at(open, "C4")));
    CHECK_FALSE(b.is_self_atari(at(open, "C4")));
    CHECK_FALSE(b.is_atari_escape(at(open, "D4")));  // does not touch the chain in atari
    CHECK_FALSE(b.is_atari_escape(at(open, "A1")));
    CHECK(b.liberties_after(at(open, "C4"), Color::white, 8) == 3);

    const Game closed = from_diagram(
        ". . . X .\n"
        ". X O X .\n"
        ". . X . .\n"
        ". . . . .\n"
        ". . . . .\n");
    const FastBoard c = fast_board(closed, Color::white);
    CHECK(c.is_legal(at(closed, "C5")));
    CHECK_FALSE(c.is_atari_escape(at(closed, "C5")));  // two stones, one liberty (B5)
    CHECK(c.is_self_atari(at(closed, "C5")));
    CHECK(c.liberties_after(at(closed, "C5"), Color::white, 8) == 1);
}

TEST_CASE("self-atari: one liberty left and nothing captured", "[go][features]") {
    const Game corner = from_diagram(
        ". X . . .\n"
        ". X . . .\n"
        ". . . . .\n"
        ". . . . .\n"
        ". . . . .\n");
    const FastBoard w = fast_board(corner, Color::white);
    CHECK(w.is_self_atari(at(corner, "A5")));  // its only liberty is A4
    CHECK_FALSE(w.is_self_atari(at(corner, "A4")));
    CHECK_FALSE(w.is_self_atari(at(corner, "D1")));
    // Taking a ko leaves the capturing stone with one liberty, but it captures: no self-atari.
    const Game ko = from_diagram(
        ". X O . .\n"
        "X O . O .\n"
        ". X O . .\n"
        ". . . . .\n"
        ". . . . .\n");
    const FastBoard b = fast_board(ko, Color::black);
    CHECK(b.is_capture(at(ko, "C4")));
    CHECK_FALSE(b.is_self_atari(at(ko, "C4")));
    CHECK(b.liberties_after(at(ko, "C4"), Color::black, 8) == 1);
}

TEST_CASE("own eyes of the side to move, false eyes excluded", "[go][features]") {
    const Game game = from_diagram(
        ". X . X .\n"
        "X X X O .\n"
        ". . . . .\n"
        ". . . . .\n"
        ". . . . .\n");
    const FastBoard b = fast_board(game, Color::black);
    CHECK(b.is_own_eye(at(game, "A5")));
    CHECK_FALSE(b.is_own_eye(at(game, "C5")));  // an edge point with an opponent diagonal
    CHECK_FALSE(b.is_own_eye(at(game, "E5")));
    const FastBoard w = fast_board(game, Color::white);
    CHECK_FALSE(w.is_own_eye(at(game, "A5")));
}

TEST_CASE("a hane fits the pattern table in every orientation and for both colours",
          "[go][features][patterns]") {
    // Enclosing hane: X O X above the empty point C3, nothing below.
    const Game game = from_diagram(
        ". . . . .\n"
        ". X O X .\n"
        ". . . . .\n"
        ". . . . .\n"
        ". . . . .\n");
    for (Color c : {Color::black, Color::white}) {
        const FastBoard b = fast_board(game, c);
        CHECK(b.matches_pattern(at(game, "C3")));
        CHECK_FALSE(b.matches_pattern(at(game, "A1")));  // empty corner: no shape
        CHECK_FALSE(b.matches_pattern(at(game, "E3")));  // empty around it
    }
    const std::uint16_t key = fast_board(game, Color::black).pattern_key(at(game, "C3"));
    CHECK(key == (1 | 2 << 2 | 1 << 4));
    std::uint16_t k = key;
    for (int turn = 0; turn < 4; ++turn, k = rotate_key(k)) {
        CHECK(pattern_matches(k));
        CHECK(pattern_matches(mirror_key(k)));
        CHECK(pattern_matches(swap_key(k)));
    }
    CHECK_FALSE(pattern_matches(0));  // all empty
}

TEST_CASE("the pattern table is closed under symmetry and colour swap", "[go][patterns]") {
    int count = 0;  // keys in the table: its 1024 words of 64 bits
    for (int i = 0; i < 1024; ++i) count += std::popcount(pattern_table()[i]);
    CHECK(count > 100);
    CHECK(count < 65536 / 4);
    int checked = 0;
    for (unsigned key = 0; key < 65536; key += 7) {
        const auto k = static_cast<std::uint16_t>(key);
        const bool m = pattern_matches(k);
        REQUIRE(pattern_matches(rotate_key(k)) == m);
        REQUIRE(pattern_matches(mirror_key(k)) == m);
        REQUIRE(pattern_matches(swap_key(k)) == m);
        checked += m;
    }
    CHECK(checked > 0);
}

TEST_CASE("edge patterns need the edge", "[go][patterns]") {
    // The edge "chase" (X . ? / O . ? / edge) at C1, with O and X on its right.
    const Game edge = from_diagram(
        ". . . . .\n"
        ". . . . .\n"
        ". . . . .\n"
        ". X . O .\n"
        ". O . X .\n");
    CHECK(fast_board(edge, Color::black).matches_pattern(at(edge, "C1")));
    // The same stones one line higher, empty points below instead of the edge: no pattern.
    const Game middle = from_diagram(
        ". . . . .\n"
        ". . . . .\n"
        ". X . O .\n"
        ". O . X .\n"
        ". . . . .\n");
    CHECK_FALSE(fast_board(middle, Color::black).matches_pattern(at(middle, "C2")));
}

TEST_CASE("ladders: read to the edge, broken by a stone on the way", "[go][features][ladder]") {
    // White C3 has two liberties; black C4 starts a ladder running up and right.
    const char* rows =
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". X O . . . . . .\n"
        ". . X X . . . . .\n"
        ". . . . . . . . .\n";
    const Game open = from_diagram(rows);
    const FastBoard b = fast_board(open, Color::black);
    CHECK(ladder_captures(b, at(open, "C3")));
    CHECK_FALSE(ladder_captures(b, at(open, "C3"), 4));  // not enough reading: no answer
    std::string broken = rows;
    broken[3 * 18 + 2 * 6] = 'O';  // a white stone at G6, on the ladder's path
    const Game breaker = from_diagram(broken);
    REQUIRE(breaker.board().at(at(breaker, "G6")) == Color::white);
    CHECK_FALSE(ladder_captures(fast_board(breaker, Color::black), at(breaker, "C3")));

    // After black C4, the heavy policy's escape step runs only when the ladder is broken.
    PolicySettings tactics_only;
    tactics_only.capture_percent = tactics_only.escape_percent = 100;
    tactics_only.pattern_percent = 0;
    for (bool with_breaker : {false, true}) {
        const Game& game = with_breaker ? breaker : open;
        FastBoard board = fast_board(game, Color::black);
        board.play(at(game, "C4"));
        Rng rng(1);
        const Point escape = at(game, "D3");
        CHECK((tactical_move(board, tactics_only, rng) == escape) == with_breaker);
    }
}
