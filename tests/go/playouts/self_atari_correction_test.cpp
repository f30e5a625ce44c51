// The heavy policy's self-atari correction (PolicySettings::self_atari_correction_percent): a
// random move refused as a self-atari is replaced by the one liberty its chain would keep, so
// that a capturing race's liberty is filled from outside first (the approach move).
#include <catch2/catch.hpp>

#include "engine/go/fast_board.hpp"
#include "engine/go/heavy_policy.hpp"
#include "tests/go/diagram.hpp"

using namespace boardtalk::go;
using boardtalk::go::testing::at;
using boardtalk::go::testing::fast_board;
using boardtalk::go::testing::from_diagram;

namespace {

// After the upper left of a game lost to Pachi, where Black's group in a capturing race had two
// liberties on the top edge: White filling B5 at once would be a self-atari (B5 and C5 keep
// only D5, and Black captures them); the approach fills from outside at D5 first.
const char* const approach_corner =
    "X . O . O\n"
    ". X X O O\n"
    "X X X O .\n"
    ". . X O .\n"
    ". . X O .\n";

// The random move White's heavy policy plays, with every step before it off, self-ataris always
// refused, and the correction `percent` of the time.
Point random_move(const Game& game, int percent, std::uint64_t seed) {
    PolicySettings only;
    only.capture_percent = only.escape_percent = only.pattern_percent = 0;
    only.small_self_atari_reject_percent = 100;
    only.self_atari_correction_percent = percent;
    FastBoard board = fast_board(game, Color::white);
    Rng rng(seed);
    return HeavyPolicy(only).play(board, rng);
}

}  // namespace

TEST_CASE("a self-atari's liberty: the point that fills from outside", "[go][policy][self_atari]") {
    const Game game = from_diagram(approach_corner);
    const FastBoard white = fast_board(game, Color::white);
    CHECK(white.is_self_atari(at(game, "B5")));
    CHECK(self_atari_liberty(white, at(game, "B5")) == at(game, "D5"));
    CHECK(self_atari_liberty(white, at(game, "D5")) == pass);  // no self-atari
    CHECK(self_atari_liberty(white, at(game, "C5")) == pass);  // occupied
    // For Black, A4 joins its stones to A5 (no self-atari), and D5 next to three white stones
    // is a suicide: no liberty to give.
    const FastBoard black = fast_board(game, Color::black);
    CHECK(self_atari_liberty(black, at(game, "A4")) == pass);
    CHECK(self_atari_liberty(black, at(game, "D5")) == pass);
}

TEST_CASE("the heavy policy plays the approach move instead of the self-atari",
          "[go][policy][self_atari]") {
    const Game game = from_diagram(approach_corner);
    const Point b5 = at(game, "B5"), d5 = at(game, "D5");
    int corrected_d5 = 0, plain_d5 = 0;
    for (std::uint64_t seed = 1; seed <= 60; ++seed) {
        const Point with = random_move(game, 100, seed), without = random_move(game, 0, seed);
        REQUIRE(with != pass);
        CHECK(with != b5);
        CHECK(without != b5);
        corrected_d5 += with == d5;
        plain_d5 += without == d5;
    }
    // White's acceptable points: D5 and seven more (A4 is a suicide, B5 refused). Drawing B5
    // before any of them now also plays D5: about twice as often.
    CHECK(corrected_d5 > plain_d5);
    CHECK(plain_d5 > 0);
}
