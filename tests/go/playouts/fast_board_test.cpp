// FastBoard against go::Game (simple ko, no suicide) over many random games, move by move:
// colours, chains, atari and its liberty, legality of every point, and the final area.
#include <algorithm>
#include <array>

#include <catch2/catch.hpp>

#include "engine/go/fast_board.hpp"
#include "engine/go/fast_playout.hpp"
#include "engine/go/game.hpp"
#include "engine/go/heavy_policy.hpp"
#include "engine/go/score.hpp"

using namespace boardtalk::go;

namespace {

// The distinct liberties of the chain through p on `board`.
std::vector<Point> liberties_of(const Board& board, Point p) {
    std::vector<Point> libs;
    for (Point s : board.chain(p))
        for (Point n : neighbours(s))
            if (board.at(n) == Color::empty && std::find(libs.begin(), libs.end(), n) == libs.end())
                libs.push_back(n);
    return libs;
}

void require_same(const FastBoard& fast, const Game& game) {
    const Board& board = game.board();
    int empties = 0;
    std::array<int, 3> ataris{};
    for (Point p : board.points()) {
        INFO("point " << x_of(p) << "," << y_of(p));
        REQUIRE(fast.at(p) == board.at(p));
        if (board.at(p) == Color::empty) {
            ++empties;
            REQUIRE(fast.is_legal(p) == game.is_legal(fast.to_move(), p));
            // Up to 2 liberties are counted from the liberty sums, more by walking the chains.
            // From 3 on, a chain with enough pseudo-liberties is not walked (surely_liberties).
            for (Color c : {Color::black, Color::white})
                for (int limit : {2, 3, 4})
                    REQUIRE(fast.liberties_after(p, c, limit) ==
                            std::min(limit, fast.liberties_after(p, c, 8)));
            continue;
        }
        const auto libs = liberties_of(board, p);
        REQUIRE(fast.chain_size(p) == int(board.chain(p).size()));
        REQUIRE(fast.in_atari(p) == (libs.size() == 1));
        std::array<Point, 8> listed{};
        const int listed_count = fast.liberties(p, 8, listed.data());
        REQUIRE(listed_count == std::min<int>(int(libs.size()), 8));
        for (int i = 0; i < listed_count; ++i)
            REQUIRE(std::find(libs.begin(), libs.end(), listed[i]) != libs.end());
        if (libs.size() == 1) REQUIRE(fast.atari_liberty(p) == libs[0]);
        for (int n = 1; n <= 4; ++n) {
            REQUIRE(fast.liberties(p, n) == std::min<int>(int(libs.size()), n));
            if (fast.surely_liberties(p, n)) REQUIRE(int(libs.size()) >= n);
        }
        ataris[int(board.at(p))] += libs.size() == 1 && fast.chain_head(p) == p;
    }
    REQUIRE(fast.chains_in_atari(Color::black) == ataris[int(Color::black)]);
    REQUIRE(fast.chains_in_atari(Color::white) == ataris[int(Color::white)]);
    REQUIRE(fast.empty_count() == empties);
    REQUIRE(fast.is_legal(pass));
}

// One game, each move chosen by the heavy or light policy (alternating in blocks when `mix`),
// mirrored in a Game that must accept it.
void mirror_game(int w, int h, std::uint64_t seed, bool heavy, bool mix) {
    FastBoard fast(w, h);
    Game game(w, h, Rules::simple());
    Rng rng(seed);
    const int cap = 3 * w * h;
    int moves = 0;
    for (; fast.consecutive_passes() < 2 && moves < cap; ++moves) {
        const Color c = fast.to_move();
        const bool use_heavy = mix ? (moves / 7) % 2 == 0 : heavy;
        const Point before = fast.last_move();
        const Point p = use_heavy ? HeavyPolicy().play(fast, rng) : fast.play_random(rng);
        REQUIRE(fast.last_move() == p);
        REQUIRE(fast.previous_move() == before);
        REQUIRE(fast.to_move() == opponent(c));
        if (p != pass) REQUIRE_FALSE(game.board().is_own_eye(c, p));
        REQUIRE(game.play(c, p) == MoveResult::ok);
        require_same(fast, game);
    }
    // Scoring: every empty point a single-point region (the usual end) means the same area.
    bool single_points = true;
    for (Point p : game.board().points())
        for (Point n : neighbours(p))
            single_points &=
                !(game.board().at(p) == Color::empty && game.board().at(n) == Color::empty);
    const auto owners = ownership(game.board());
    for (Point p : game.board().points())
        if (fast.area_owner(p) != Color::empty) REQUIRE(owners[p] == fast.area_owner(p));
    if (single_points) REQUIRE(fast.area_margin() == Approx(score(game).margin() + game.komi()));
}

}  // namespace

