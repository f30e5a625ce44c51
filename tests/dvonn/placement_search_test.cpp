// The placement alpha-beta and its static evaluation: the incremental gain equals the change of
// the full evaluation, the terms on hand-made boards, the search's value equals plain minimax
// over the same moves, and through the player it is legal, deterministic and on time.
#include <algorithm>
#include <chrono>
#include <limits>

#include "engine/dvonn/placement_eval.hpp"
#include "engine/dvonn/placement_search.hpp"
#include "engine/dvonn/search.hpp"
#include "games/dvonn/arg_types.hpp"
#include "tests/dvonn/helpers.hpp"

using namespace boardtalk::dvonn;
using namespace boardtalk::dvonn::test;

namespace {

// The placing evaluation of `next`, just placed from `b`, for the side that placed (White both
// places the last piece and moves first).
int after_placing(const Board& b, const Board& next, const PlacingTables& t) {
    const int v = evaluate_placing(next, t);
    return next.to_move == b.to_move ? v : -v;
}

// Plain minimax (no pruning) over the moves the search looks at: every empty space at the root,
// the kPlacementInnerWidth best gains below (gain order, lowest square on ties), the full
// evaluation at the leaves. Side to move's view.
int plain_minimax(const Board& b, const PlacingTables& t, int depth, bool root) {
    std::vector<std::pair<int, Square>> spaces;
    for (Square s : all_squares())
        if (!(b.occupied & bit(s))) spaces.push_back({-placing_gain(b, t, s), s});
    std::stable_sort(spaces.begin(), spaces.end(),
                     [](const auto& x, const auto& y) { return x.first < y.first; });
    if (!root && spaces.size() > kPlacementInnerWidth) spaces.resize(kPlacementInnerWidth);
    int best = std::numeric_limits<int>::min();
    for (const auto& [gain, s] : spaces) {
        Board next = b;
        apply_placement(next, s);
        best = std::max(best, depth == 1 || next.phase != Phase::placing
                                  ? after_placing(b, next, t)
                                  : -plain_minimax(next, t, depth - 1, false));
    }
    return best;
}

}  // namespace

TEST_CASE("the placing gain is the change of the placing evaluation", "[dvonn][placing]") {
    Game g;
    play_all(g, "E3 B2 H4");
    int checked = 0;
    while (g.position().board.phase == Phase::placing) {
        const Board& b = g.position().board;
        const PlacingTables t = placing_tables(b);
        for (Square s : all_squares()) {
            if (b.occupied & bit(s)) continue;
            Board next = b;
            apply_placement(next, s);
            INFO("placed " << int(b.placed) << " on " << square_name(s));
            REQUIRE(after_placing(b, next, t) == evaluate_placing(b, t) + placing_gain(b, t, s));
            ++checked;
        }
        REQUIRE_FALSE(g.play(best_placement(b)));
    }
    CHECK(checked > 500);
}

TEST_CASE("the placing evaluation: near DVONN pieces, edge pieces next to targets, no clumps",
          "[dvonn][placing]") {
    // DVONN pieces on C1, E3 and G5 (White, Black, White), Black to place the first piece.
    const Board b = board_after("C1 E3 G5");
    const PlacingTables t = placing_tables(b);
    // Next to E3 is worth more than the far corner K5, or than three steps from E3.
    CHECK(placing_gain(b, t, sq("F3")) > placing_gain(b, t, sq("K5")));
    CHECK(placing_gain(b, t, sq("D3")) > placing_gain(b, t, sq("B3")));
    // Next to two DVONN pieces (C1 and E3) beats next to one (E3).
    CHECK(t.closeness[sq("D2")] > t.closeness[sq("E2")]);
    // Black A1, White A3, Black to place. On A2, an edge space, Black's piece gets the edge, a
    // target (A3) and a friend (A1); A1 gets a friend too, and White's edge piece A3 a target.
    const Board c = board_after("C1 E3 G5 A1 A3");
    const PlacingTables u = placing_tables(c);
    const int a2 = u.closeness[sq("A2")] - 1 + 1 + 2 - 1 - 2;
    CHECK(placing_gain(c, u, sq("A2")) == a2);
    // On B2, an inner space next to A1 only of the pieces: no edge terms, one friend each way.
    CHECK(placing_gain(c, u, sq("B2")) == u.closeness[sq("B2")] - 2);
}

TEST_CASE("the placement alpha-beta agrees with plain minimax over the same moves",
          "[dvonn][placing]") {
    for (const std::string moves : {"E3 B2 H4 C1 F3 G2 D4", "C1 E3 G5 A1 B1", "E3 D2 F4"}) {
        const Board b = board_after(moves);
        const PlacingTables t = placing_tables(b);
        for (int depth = 1; depth <= 3; ++depth) {
            const PlacementReport r = search_placement_alpha_beta(b, {.depth = depth});
            INFO(moves << " depth " << depth);
            CHECK(r.depth == depth);
            CHECK(r.expected == plain_minimax(b, t, depth, true));
            // The chosen space reaches that value.
            Board next = b;
            apply_placement(next, r.best.to);
            CHECK((depth == 1 ? after_placing(b, next, t)
                              : -plain_minimax(next, t, depth - 1, false)) == r.expected);
        }
    }
}

TEST_CASE("the placement alpha-beta through the player: legal, deterministic, on time",
          "[dvonn][placing]") {
    constexpr SearchTuning searching{.placement = PlacementMethod::search};
    // --deterministic: a depth limit only. Two players place move for move alike to the end.
    Game g;
    Searcher s1(10, {}, searching), s2(10, {}, searching);
    const SearchLimits deterministic{.depth = 4, .seconds = 0, .nodes = 0, .seed = 9};
    while (g.position().board.phase == Phase::placing) {
        const Board& b = g.position().board;
        const Move m = s1.search(b, deterministic).best;
        INFO("placed " << int(b.placed));
        REQUIRE(m.kind == Move::Kind::place);
        REQUIRE_FALSE(illegal_reason(b, m));
        REQUIRE(s2.search(b, deterministic).best == m);
        REQUIRE_FALSE(g.play(m));
    }
    CHECK(g.position().board.phase == Phase::moving);
    // A node limit: deterministic too, and the limit is kept to within one node.
    const Board b = board_after("E3 B2 H4 C1 F3 G2 D4");
    const PlacementReport x = search_placement(b, {.nodes = 5000}, {}, PlacementMethod::search);
    const PlacementReport y = search_placement(b, {.nodes = 5000}, {}, PlacementMethod::search);
    CHECK(x.best == y.best);
    CHECK(x.depth == y.depth);
    CHECK(x.depth >= 2);
    CHECK(x.nodes <= 5000);
    // A time limit: the placement comes within it (the clock is read every 1024 nodes, about a
    // millisecond; the bound leaves room for a slow sanitizer build or a loaded machine).
    for (const double seconds : {0.02, 0.1}) {
        const auto t0 = std::chrono::steady_clock::now();
        const PlacementReport r =
            search_placement(b, {.seconds = seconds}, {}, PlacementMethod::search);
        const double used =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        INFO("limit " << seconds << " used " << used << " depth " << r.depth);
        CHECK_FALSE(illegal_reason(b, r.best));
        CHECK(r.depth >= 1);
        CHECK(used < seconds + 0.25);
    }
    CHECK(*placement_method_type().parse("search") == PlacementMethod::search);
}
