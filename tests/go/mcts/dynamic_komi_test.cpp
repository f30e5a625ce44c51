// Dynamic komi in handicap games (engine/go/dynamic_komi.hpp): the search's own count gives White
// extra points that fade out; the win rates move, the reported lead and even games do not.
#include <catch2/catch.hpp>

#include "engine/go/dynamic_komi.hpp"
#include "engine/go/handicap.hpp"
#include "engine/go/mcts_search.hpp"

using namespace boardtalk::go;

namespace {

Game handicap_game(int size, int stones, double komi) {
    Rules rules = Rules::chinese();
    rules.komi = komi;
    Game game(size, size, rules);
    const auto points = fixed_handicap_points(size, size, stones);
    REQUIRE(points);
    REQUIRE(game.set_handicap(*points) == SetupResult::ok);
    return game;
}

CandidateStats best_after(const Game& game, Color c, float handicap_komi, std::uint64_t n) {
    SearchParams params;
    params.seed = 5;
    params.handicap_komi = handicap_komi;
    MctsSearch search(params);
    search.set_root(game, c);
    SearchLimits limits;
    limits.max_playouts = n;
    search.run(limits);
    const auto best = search.best(false);
    REQUIRE(best);
    return *best;
}

}  // namespace

TEST_CASE("dynamic komi: stones x points at the start, none after half the board",
          "[go][mcts][dynamic-komi]") {
    CHECK(dynamic_komi(2, 0, 81, 7) == Approx(14));
    CHECK(dynamic_komi(3, 90, 361, 7) == Approx(21 * (1 - 90 / 180.5)));
    CHECK(dynamic_komi(2, 40, 81, 7) > 0);
    CHECK(dynamic_komi(2, 41, 81, 7) == 0);
    CHECK(dynamic_komi(2, 300, 81, 7) == 0);
    CHECK(dynamic_komi(0, 0, 81, 7) == 0);   // an even game
    CHECK(dynamic_komi(4, 0, 361, 0) == 0);  // switched off
}

TEST_CASE("dynamic komi lifts White's win rates in a handicap game, not the lead",
          "[go][mcts][dynamic-komi]") {
    // 9x9, two stones, komi 0.5: White is far behind (about 12 points), most playouts lost.
    const Game game = handicap_game(9, 2, 0.5);
    const CandidateStats off = best_after(game, Color::white, 0, 3000);
    const CandidateStats on = best_after(game, Color::white, 7, 3000);
    INFO("off " << off.winrate << " lead " << off.score_lead << ", on " << on.winrate << " lead "
                << on.score_lead);
    CHECK(off.winrate < 0.45);
    CHECK(on.winrate > off.winrate + 0.1);
    // The lead is counted with the real komi either way: White is still behind.
    CHECK(off.score_lead < -5);
    CHECK(on.score_lead < -5);
}

TEST_CASE("dynamic komi leaves even games alone", "[go][mcts][dynamic-komi]") {
    const Game game(9, 9);
    const CandidateStats off = best_after(game, Color::black, 0, 1500);
    const CandidateStats on = best_after(game, Color::black, 7, 1500);
    CHECK(on.move == off.move);
    CHECK(on.visits == off.visits);
    CHECK(on.winrate == off.winrate);
}
