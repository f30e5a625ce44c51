// The heavy policy's race step (PolicySettings::race_percent) and its refusal to fill an own
// chain's liberties (keep_liberties_percent), on the capturing race that lost game 10 of
// go19-1s-fab7b4d-vs-pachi (its upper left, the first nine rows and columns, Black to move; three
// stones cut off at the right and bottom edges taken away): White's six stones C3-A6 have four
// liberties (A5, D4, D3, C2), Black's six above them two (A8, B9). Black needs four fills, White
// three moves (D9, then B9, then A8 captures), so White wins the race by answering each fill; B9 at
// once is a self-atari (B9 and C9 keep only D9).
#include <catch2/catch.hpp>

#include "engine/go/fast_board.hpp"
#include "engine/go/heavy_policy.hpp"
#include "engine/go/mcts_playout.hpp"
#include "tests/go/diagram.hpp"

using namespace boardtalk::go;
using boardtalk::go::testing::at;
using boardtalk::go::testing::fast_board;
using boardtalk::go::testing::from_diagram;

namespace {

const char* const corner_race =
    "X . O . O . O . .\n"
    ". X X O O . O . .\n"
    "X X X O X O O . O\n"
    "O O X O X X O . O\n"
    ". O O X X O . O .\n"
    ". X O . X O O . O\n"
    ". X O . X O . O .\n"
    ". X . . X O . O .\n"
    ". . X X X O . O .\n";

PolicySettings random_only() {
    PolicySettings s;
    s.capture_percent = s.escape_percent = s.pattern_percent = 0;
    return s;
}

// How many of `n` heavy playouts from the race, Black to move, end with Black's stone A7 on the
// board.
int black_survives(const PolicySettings& settings, int n) {
    const Game game = from_diagram(corner_race);
    const HeavyPolicy heavy(settings);
    int kept = 0;
    for (int i = 0; i < n; ++i) {
        FastBoard board = fast_board(game, Color::black);
        Rng rng(std::uint64_t(1000 + i));
        PlayoutRecord record;
        run_mcts_playout(board, rng, &heavy, record);
        kept += record.owner[at(game, "A7")] == Color::black;
    }
    return kept;
}

}  // namespace

TEST_CASE("the race step answers a fill of its liberties by the approach to the opponent's",
          "[go][policy][race]") {
    Game game = from_diagram(corner_race);
    REQUIRE(game.play(Color::black, at(game, "D4")) ==
            MoveResult::ok);  // White's chain: three liberties
    PolicySettings settings = random_only();
    settings.race_percent = 100;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        FastBoard board = fast_board(game, Color::white, at(game, "D4"));
        Rng rng(seed);
        // A8 is a suicide, B9 a self-atari whose approach is D9: the only answer.
        CHECK(HeavyPolicy(settings).play(board, rng) == at(game, "D9"));
    }
}

TEST_CASE("with the race step the playouts give the race to White", "[go][policy][race]") {
    PolicySettings with = PolicySettings{};
    with.race_percent = 100;
    const int plain = black_survives(PolicySettings{}, 300), raced = black_survives(with, 300);
    INFO("Black's group survives " << plain << " of 300 playouts, " << raced << " with races");
    CHECK(raced * 3 < plain * 2);  // at least a third fewer
}

TEST_CASE("random moves keep an own chain's liberties in a race", "[go][policy][race]") {
    const Game game = from_diagram(corner_race);
    const Point d4 = at(game, "D4");
    PolicySettings keep = random_only();
    keep.keep_liberties_percent = 100;
    int filled = 0;
    for (std::uint64_t seed = 1; seed <= 300; ++seed) {
        FastBoard plain_board = fast_board(game, Color::white), keep_board = plain_board;
        Rng plain_rng(seed), keep_rng(seed);
        filled += HeavyPolicy(random_only()).play(plain_board, plain_rng) == d4;
        // D4 takes one of the chain's four liberties and gives none; C2 and A5 give one back.
        CHECK(HeavyPolicy(keep).play(keep_board, keep_rng) != d4);
    }
    CHECK(filled > 0);
}

TEST_CASE("two single stones in contact are no race", "[go][policy][race]") {
    // Black's A2 has just taken a liberty of White's B2: White's stone has three liberties,
    // Black's two. A race of chains would take one of Black's (A3, or B1 for the self-atari at
    // A1); between single stones the step stands aside and the move is random.
    const Game game = from_diagram(
        ". . . . .\n"
        ". . . . .\n"
        ". . . . .\n"
        "X O . . .\n"
        ". . . . .\n");
    PolicySettings settings = random_only();
    settings.race_percent = 100;
    const Point a3 = at(game, "A3"), b1 = at(game, "B1");
    int answers = 0;
    for (std::uint64_t seed = 1; seed <= 50; ++seed) {
        FastBoard board = fast_board(game, Color::white, at(game, "A2"));
        Rng rng(seed);
        const Point p = HeavyPolicy(settings).play(board, rng);
        answers += p == a3 || p == b1;
    }
    CHECK(answers < 15);  // random: 2 of about 22 points
}
