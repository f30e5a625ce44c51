// The placement search: legal, deterministic for a seed and a node limit, prefers a space next
// to a DVONN piece over an isolated edge space, keeps to its time limit; the strength starts.
#include <chrono>

#include "engine/dvonn/placement.hpp"
#include "engine/dvonn/search.hpp"
#include "games/dvonn/arg_types.hpp"
#include "games/dvonn/strength.hpp"
#include "tests/dvonn/helpers.hpp"

using namespace boardtalk::dvonn;
using namespace boardtalk::dvonn::test;

TEST_CASE("the placement search places on an empty space in every phase of placing",
          "[dvonn][placing]") {
    Game g;
    while (g.position().board.phase == Phase::placing) {
        const Board& b = g.position().board;
        const PlacementReport r = search_placement(b, {.seconds = 0, .nodes = 1200, .seed = 3});
        INFO("placed " << int(b.placed));
        REQUIRE(r.best.kind == Move::Kind::place);
        REQUIRE_FALSE(illegal_reason(b, r.best));
        if (b.placed < kSpaces - 1) CHECK(r.playouts > 0);
        REQUIRE_FALSE(g.play(r.best));
    }
    CHECK(g.position().board.phase == Phase::moving);
}

TEST_CASE("the placement search is deterministic for a seed and a node limit", "[dvonn][placing]") {
    const Board b = board_after("E3 B2 H4 C1 F3 G2 D4");
    const PlacementLimits limits{.seconds = 0, .nodes = 3000, .seed = 11};
    const PlacementReport x = search_placement(b, limits);
    const PlacementReport y = search_placement(b, limits);
    CHECK(x.best == y.best);
    CHECK(x.playouts == y.playouts);
    CHECK(x.nodes == y.nodes);
    CHECK(x.expected == y.expected);
    CHECK(x.nodes >= limits.nodes);
    // The samples depend on the seed.
    const PlacementReport z = search_placement(b, {.seconds = 0, .nodes = 3000, .seed = 12});
    CHECK((z.expected != x.expected || z.nodes != x.nodes));
    // Through the searcher: the same limits give the same placement.
    Searcher s1(10), s2(10);
    const SearchLimits sl{.depth = 0, .seconds = 0, .nodes = 2000, .seed = 5};
    CHECK(s1.search(b, sl).best == s2.search(b, sl).best);
}

TEST_CASE("the placement search prefers a space next to a DVONN piece to an isolated edge space",
          "[dvonn][placing]") {
    // The DVONN pieces on A1, E3 and K5; after a few coloured pieces White, to place, finds
    // the spaces next to E3 and far from A1 and K5. Among the heuristic's candidates are edge
    // spaces away from every DVONN piece; the search picks a space next to one.
    const Board b = board_after("A1 E3 K5 D3");
    const PlacementReport r = search_placement(b, {.seconds = 0, .nodes = 20000, .seed = 1});
    REQUIRE(r.best.kind == Move::Kind::place);
    CHECK((neighbours(r.best.to) & b.dvonn) != 0);
}

TEST_CASE("with two spaces left the search takes the one next to a DVONN piece",
          "[dvonn][placing]") {
    // Black places the 48th piece: F3, next to the DVONN piece on E3, or the corner A1, four
    // steps from the nearest DVONN piece. White then fills the other space.
    const Position p = pos(".BWBWBWBW/BWBWBWBWBW/BWBWD.BWDBW/BWBWBWDBWB/WBWBWBWBW b placing 47");
    const PlacementReport r = search_placement(p.board, {.seconds = 0, .nodes = 6000, .seed = 7});
    CHECK(r.candidates == 2);
    CHECK(r.playouts > 20);
    CHECK(r.best == Move::place(sq("F3")));
}

