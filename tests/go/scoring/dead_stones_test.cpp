// The dead-stone estimate: playout ownership with the 2/3 rule, Benson's overrides, seki and
// the cleanup move, on positions whose answer a player knows.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "engine/go/dead_stones.hpp"
#include "engine/go/marking.hpp"
#include "engine/go/notation.hpp"
#include "engine/go/random_player.hpp"
#include "tests/go/diagram.hpp"
#include "tests/go/scoring/positions.hpp"

using namespace boardtalk::go;
using boardtalk::go::testing::at;
using boardtalk::go::testing::from_diagram;
namespace positions = boardtalk::go::testing;

TEST_CASE("dead stones inside territory are found, whoever moves, whatever the seed",
          "[go][dead]") {
    const Game g = from_diagram(positions::dead_in_territory);
    const std::string expected =
        "BxBbwWw\n"
        "BBBbwwW\n"
        "bbbbbww\n"
        "BBBbBbb\n"
        "xBBbBBB\n"
        "BBBbBxB\n"
        "BBBbBBB";
    for (Color first : {Color::black, Color::white})
        for (std::uint64_t seed : {1, 2, 3, 4, 5}) {
            INFO("seed " << seed);
            const DeadStoneEstimate e = estimate_dead_stones(g.board(), first, {400, seed});
            CHECK(board_state(g.board(), e.dead) == expected);
            CHECK(e.seki.none());
        }
}

TEST_CASE("the estimate is deterministic for a seed and its ownership is in -1..1", "[go][dead]") {
    const Game g = from_diagram(positions::dead_in_territory);
    const auto a = estimate_dead_stones(g.board(), Color::black, {200, 7});
    const auto b = estimate_dead_stones(g.board(), Color::black, {200, 7});
    CHECK(a.ownership == b.ownership);
    CHECK(a.dead.points() == b.dead.points());
    for (Point p : g.board().points()) {
        CHECK(a.ownership[p] >= -1.0);
        CHECK(a.ownership[p] <= 1.0);
    }
    // Black's wall is black's in nearly every playout; white's two-eyed group in every one.
    CHECK(a.ownership[at(g, "D4")] > 0.9);
    CHECK(a.ownership[at(g, "E7")] == -1.0);
}

TEST_CASE("ownership counts: every point counted at most once per playout", "[go][dead]") {
    const Game g = from_diagram(positions::seki);
    const OwnershipCounts c = playout_ownership(g.board(), Color::black, 50, 3);
    CHECK(c.playouts == 50);
    for (Point p : g.board().points()) CHECK(c.black[p] + c.white[p] <= 50);
    CHECK(playout_ownership(g.board(), Color::black, 0, 3).value(at(g, "A1")) == 0.0);
}

TEST_CASE("Benson: unconditionally safe regions make their stones dead with no playout",
          "[go][dead]") {
    const Game g = from_diagram(
        ". X O . X .\n"
        "X X X X X X\n"
        ". . . . . .\n"
        "O O O O O O\n"
        ". . . . . .\n");
    const DeadStoneEstimate e = estimate_dead_stones(g.board(), Color::black, {0, 1});
    CHECK(e.dead.points() == std::vector<Point>{at(g, "C5")});
}

TEST_CASE("seki: both sides alive, the shared liberty nobody's", "[go][dead][seki]") {
    const Game g = from_diagram(positions::seki);
    for (std::uint64_t seed : {1, 2, 3}) {
        const DeadStoneEstimate e = estimate_dead_stones(g.board(), Color::black, {400, seed});
        CHECK(e.dead.empty());
        for (const char* v : {"B7", "A6", "B6", "C6", "D7", "D6", "E6", "F6", "F7"})
            CHECK(e.seki.test(at(g, v)));
        CHECK(e.seki.count() == 9);
        CHECK(board_state(g.board(), e.dead).substr(0, 8) == "Bb.wWwb\n");
    }
}

TEST_CASE("seki_stones: fillable dame, atari and dead chains are not seki", "[go][seki]") {
    // A dame column between two walls: either side can fill it safely.
    const Game dame = from_diagram(
        "X . O\n"
        "X . O\n"
        "X . O\n");
    CHECK(seki_stones(dame.board(), {}).none());
    // The seki position with the white inner chain marked dead is no seki any more.
    const Game g = from_diagram(positions::seki);
    DeadSet dead;
    for (Point p : g.board().chain(at(g, "D7"))) dead.insert(p);
    CHECK(seki_stones(g.board(), dead).none());
    CHECK(seki_stones(g.board(), {}).count() == 9);
    // A1 is unfillable for both, but black can shorten white's A2 A3 at B3 first.
    const Game f = from_diagram(positions::false_seki.diagram);
    CHECK(seki_stones(f.board(), {}).none());
}

namespace {

std::string dead_names(const DeadSet& dead) {
    std::vector<std::string> names;
    for (Point p : dead.points()) names.push_back(vertex_name(p));
    std::sort(names.begin(), names.end());
    std::string out;
    for (const auto& n : names) out += (out.empty() ? "" : " ") + n;
    return out;
}

}  // namespace

TEST_CASE("the search's ownership gets the dead stones of real end positions right",
          "[go][dead][search]") {
    const auto [name, position] =
        GENERATE(std::pair{"white chain in atari", positions::white_chain_in_atari},
                 std::pair{"two white chains", positions::two_white_chains},
                 std::pair{"black invaders", positions::black_invaders},
                 std::pair{"false seki", positions::false_seki});
    INFO(name);
    Rules rules = Rules::chinese();
    rules.komi = 7.5;
    const Color first = position.black_to_move ? Color::black : Color::white;
    const Game g = from_diagram(position.diagram, rules, first);
    for (std::uint64_t seed : {1, 2, 3}) {
        INFO("seed " << seed);
        EstimateOptions options;
        options.seed = seed;
        const DeadStoneEstimate e = estimate_dead_stones(g, first, options);
        CHECK(dead_names(e.dead) == position.dead);
        CHECK(e.seki.none());
    }
}

TEST_CASE("the search estimate is deterministic for a seed", "[go][dead][search]") {
    const Game g = from_diagram(positions::two_white_chains.diagram);
    const auto a = estimate_dead_stones(g, Color::black, {300, 5});
    const auto b = estimate_dead_stones(g, Color::black, {300, 5});
    CHECK(a.ownership == b.ownership);
    CHECK(a.dead.points() == b.dead.points());
}

TEST_CASE("cleanup_move captures the dead stones, then there is nothing left to do",
          "[go][dead][cleanup]") {
    Game g = from_diagram(positions::dead_in_territory);
    DeadSet dead = estimate_dead_stones(g.board(), Color::black).dead;
    REQUIRE(dead.points().size() == 3);
    CHECK_FALSE(cleanup_move(g, Color::white, dead));  // no dead black stones
    int moves = 0;
    while (auto p = cleanup_move(g, Color::black, dead)) {
        REQUIRE(g.play(Color::black, *p) == MoveResult::ok);
        REQUIRE(g.play(Color::white, pass) == MoveResult::ok);
        REQUIRE(++moves <= 12);
        // The marks of stones still on the board stay (a capture empties the point).
        DeadSet still;
        for (Point q : dead.points())
            if (g.board().at(q) == Color::white) still.insert(q);
        dead = still;
    }
    CHECK(g.captures(Color::black) == 3);
    CHECK(g.stones(Color::white).size() == 6);
    CHECK(moves >= 3);
}