TEST_CASE("fast board agrees with Game over random light, heavy and mixed games",
          "[go][fast_board]") {
    for (auto [w, h] : {std::pair{9, 9}, {5, 5}, {2, 2}, {3, 4}, {7, 5}})
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            INFO(w << "x" << h << " seed " << seed);
            mirror_game(w, h, seed, false, false);
            mirror_game(w, h, seed + 100, true, false);
            mirror_game(w, h, seed + 200, false, true);
        }
    for (std::uint64_t seed = 1; seed <= 2; ++seed) {
        mirror_game(19, 19, seed, true, false);
        mirror_game(13, 19, seed, false, true);
    }
}

TEST_CASE("fast board loads a position with its ko point and side to move", "[go][fast_board]") {
    // A ko: black just captured at D4 (x=3,y=2)? Built by playing it out in a Game.
    Game game(5, 5, Rules::simple());
    const auto p = [](int x, int y) { return point(x, y); };
    for (auto [c, q] : {std::pair{Color::black, p(1, 2)},
                        {Color::white, p(2, 2)},
                        {Color::black, p(2, 1)},
                        {Color::white, p(3, 1)},
                        {Color::black, p(2, 3)},
                        {Color::white, p(3, 3)},
                        {Color::black, p(0, 0)},
                        {Color::white, p(4, 2)},
                        {Color::black, p(3, 2)}})  // captures C3 (x=2,y=2): a ko
        REQUIRE(game.play(c, q) == MoveResult::ok);
    REQUIRE(game.board().at(p(2, 2)) == Color::empty);
    REQUIRE(game.check(Color::white, p(2, 2)) == MoveResult::ko);
    FastBoard fast(5, 5);
    fast.load(game.board(), Color::white, p(2, 2), p(3, 2), p(4, 2));
    CHECK(fast.to_move() == Color::white);
    CHECK(fast.ko_point() == p(2, 2));
    CHECK(fast.last_move() == p(3, 2));
    CHECK(fast.previous_move() == p(4, 2));
    CHECK(fast.consecutive_passes() == 0);
    CHECK_FALSE(fast.is_legal(p(2, 2)));
    CHECK(fast.is_capture(p(2, 2)));
    fast.play(pass);
    CHECK(fast.consecutive_passes() == 1);
    CHECK(fast.ko_point() == pass);
    fast.play(p(4, 4));
    CHECK(fast.is_legal(p(2, 2)));
    fast.play(p(2, 2));  // white takes back
    CHECK(fast.at(p(3, 2)) == Color::empty);
    CHECK(fast.ko_point() == p(3, 2));
    CHECK_FALSE(fast.is_legal(p(3, 2)));
}

