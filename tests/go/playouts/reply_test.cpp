// Last good reply with forgetting (last_good_reply.hpp): what a playout teaches the table, and
// the heavy policy's reply step.
#include <vector>

#include <catch2/catch.hpp>

#include "engine/go/fast_board.hpp"
#include "engine/go/heavy_policy.hpp"
#include "engine/go/last_good_reply.hpp"
#include "tests/go/diagram.hpp"

using namespace boardtalk::go;
using boardtalk::go::testing::at;
using boardtalk::go::testing::from_diagram;

TEST_CASE("the winner's replies are kept, the loser's forgotten", "[go][reply]") {
    const Point a = point(2, 2), b = point(3, 3), c = point(4, 4), d = point(5, 5);
    ReplyTable table;
    CHECK(table.reply(Color::black, a) == pass);
    // Black plays b after a, white c after b, black d after c; black wins.
    const std::vector<Point> moves = {b, c, d};
    table.learn(moves, Color::black, a, Color::black);
    CHECK(table.reply(Color::black, a) == b);
    CHECK(table.reply(Color::black, c) == d);
    CHECK(table.reply(Color::white, b) == pass);  // the loser learns nothing
    // White wins the same playout: black's replies b (to a) and d (to c) are forgotten, white's
    // c (to b) kept.
    table.learn(moves, Color::black, a, Color::white);
    CHECK(table.reply(Color::black, a) == pass);
    CHECK(table.reply(Color::black, c) == pass);
    CHECK(table.reply(Color::white, b) == c);
    // A loss forgets only the reply it played: black loses with d after a while its reply to a
    // is b.
    table.learn(std::vector<Point>{b}, Color::black, a, Color::black);
    table.learn(std::vector<Point>{d}, Color::black, a, Color::white);
    CHECK(table.reply(Color::black, a) == b);
}

TEST_CASE("passes neither teach nor are answered", "[go][reply]") {
    const Point a = point(1, 1), b = point(2, 1);
    ReplyTable table;
    table.learn(std::vector<Point>{pass, a, pass, b}, Color::black, pass, Color::black);
    CHECK(table.reply(Color::black, pass) == pass);
    CHECK(table.reply(Color::white, pass) == pass);
    // Black passed twice, white played a and b, each after a pass: nothing was learnt.
    CHECK(table.reply(Color::white, a) == pass);
    CHECK(table.reply(Color::black, a) == pass);
}

TEST_CASE("the heavy policy answers the last move with its stored reply", "[go][reply][policy]") {
    const Game game = from_diagram(
        ". . . . . . .\n"
        ". . . . . . .\n"
        ". . . . . . .\n"
        ". . . X . . .\n"
        ". . . . . . .\n"
        ". . . . . . .\n"
        ". . . . . . .\n");
    PolicySettings reply_only;
    reply_only.capture_percent = reply_only.escape_percent = reply_only.pattern_percent = 0;
    reply_only.reply_percent = 100;
    const Point last = at(game, "D4"), answer = at(game, "F6");
    ReplyTable table;
    table.learn(std::vector<Point>{answer}, Color::white, last, Color::white);
    REQUIRE(table.reply(Color::white, last) == answer);
    const auto policy_move = [&](const PolicySettings& settings, const ReplyTable* replies) {
        FastBoard board(7, 7);
        board.play(last);  // black D4; white to move
        Rng rng(1);
        return tactical_move(board, settings, rng, replies);
    };
    CHECK(policy_move(reply_only, &table) == answer);
    CHECK(policy_move(reply_only, nullptr) == pass);  // no table, no step
    PolicySettings off = reply_only;
    off.reply_percent = 0;
    CHECK(policy_move(off, &table) == pass);
    // A reply on an occupied point is not played (here D4 itself, stored as its own reply).
    ReplyTable taken;
    taken.learn(std::vector<Point>{last}, Color::white, last, Color::white);
    CHECK(policy_move(reply_only, &taken) == pass);
}
