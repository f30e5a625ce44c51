// The score weight (SearchParams::score_weight, `boardtalk go --score-weight`): a playout's value
// mixes in its margin, so that a search sure of the win still plays for points.
#include <algorithm>

#include <catch2/catch.hpp>

#include "engine/go/mcts_search.hpp"
#include "engine/go/notation.hpp"
#include "tests/go/diagram.hpp"

using namespace boardtalk::go;
using boardtalk::go::testing::from_diagram;

namespace {

SearchParams weighted(float weight, float points) {
    SearchParams p;
    p.score_weight = weight;
    p.score_points = points;
    return p;
}

// With exploration (UCB1) so that the root's other moves get playouts of their own too.
SearchReport search(const Game& game, SearchParams params) {
    params.ucb_c = 0.5;
    MctsSearch search(params);
    search.set_root(game, Color::black);
    SearchLimits limits;
    limits.max_playouts = 3000;
    search.run(limits);
    return search.report();
}

}  // namespace

TEST_CASE("score weight: a playout's value by who won and by how much", "[go][mcts][score]") {
    const SearchParams none;
    CHECK(playout_value(true, 0.5, none) == 1.0f);
    CHECK(playout_value(false, -80, none) == 0.0f);
    CHECK(playout_value(true, 80, none) == 1.0f);

    const SearchParams p = weighted(0.1f, 20);
    // A win is worth 0.9 and up to 0.1 more by its margin; a loss 0 and up to 0.1 by its own.
    CHECK(playout_value(true, 0, p) == Approx(0.95));
    CHECK(playout_value(true, 10, p) == Approx(0.975));
    CHECK(playout_value(true, 20, p) == Approx(1.0));
    CHECK(playout_value(true, 200, p) == Approx(1.0));  // past score_points: no more
    CHECK(playout_value(false, -10, p) == Approx(0.025));
    CHECK(playout_value(false, -200, p) == Approx(0.0));
    // Ordered: every win above every loss, a larger margin above a smaller one.
    float previous = -1;
    for (double m = -30; m <= 30; m += 0.5) {
        const float v = playout_value(m > 0, m, p);
        CHECK(v >= previous);
        previous = v;
    }
    CHECK(playout_value(true, 0.5, p) > playout_value(false, -0.5, p));
}

TEST_CASE("score weight: a search sure of the win still tells the moves apart by their margin",
          "[go][mcts][score]") {
    // With 60 points of komi for Black every playout is Black's win, whatever Black plays.
    Rules rules = Rules::chinese();
    rules.komi = -60;
    const Game game = from_diagram(
        ". . . . . . . . .\n"
        ". X X X X X X . .\n"
        "X O O O O O O . .\n"
        ". X X X X X X . .\n"
        ". . . . . . . . .\n"
        ". . . . . . O . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n"
        ". . . . . . . . .\n",
        rules);
    // Win or loss only: every move is worth the same, a sure win.
    const SearchReport plain = search(game, SearchParams{});
    REQUIRE(plain.candidates.size() >= 10);
    for (const CandidateStats& c : plain.candidates) CHECK(c.winrate == 1.0);
    // Half the value by the margin, 200 points counting fully: every playout is a win by at
    // most 141 points (81 + 60), so a move's value is 0.5 + 0.5 * (0.5 + 0.5 * lead / 200), its
    // mean margin's straight line.
    const SearchReport scored = search(game, weighted(0.5f, 200));
    REQUIRE(scored.candidates.size() >= 10);
    double lowest = 1, highest = 0;
    for (const CandidateStats& c : scored.candidates) {
        INFO(vertex_name(c.move) << ": " << c.visits << " playouts, lead " << c.score_lead);
        CHECK(c.winrate == Approx(0.75 + c.score_lead / 800).epsilon(1e-4));
        lowest = std::min(lowest, c.winrate);
        highest = std::max(highest, c.winrate);
    }
    CHECK(highest - lowest > 0.005);  // 4 points of margin
    CHECK(highest < 1.0);
}
