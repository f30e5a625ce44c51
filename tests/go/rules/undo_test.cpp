// Undo back to the start, and hash consistency after any sequence of plays and undos.
#include <catch2/catch.hpp>

#include "engine/go/rng.hpp"
#include "tests/go/diagram.hpp"

using namespace boardtalk::go;
using boardtalk::go::testing::at;
using boardtalk::go::testing::to_diagram;

namespace {

struct Snapshot {
    std::string diagram;
    std::uint64_t hash;
    int black_captures, white_captures;
    Color to_move;
    bool operator==(const Snapshot&) const = default;
};

Snapshot snapshot(const Game& g) {
    return {to_diagram(g.board()), g.board().hash(), g.captures(Color::black),
            g.captures(Color::white), g.to_move()};
}

// A game rebuilt from scratch from the history of g (a game without setup stones).
Game replayed(const Game& g) {
    Game fresh(g.width(), g.height(), g.rules());
    for (const Move& m : g.history()) fresh.play(m.color, m.point);
    return fresh;
}

}  // namespace

TEST_CASE("undo one move at a time back to the start restores every position", "[go][undo]") {
    Game game(5, 5, Rules::simple());
    std::vector<Snapshot> seen{snapshot(game)};
    // A sequence with captures, a ko take, same-colour moves and passes.
    const char* moves[] = {"b C3",   "w C2", "b B2", "w D3", "b D2", "w C4", "b B3",
                           "w pass", "b C1", "w B4", "b D4", "b A4", "w E2"};
    for (const char* text : moves) {
        std::string s(text);
        Color c = s[0] == 'b' ? Color::black : Color::white;
        REQUIRE(game.play(c, at(game, s.substr(2))) == MoveResult::ok);
        seen.push_back(snapshot(game));
    }
    CHECK(game.captures(Color::black) > 0);
    while (!game.history().empty()) {
        seen.pop_back();
        REQUIRE(game.undo());
        CHECK(snapshot(game) == seen.back());
        CHECK(game.board().verify() == std::nullopt);
    }
    CHECK(game.board().hash() == 0);
    CHECK_FALSE(game.undo());
    CHECK(snapshot(game) == seen.front());
}

TEST_CASE("undo of several moves at once, all or nothing", "[go][undo]") {
    Game game(9, 9);
    for (int i = 0; i < 6; ++i)
        REQUIRE(game.play(i % 2 ? Color::white : Color::black, point(i, i)) == MoveResult::ok);
    const Snapshot after_two = [&] {
        Game g(9, 9);
        g.play(Color::black, point(0, 0));
        g.play(Color::white, point(1, 1));
        return snapshot(g);
    }();
    CHECK_FALSE(game.undo(7));
    CHECK(game.history().size() == 6);
    CHECK_FALSE(game.undo(0));
    REQUIRE(game.undo(4));
    CHECK(snapshot(game) == after_two);
}

TEST_CASE("undo restores the ko state", "[go][undo]") {
    Game game = boardtalk::go::testing::from_diagram(
        ". X O . .\n"
        "X O . O .\n"
        ". X O . .\n",
        Rules::simple());
    REQUIRE(game.play(Color::black, at(game, "C2")) == MoveResult::ok);
    REQUIRE(game.play(Color::white, at(game, "E1")) == MoveResult::ok);
    REQUIRE(game.is_legal(Color::white, at(game, "B2")));
    REQUIRE(game.undo());
    CHECK(game.play(Color::white, at(game, "B2")) == MoveResult::ko);
}

TEST_CASE("Zobrist hash stays equal to a from-scratch hash through plays and undos",
          "[go][zobrist]") {
    Rng rng(12345);
    Rules recent = Rules::tromp_taylor();
    recent.ko = KoRule::recent_capture;
    Rules situational = Rules::tromp_taylor();
    situational.ko = KoRule::situational;
    for (const Rules& rules :
         {Rules::chinese(), Rules::tromp_taylor(), Rules::simple(), recent, situational}) {
        Game game(7, 6, rules);
        for (int step = 0; step < 600; ++step) {
            if (!game.history().empty() && rng.below(5) == 0) {
                const auto most = std::min<std::uint32_t>(3, game.history().size());
                REQUIRE(game.undo(1 + static_cast<int>(rng.below(most))));
            } else {
                Color c = rng.below(2) ? Color::black : Color::white;
                auto moves = game.legal_moves(c);
                Point p = moves.empty()
                              ? pass
                              : moves[rng.below(static_cast<std::uint32_t>(moves.size()))];
                REQUIRE(game.play(c, p) == MoveResult::ok);
            }
            REQUIRE(game.board().verify() == std::nullopt);
            Game fresh = replayed(game);
            REQUIRE(fresh.board().hash() == game.board().hash());
            REQUIRE(to_diagram(fresh.board()) == to_diagram(game.board()));
        }
    }
}
