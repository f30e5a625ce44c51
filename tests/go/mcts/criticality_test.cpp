// Criticality (criticality.hpp, `boardtalk go --priors criticality=W`): the points whose owner
// goes with the playout's winner.
#include <catch2/catch.hpp>

#include "engine/go/criticality.hpp"
#include "engine/go/mcts_playout.hpp"
#include "engine/go/mcts_search.hpp"
#include "engine/go/notation.hpp"
#include "tests/go/diagram.hpp"
#include "tests/go/mcts/diagrams.hpp"

using namespace boardtalk::go;
using boardtalk::go::testing::at;
using boardtalk::go::testing::fast_board;
using boardtalk::go::testing::from_diagram;
using boardtalk::go::testing::straight_three_diagram;

namespace {

// Counts one playout in both tallies, as the search does.
void count(OwnershipCounts& owned, CriticalityCounts& crit,
           const std::array<Color, array_size>& owner, bool black_won,
           const std::vector<Point>& points) {
    owned.add(owner, points);
    crit.add(owner, black_won, points);
}

// The straight three (diagrams.hpp): Black wins only by killing at B3.
Game nakade_game() {
    Rules rules = Rules::chinese();
    rules.komi = 30.5;
    return from_diagram(straight_three_diagram, rules);
}

}  // namespace

TEST_CASE("criticality: owning the point with the winner, beyond chance", "[go][mcts][crit]") {
    const Point a = point(1, 1), b = point(2, 1), c = point(3, 1), d = point(4, 1);
    const std::vector<Point> points = {a, b, c, d};
    OwnershipCounts owned;
    CriticalityCounts crit;
    CHECK(criticality(owned, crit, a) == 0);  // no playouts
    // Four playouts, Black wins two. a goes with the winner, b is always Black's, c goes with
    // the loser, d nobody's.
    for (int i = 0; i < 4; ++i) {
        const bool black_won = i % 2 == 0;
        const Color winner = black_won ? Color::black : Color::white;
        const Color loser = black_won ? Color::white : Color::black;
        std::array<Color, array_size> owner{};
        owner[a] = winner;
        owner[b] = Color::black;
        owner[c] = loser;
        count(owned, crit, owner, black_won, points);
    }
    CHECK(crit.black_wins == 2);
    CHECK(criticality(owned, crit, a) == Approx(0.5));
    CHECK(criticality(owned, crit, b) == Approx(0.0).margin(1e-12));
    CHECK(criticality(owned, crit, c) == Approx(-0.5));
    CHECK(criticality(owned, crit, d) == Approx(0.0).margin(1e-12));
}

TEST_CASE("criticality: the playouts find the group whose life decides the game",
          "[go][mcts][crit]") {
    const Game game = nakade_game();
    const std::vector<Point> points(game.board().points().begin(), game.board().points().end());
    OwnershipCounts owned;
    CriticalityCounts crit;
    Rng rng(7);
    PlayoutRecord record;
    for (int i = 0; i < 400; ++i) {
        FastBoard board = fast_board(game, Color::black);
        std::fill(record.first_mover.begin(), record.first_mover.end(), Color::empty);
        run_mcts_playout(board, rng, true, record);
        count(owned, crit, record.owner, record.margin - game.komi() > 0, points);
    }
    INFO("black wins " << crit.black_wins << " of 400");
    // White's stones and eye space: whoever owns them at the end has won.
    for (const char* v : {"A4", "C4", "D3", "B3", "A2"}) {
        INFO(v);
        CHECK(criticality(owned, crit, at(game, v)) > 0.1);
    }
    // Black's walls are Black's whoever wins.
    for (const char* v : {"A5", "E5", "E4", "C1"}) {
        INFO(v);
        CHECK(std::abs(criticality(owned, crit, at(game, v))) < 0.05);
    }
}

TEST_CASE("criticality prior: off by default, and on it changes the search", "[go][mcts][crit]") {
    CHECK(PriorParams{}.criticality == 0);
    CHECK(PriorParams::hand_set().criticality == 0);  // the dead-stone estimate's
    PriorParams named;
    REQUIRE(prior_weight(named, "criticality") == &named.criticality);

    const Game game = nakade_game();
    const auto run = [&game](float weight) {
        SearchParams params;
        params.seed = 3;
        params.priors.criticality = weight;
        MctsSearch search(params);
        search.set_root(game, Color::black);
        SearchLimits limits;
        limits.max_playouts = 3000;
        search.run(limits);
        return search.best(false);
    };
    const auto off = run(0), on = run(40), again = run(40);
    REQUIRE(off);
    REQUIRE(on);
    // Black kills at the vital point either way; the prior's virtual playouts below the root
    // change the counts, the same way every time.
    CHECK(vertex_name(on->move) == "B3");
    CHECK(vertex_name(off->move) == "B3");
    CHECK((on->visits != off->visits || on->winrate != off->winrate));
    CHECK(on->visits == again->visits);
    CHECK(on->winrate == again->winrate);
}
