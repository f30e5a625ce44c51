// The heavy policy: reproducible playouts and ownership of settled positions (the playout rates
// are `boardtalk bench go`'s).

#include <catch2/catch.hpp>

#include "engine/go/fast_board.hpp"
#include "engine/go/fast_playout.hpp"
#include "engine/go/heavy_policy.hpp"
#include "tests/go/diagram.hpp"

using namespace boardtalk::go;
using boardtalk::go::testing::at;
using boardtalk::go::testing::from_diagram;

namespace {

// How often each point is black's or white's area at the end of `n` playouts from `game`'s
// position, `to_move` first.
struct Ownership {
    std::array<int, array_size> black{}, white{};
};
Ownership playout_ownership(const Game& game, Color to_move, int n, bool heavy,
                            std::uint64_t seed) {
    FastBoard start(game.width(), game.height());
    start.load(game.board(), to_move);
    Ownership own;
    Rng rng(seed);
    const HeavyPolicy policy;
    for (int i = 0; i < n; ++i) {
        FastBoard b = start;
        run_playout(b, rng, 3 * game.width() * game.height(), heavy ? &policy : nullptr, nullptr);
        for (Point p : game.board().points()) {
            own.black[p] += b.area_owner(p) == Color::black;
            own.white[p] += b.area_owner(p) == Color::white;
        }
    }
    return own;
}

// Plays a game on `board`, black choosing with the heavy policy when `black_heavy` (white with
// the other one); returns black's area margin at the end.
int policy_duel(int size, bool black_heavy, Rng& rng) {
    FastBoard board(size, size);
    const HeavyPolicy policy;
    for (int moves = 0; board.consecutive_passes() < 2 && moves < 3 * size * size; ++moves) {
        const bool heavy = (board.to_move() == Color::black) == black_heavy;
        heavy ? policy.play(board, rng) : board.play_random(rng);
    }
    return board.area_margin();
}

}  // namespace

TEST_CASE("a dead stone inside a territory ends up owned by the territory's side", "[go][policy]") {
    // Two groups with two eyes each; a white stone alone in black's area (D8) and a black one
    // in white's (B2). White moves first.
    const Game game = from_diagram(
        ". . . . . . . . .\n"
        ". . . O . . . . .\n"
        "X X X X X . . . .\n"
        "X . X . X . . . .\n"
        "X X X X X X X X X\n"
        "O O O O O O O O O\n"
        ". . . . O . O . O\n"
        ". X . . O O O O O\n"
        ". . . . . . . . .\n");
    const int n = 200;
    const Ownership own = playout_ownership(game, Color::white, n, true, 11);
    CHECK(own.black[at(game, "D8")] > n * 8 / 10);
    CHECK(own.white[at(game, "B2")] > n * 8 / 10);
    CHECK(own.black[at(game, "J9")] > n * 8 / 10);
    CHECK(own.white[at(game, "A1")] > n * 8 / 10);
    // Groups with two true eyes are never captured, and their eyes are never filled.
    for (const char* v : {"D5", "B6", "D6", "A7"}) CHECK(own.black[at(game, v)] == n);
    for (const char* v : {"E4", "F3", "H3", "J2"}) CHECK(own.white[at(game, v)] == n);
}

TEST_CASE("heavy playouts are reproducible from the seed", "[go][policy]") {
    const auto a = run_heavy_playouts(9, 9, PlayoutBudget{100, 0}, 3);
    const auto b = run_heavy_playouts(9, 9, PlayoutBudget{100, 0}, 3);
    CHECK(a.playouts == 100);
    CHECK(a.moves == b.moves);
    CHECK(a.black_wins == b.black_wins);
    CHECK(a.black_wins > 0);
    CHECK(a.black_wins < a.playouts);
    CHECK(run_heavy_playouts(9, 9, PlayoutBudget{}, 3).playouts == 0);
}

TEST_CASE("the heavy policy beats the light one as a one-move player", "[go][policy]") {
    // Each policy picks its moves without any search; over 40 games on 9x9 (colours
    // alternating), the heavy one must win most of them.
    Rng rng(21);
    int heavy_wins = 0;
    const int games = 40;
    for (int g = 0; g < games; ++g) {
        const bool heavy_black = g % 2 == 0;
        const int margin = policy_duel(9, heavy_black, rng);
        heavy_wins += heavy_black ? margin > 0 : margin < 0;
    }
    INFO("heavy won " << heavy_wins << " of " << games);
    CHECK(heavy_wins >= games * 7 / 10);
}
