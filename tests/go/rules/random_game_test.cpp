// Random games: the random player's contract, and chain/liberty invariants against a slow
// flood-fill reference.
#include <algorithm>

#include <catch2/catch.hpp>

#include "engine/go/random_player.hpp"
#include "tests/go/diagram.hpp"

using namespace boardtalk::go;

namespace {

// Reference chain of p by flood fill over colours, and its distinct liberties.
struct RefChain {
    std::vector<Point> stones;
    int liberties = 0;
};

RefChain reference_chain(const Board& b, Point p) {
    RefChain r;
    std::vector<bool> seen(array_size, false), lib(array_size, false);
    std::vector<Point> stack{p};
    seen[p] = true;
    while (!stack.empty()) {
        Point s = stack.back();
        stack.pop_back();
        r.stones.push_back(s);
        for (Point n : neighbours(s)) {
            if (b.at(n) == Color::empty && !lib[n]) lib[n] = true, ++r.liberties;
            if (b.at(n) == b.at(p) && !seen[n]) seen[n] = true, stack.push_back(n);
        }
    }
    std::sort(r.stones.begin(), r.stones.end());
    return r;
}

void check_chains(const Board& b) {
    for (Point p : b.points()) {
        if (!is_player(b.at(p))) continue;
        RefChain ref = reference_chain(b, p);
        std::vector<Point> chain = b.chain(p);
        std::sort(chain.begin(), chain.end());
        REQUIRE(chain == ref.stones);
        REQUIRE(b.liberties(p) == ref.liberties);
        REQUIRE(ref.liberties > 0);
    }
    REQUIRE(b.verify() == std::nullopt);
}

// Plays a random-player game of at most max_moves; checks each generated move.
Game play_random_game(int w, int h, const Rules& rules, std::uint64_t seed, int max_moves,
                      bool check_every_move) {
    Game game(w, h, rules);
    RandomPlayer player(seed);
    for (int i = 0; i < max_moves && game.consecutive_passes() < 2; ++i) {
        const Color c = game.to_move();
        const Point p = player.genmove(game, c);
        if (p == pass) {
            // Pass only when every legal move would fill an own eye.
            for (Point q : game.legal_moves(c)) REQUIRE(game.board().is_own_eye(c, q));
        } else {
            REQUIRE(game.is_legal(c, p));
            REQUIRE_FALSE(game.board().is_own_eye(c, p));
        }
        REQUIRE(game.play(c, p) == MoveResult::ok);
        if (check_every_move) check_chains(game.board());
    }
    return game;
}

}  // namespace

TEST_CASE("random games keep chains and liberties equal to a flood-fill reference",
          "[go][invariants]") {
    struct Case {
        int w, h;
        Rules rules;
    };
    Rules recent = Rules::chinese();
    recent.ko = KoRule::recent_capture;
    const Case cases[] = {{9, 9, Rules::chinese()},
                          {7, 5, Rules::tromp_taylor()},
                          {2, 2, Rules::simple()},
                          {3, 4, recent},
                          {13, 13, Rules::japanese()}};
    std::uint64_t seed = 1;
    for (const Case& c : cases) {
        INFO(c.w << "x" << c.h << " " << c.rules.to_string());
        for (int game = 0; game < 3; ++game) play_random_game(c.w, c.h, c.rules, seed++, 400, true);
    }
}

TEST_CASE("random player: legal, never fills its own eye, games end with two passes",
          "[go][random]") {
    for (std::uint64_t seed = 100; seed < 106; ++seed) {
        Game game = play_random_game(9, 9, Rules::chinese(), seed, 2000, false);
        CHECK(game.consecutive_passes() >= 2);
    }
    // On 19x19 and on the largest board, a shorter check.
    play_random_game(19, 19, Rules::chinese(), 7, 150, false);
    play_random_game(25, 25, Rules::tromp_taylor(), 8, 60, true);
}

TEST_CASE("random player is reproducible from its seed", "[go][random]") {
    Game a = play_random_game(9, 9, Rules::chinese(), 42, 300, false);
    Game b = play_random_game(9, 9, Rules::chinese(), 42, 300, false);
    Game c = play_random_game(9, 9, Rules::chinese(), 43, 300, false);
    CHECK(a.history() == b.history());
    CHECK(a.history() != c.history());
}