TEST_CASE("run_playout records its moves and ends at two passes", "[go][fast_board]") {
    for (bool heavy : {false, true}) {
        FastBoard board(7, 7);
        Rng rng(5);
        std::vector<Point> moves;
        const HeavyPolicy policy;
        const HeavyPolicy* use = heavy ? &policy : nullptr;
        const auto r = run_playout(board, rng, 1000, use, &moves);
        CHECK(r.two_passes);
        CHECK(r.moves == int(moves.size()));
        REQUIRE(moves.size() >= 2);
        CHECK(moves[moves.size() - 1] == pass);
        CHECK(moves[moves.size() - 2] == pass);
        CHECK(r.area_margin == board.area_margin());
        // Replaying the recorded moves on a fresh board gives the same position.
        FastBoard replay(7, 7);
        for (Point p : moves) {
            REQUIRE(replay.is_legal(p));
            replay.play(p);
        }
        for (int y = 0; y < 7; ++y)
            for (int x = 0; x < 7; ++x) REQUIRE(replay.at(point(x, y)) == board.at(point(x, y)));
        FastBoard capped(7, 7);
        const auto short_run = run_playout(capped, rng, 10, use, nullptr);
        CHECK(short_run.moves == 10);
        CHECK_FALSE(short_run.two_passes);
    }
}

TEST_CASE("a copied board plays on like the original, whatever size it replaced",
          "[go][fast_board]") {
    // Copies only take the rows a board uses: a copy over a larger or smaller board must still
    // be the same board (borders where the original has them) and play the same moves.
    for (auto [from, over] : {std::pair{9, 19}, {19, 9}, {5, 25}, {13, 13}}) {
        INFO(from << "x" << from << " copied over " << over << "x" << over);
        const HeavyPolicy policy;
        FastBoard original(from, from);
        Rng fill(3);
        for (int i = 0; i < from * from; ++i) policy.play(original, fill);
        FastBoard larger(over, over);
        Rng other(5);
        for (int i = 0; i < over * over; ++i) policy.play(larger, other);
        larger = original;
        const FastBoard constructed(original);
        for (int p = 0; p < array_size; ++p) {
            REQUIRE(larger.at(Point(p)) == original.at(Point(p)));
            REQUIRE(constructed.at(Point(p)) == original.at(Point(p)));
        }
        FastBoard a = original;
        Rng ra(9), rb(9), rc(9);
        for (int i = 0; i < 3 * from * from; ++i) {
            const Point m = policy.play(a, ra);
            REQUIRE(policy.play(larger, rb) == m);
            REQUIRE(policy.play(original, rc) == m);
        }
        CHECK(larger.area_margin() == a.area_margin());
    }
}

TEST_CASE("undoable moves agree with Game, and undo restores the board exactly",
          "[go][fast_board][undo]") {
    // Along seeded heavy games: a few undoable moves (each checked against a Game), then undo:
    // the board is the one before, the same empty list order included, and plays on the same.
    for (int size : {9, 19}) {
        INFO(size << "x" << size);
        FastBoard board(size, size);
        Game game(size, size, Rules::simple());
        Rng rng(size), pick(size + 1);
        UndoLog log;
        for (int move = 0; board.consecutive_passes() < 2 && move < 3 * size * size; ++move) {
            const FastBoard before = board;
            Game ahead = game;
            for (int depth = 0; depth < 4 && board.empty_count() > 0; ++depth) {
                const Point p = board.empty_point(int(pick.below(board.empty_count())));
                if (!board.is_legal(p)) continue;
                const Color c = board.to_move();
                board.play_undoable(p, log);
                REQUIRE(ahead.play(c, p) == MoveResult::ok);
                REQUIRE(board.last_move() == p);
                require_same(board, ahead);
            }
            board.undo(log, UndoLog::Mark{});
            CHECK(log.size() == 0);
            REQUIRE(board.to_move() == before.to_move());
            REQUIRE(board.ko_point() == before.ko_point());
            REQUIRE(board.last_move() == before.last_move());
            REQUIRE(board.previous_move() == before.previous_move());
            REQUIRE(board.consecutive_passes() == before.consecutive_passes());
            REQUIRE(board.empty_count() == before.empty_count());
            for (int i = 0; i < board.empty_count(); ++i)
                REQUIRE(board.empty_point(i) == before.empty_point(i));
            require_same(board, game);
            const Color c = board.to_move();
            const Point p = HeavyPolicy().play(board, rng);
            REQUIRE(game.play(c, p) == MoveResult::ok);
        }
    }
}
