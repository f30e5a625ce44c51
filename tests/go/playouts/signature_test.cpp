// Frozen signatures of the heavy policy and the search: seeded playouts and a seeded 19x19
// genmove sequence, against the values the code gave before its speed work (commit b322b6f; the
// genmove sequence since the opening prior). A pure speed change keeps every one of them; a
// change of the policy's moves or the priors must update them on purpose (and say so in its
// commit, with an SPRT). Also: the ladder reader against a
// reference reader that copies the board at every step (the original implementation).
#include <array>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "engine/go/fast_board.hpp"
#include "engine/go/fast_playout.hpp"
#include "engine/go/heavy_policy.hpp"
#include "engine/go/mcts_player.hpp"
#include "engine/go/notation.hpp"

using namespace boardtalk::go;

namespace {

// FNV-1a over the moves of `n` heavy playouts from the empty board (one generator for all).
std::uint64_t playout_signature(int size, int n, std::uint64_t seed, int ladder_boards,
                                int nakade_percent = PolicySettings{}.nakade_percent,
                                int two_liberty_percent = PolicySettings{}.two_liberty_percent) {
    std::uint64_t hash = 14695981039346656037ULL;
    FastBoard start(size, size);
    PolicySettings settings;
    settings.ladder_max_boards = ladder_boards;
    settings.nakade_percent = nakade_percent;
    settings.two_liberty_percent = two_liberty_percent;
    const HeavyPolicy policy(settings);
    Rng rng(seed);
    std::vector<Point> moves;
    for (int i = 0; i < n; ++i) {
        FastBoard b = start;
        moves.clear();
        const PlayoutResult r = run_playout(b, rng, 3 * size * size, &policy, &moves);
        for (Point p : moves) hash = (hash ^ p) * 1099511628211ULL;
        hash = (hash ^ std::uint64_t(r.area_margin + 1000)) * 1099511628211ULL;
    }
    return hash;
}

// The reference ladder reader: the same reading as ladder_captures, each step on a fresh copy.
bool reference_attack(const FastBoard& b, Point stone, int& boards);

bool reference_escapes(const FastBoard& b, Point stone, int& boards) {
    const Color attacker = opponent(b.to_move());
    Point s = stone;
    do {
        for (Point r : neighbours(s))
            if (b.at(r) == attacker && b.in_atari(r)) return true;
        s = b.next_in_chain(s);
    } while (s != stone);
    const Point lib = b.atari_liberty(stone);
    if (!b.is_legal(lib) || --boards < 0) return false;
    FastBoard next = b;
    next.play(lib);
    const int libs = next.liberties(stone, 3);
    if (libs != 2) return libs >= 3;
    return !reference_attack(next, stone, boards);
}

bool reference_attack(const FastBoard& b, Point stone, int& boards) {
    std::array<Point, 8> libs;
    const int n = b.liberties(stone, 3, libs.data());
    if (n == 1) return b.is_legal(libs[0]);
    if (n != 2) return false;
    for (int i = 0; i < 2; ++i) {
        if (!b.is_legal(libs[i]) || --boards < 0) continue;
        FastBoard next = b;
        next.play(libs[i]);
        if (next.at(stone) == Color::empty) return true;
        if (next.in_atari(stone) && !reference_escapes(next, stone, boards)) return true;
    }
    return false;
}

}  // namespace

TEST_CASE("seeded heavy playouts keep their frozen signature", "[go][policy][signature]") {
    // The default policy (the nakade step off): the policy of commit b322b6f, move for move.
    CHECK(playout_signature(9, 300, 1, 48) == 0x0c5989b529d3d8dbULL);
    CHECK(playout_signature(19, 40, 2, 48) == 0x9a0132ef88738d0cULL);
    CHECK(playout_signature(19, 40, 3, 6) == 0x323e8ba05379c03eULL);
    // With the nakade step at 90%.
    CHECK(playout_signature(9, 300, 1, 48, 90) == 0x66c8fe041cd2eb39ULL);
    CHECK(playout_signature(19, 40, 2, 48, 90) == 0xbabbe9a15ceac06cULL);
    CHECK(playout_signature(19, 40, 3, 6, 90) == 0x026c5b917b16b8e7ULL);
    // With the two-liberty step at 100% (the step as it was made in commit 0d1e564, before its
    // speed work).
    CHECK(playout_signature(9, 300, 1, 48, 0, 100) == 0x41e016f966181ddaULL);
    CHECK(playout_signature(19, 40, 2, 48, 0, 100) == 0x3129b2c677a59d62ULL);
}

TEST_CASE("a seeded 19x19 genmove sequence keeps its frozen moves", "[go][mcts][signature]") {
    SearchParams params;
    params.seed = 4;
    MctsPlayer player(params);
    Game game(19, 19);
    SearchLimits limits;
    limits.max_playouts = 400;
    std::string moves;
    Color c = Color::black;
    for (int i = 0; i < 8; ++i) {
        const Point p = player.genmove(game, c, limits);
        REQUIRE(game.play(c, p) == MoveResult::ok);
        moves += vertex_name(p) + " ";
        c = opponent(c);
    }
    // Before the opening prior (mcts_priors.hpp): C16 C18 R10 Q9 Q10 S10 S11 S9. The ladder,
    // race and nakade priors do not change this opening; the nakade step in the playouts (90%)
    // would give R8 Q7 O7 C12 C10 R14 L3 F13; the hand-set prior weights before the tuned
    // defaults gave P17 K17 D3 P6 Q6 D6 G9 G8; the tuned weights before they were tuned again
    // with the ratings (even 12, pattern 12, near_last_1 13, rave_equiv 3500) R8 C9 D9 R17 R12
    // R13 G3 N14.
    CHECK(moves == "K3 E4 C8 G17 Q17 L17 R3 F5 ");
}

TEST_CASE("the ladder reader agrees with a reader that copies the board at every step",
          "[go][features][ladder]") {
    // Every chain with one or two liberties, in the positions of seeded heavy 19x19 and 9x9
    // playouts, read with a large and a small budget by both readers.
    int ladders = 0, captured = 0;
    for (int size : {9, 19}) {
        Rng rng(size);
        for (int game = 0; game < 6; ++game) {
            FastBoard b(size, size);
            for (int move = 0; b.consecutive_passes() < 2 && move < 3 * size * size; ++move) {
                HeavyPolicy().play(b, rng);
                if (move % 3 != 0) continue;
                for (Point p = 0; p < array_size; ++p) {
                    if (b.at(p) != opponent(b.to_move()) || b.chain_head(p) != p) continue;
                    if (b.liberties(p, 3) > 2) continue;
                    for (int budget : {48, 5}) {
                        int boards = budget;
                        const bool expected = reference_attack(b, p, boards);
                        INFO("size " << size << " game " << game << " move " << move << " chain "
                                     << vertex_name(p) << " budget " << budget);
                        REQUIRE(ladder_captures(b, p, budget) == expected);
                        ++ladders;
                        captured += expected;
                    }
                }
            }
        }
    }
    CHECK(ladders > 1000);
    CHECK(captured > 100);
}