TEST_CASE("the placement search keeps to its time limit", "[dvonn][placing]") {
    const Board b = board_after("E3 B2 H4");
    for (const double seconds : {0.02, 0.1}) {
        const auto t0 = std::chrono::steady_clock::now();
        const PlacementReport r = search_placement(b, {.seconds = seconds, .nodes = 0, .seed = 2});
        const double used =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        INFO("limit " << seconds << " used " << used << " playouts " << r.playouts);
        CHECK(r.best.kind == Move::Kind::place);
        CHECK_FALSE(illegal_reason(b, r.best));
        CHECK(r.seconds >= seconds);
        // The limit is checked after every sample: at most one sample late (a sample is a few
        // milliseconds; the bound leaves room for a slow sanitizer build).
        CHECK(r.seconds < seconds + 0.25);
    }
}

TEST_CASE("without a time or node limit the placement heuristic decides", "[dvonn][placing]") {
    const Board b = board_after("E3 B2 H4 C1");
    const PlacementReport r = search_placement(b, {});
    CHECK(r.playouts == 0);
    CHECK(r.best == best_placement(b));
}

TEST_CASE("strength starts: random setups, or random first placements then the players",
          "[dvonn][placing][strength]") {
    const Position setup = strength_start({StrengthStart::random_setup, 0}, 4);
    CHECK(setup == random_setup(4));
    const Position a = strength_start({StrengthStart::placement, 2}, 4);
    CHECK(a.board.phase == Phase::placing);
    CHECK(a.board.placed == kDvonnPieces + 4);
    CHECK(__builtin_popcountll(a.board.dvonn) == kDvonnPieces);
    CHECK(a.board.to_move == placer(kDvonnPieces + 4));
    CHECK(a == strength_start({StrengthStart::placement, 2}, 4));
    CHECK_FALSE(a == strength_start({StrengthStart::placement, 2}, 5));
    CHECK(strength_start({StrengthStart::placement, 0}, 4).board.placed == kDvonnPieces);
}

TEST_CASE("finishing: legal, deterministic, the heuristic's choice until every candidate counts",
          "[dvonn][placing]") {
    constexpr auto finish = PlacementMethod::finish;
    const Board b = board_after("E3 B2 H4 C1 F3 G2 D4");
    const PlacementLimits limits{.seconds = 0, .nodes = 6000, .seed = 11};
    const PlacementReport x = search_placement(b, limits, {}, finish);
    const PlacementReport y = search_placement(b, limits, {}, finish);
    CHECK(x.best == y.best);
    CHECK(x.playouts == y.playouts);
    CHECK(x.candidates == 4);
    CHECK(x.playouts >= 4 * 4);
    CHECK_FALSE(illegal_reason(b, x.best));
    // Too few finishes to count: the heuristic decides.
    const PlacementReport few = search_placement(b, {.nodes = 300, .seed = 11}, {}, finish);
    CHECK(few.playouts < 4 * 4);
    CHECK(few.best == best_placement(b));
    // With two spaces left: F3 next to the DVONN piece on E3, not the corner A1, as the greedy
    // finishes judge it without the field weight.
    const Position p = pos(".BWBWBWBW/BWBWBWBWBW/BWBWD.BWDBW/BWBWBWDBWB/WBWBWBWBW b placing 47");
    EvalWeights unweighted;
    unweighted.field = 0;
    const PlacementReport two =
        search_placement(p.board, {.nodes = 30000, .seed = 7}, unweighted, finish);
    CHECK(two.candidates == 2);
    CHECK(two.best == Move::place(sq("F3")));
    // Through the searcher, chosen by SearchTuning.
    Searcher s1(10, {}, {.placement = finish}), s2(10, {}, {.placement = finish});
    const SearchLimits sl{.depth = 0, .seconds = 0, .nodes = 6000, .seed = 5};
    CHECK(s1.search(b, sl).best == s2.search(b, sl).best);
}

TEST_CASE("the placement methods by name", "[dvonn][placing]") {
    CHECK(*placement_method_type().parse("mc") == PlacementMethod::monte_carlo);
    CHECK(*placement_method_type().parse("finish") == PlacementMethod::finish);
    CHECK_FALSE(placement_method_type().parse("random"));
}
