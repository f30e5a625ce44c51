// The search itself: threads, ownership, tree reuse, analysis callbacks, resignation, and
// returning by the deadline (loosely: the machine may be loaded).
#include <catch2/catch.hpp>

#include "engine/go/mcts_player.hpp"
#include "engine/go/notation.hpp"
#include "engine/go/random_player.hpp"
#include "tests/go/diagram.hpp"
#include "tests/go/mcts/diagrams.hpp"

using namespace boardtalk::go;
using boardtalk::go::testing::at;
using boardtalk::go::testing::cutting_stones_diagram;
using boardtalk::go::testing::from_diagram;

namespace {

SearchLimits playouts(std::uint64_t n) {
    SearchLimits limits;
    limits.max_playouts = n;
    return limits;
}

// Black owns the three left columns, white the three right ones; D is dame.
const char* const split_board =
    ". . X . O . .\n"
    ". . X . O . .\n"
    ". . X . O . .\n"
    ". . X . O . .\n"
    ". . X . O . .\n"
    ". . X . O . .\n"
    ". . X . O . .\n";

}  // namespace

TEST_CASE("a child's urgency is the MC-RAVE blend of its AMAF and real values", "[go][mcts]") {
    const float equiv = 3731;
    struct Case {
        float visits, wins, prior_visits, prior_wins, amaf_visits, amaf_wins;
    };
    for (const Case& c : {Case{10, 7, 14, 7, 40, 30}, Case{0, 0, 0, 0, 5, 1},
                          Case{3, 1, 0, 0, 0, 0}, Case{5000, 2600, 20, 12, 9000, 4100}}) {
        MctsNode node;
        node.visits = c.visits, node.wins = c.wins;
        node.prior_visits = c.prior_visits, node.prior_wins = c.prior_wins;
        const AmafStats amaf{c.amaf_visits, c.amaf_wins};
        // beta = n_amaf / (n_amaf + n + n n_amaf / equiv), as Gelly and Silver's schedule.
        const double n = c.visits + c.prior_visits;
        const double mean = n > 0 ? (c.wins + c.prior_wins) / n : 0.5;
        const double rave = c.amaf_visits > 0 ? c.amaf_wins / c.amaf_visits : 0;
        const double beta = c.amaf_visits / (c.amaf_visits + n + n * c.amaf_visits / equiv);
        CHECK(node.urgency(amaf, equiv) == Approx(beta * rave + (1 - beta) * mean));
    }
    CHECK(MctsNode{}.urgency(AmafStats{}, equiv) == 0.5);  // nothing known yet
}

TEST_CASE("two threads share the tree and run every playout once", "[go][mcts][threads]") {
    const Game game(9, 9);
    SearchParams params;
    params.threads = 2;
    params.seed = 3;
    MctsPlayer player(params);
    const Point p = player.genmove(game, Color::black, playouts(2000));
    CHECK(game.is_legal(Color::black, p));
    CHECK(player.search().root_visits() == 2000);
    std::uint64_t children = 0;
    for (const auto& c : player.search().report().candidates) children += c.visits;
    CHECK(children == 2000);
}

TEST_CASE("ownership of a settled position", "[go][mcts]") {
    const Game game = from_diagram(split_board, Rules::chinese(), Color::white);
    MctsSearch search;
    search.set_root(game, Color::white);
    search.run(playouts(500));
    const SearchReport r = search.report();
    REQUIRE(r.ownership.size() == std::size_t(array_size));
    // For the side to move (white): black's side is -1, white's +1.
    CHECK(r.ownership[at(game, "A4")] < -0.9);
    CHECK(r.ownership[at(game, "C7")] < -0.9);
    CHECK(r.ownership[at(game, "G1")] > 0.9);
    CHECK(r.ownership[at(game, "E4")] > 0.9);
    // The counts the dead-stone estimate reads are the same statistics, from black's side.
    const OwnershipCounts counts = search.ownership_counts();
    CHECK(counts.playouts == 500);
    for (Point p : game.board().points()) CHECK(counts.value(p) == Approx(-r.ownership[p]));
}

TEST_CASE("the subtree of the position reached is kept", "[go][mcts]") {
    Game game(9, 9);
    MctsSearch search;
    CHECK_FALSE(search.set_root(game, Color::black));
    search.run(playouts(3000));
    const auto best = search.best(false);
    REQUIRE(best);
    REQUIRE(best->pv.size() >= 2);
    game.play(Color::black, best->pv[0]);
    game.play(Color::white, best->pv[1]);
    CHECK(search.set_root(game, Color::black));
    CHECK(search.root_visits() > 0);
    // A position not reached by moves from the root (an undo) starts fresh.
    game.undo(2);
    game.play(Color::black, point(0, 0));
    CHECK_FALSE(search.set_root(game, Color::white));
    CHECK(search.root_visits() == 0);
}

TEST_CASE("analyze reports until the callback says stop", "[go][mcts]") {
    const Game game(9, 9);
    MctsPlayer player;
    int calls = 0;
    std::uint64_t last_visits = 0;
    const ReportCallback report = [&](const SearchReport& r) {
        ++calls;
        CHECK(r.visits >= last_visits);
        last_visits = r.visits;
        CHECK(r.to_move == Color::black);
        return calls < 3;
    };
    const Point p = player.analyze(game, Color::black, SearchLimits{}, 0.01, report);
    CHECK(calls == 4);  // three, the third said stop, then the final one
    CHECK(game.is_legal(Color::black, p));
    const SearchReport r = player.search().report();
    REQUIRE_FALSE(r.candidates.empty());
    for (std::size_t i = 1; i < r.candidates.size(); ++i)
        CHECK(r.candidates[i - 1].visits >= r.candidates[i].visits);
    const CandidateStats& top = r.candidates.front();
    CHECK(top.pv.front() == top.move);
    CHECK(top.lcb <= top.winrate);
}

TEST_CASE("with two threads, analysis reads the ownership while the playouts add to it",
          "[go][mcts][threads]") {
    // Each thread counts its own playouts' owners; report() sums them while the other thread
    // adds (run under ThreadSanitizer in CI).
    const Game game = from_diagram(split_board);
    SearchParams params;
    params.threads = 2;
    params.seed = 5;
    MctsPlayer player(params);
    int calls = 0, owned = 0;
    const ReportCallback report = [&](const SearchReport& r) {
        ++calls;
        // For the side to move (black): its side is +1 once playouts have run.
        owned += !r.ownership.empty() && r.ownership[at(game, "A1")] > 0.9;
        return true;
    };
    player.analyze(game, Color::black, playouts(4000), 0.0, report);
    CHECK(calls > 1);
    CHECK(owned > 0);
    const OwnershipCounts counts = player.search().ownership_counts();
    CHECK(counts.playouts == 4000);
    CHECK(counts.value(at(game, "A1")) > 0.9);  // Black's side, in every thread's counts
    CHECK(counts.value(at(game, "G7")) < -0.9);
}

TEST_CASE("resign only when lost and past the opening", "[go][mcts]") {
    // Black's ring dies whatever it does, once White has connected at E5 (diagrams.hpp).
    Game game = from_diagram(cutting_stones_diagram, Rules::chinese(), Color::black);
    SearchParams params;
    params.seed = 1;
    params.resign_min_visits = 1000;
    MctsPlayer player(params);
    player.genmove(game, Color::black, playouts(2000));
    CHECK_FALSE(player.wants_resign());  // no move played yet: the opening
    for (int i = 0; i < 14; ++i) game.play(i % 2 ? Color::white : Color::black, pass);
    player.genmove(game, Color::black, playouts(2000));
    INFO(player.explain_last_move());
    CHECK(player.wants_resign());
    // The same answer through the Player interface the adapter holds, as the analysis one.
    Player& as_player = player;
    CHECK(as_player.wants_resign());
    CHECK(as_player.analyzer() == &player);
    RandomPlayer random(1);
    CHECK_FALSE(static_cast<Player&>(random).wants_resign());
    CHECK(static_cast<Player&>(random).analyzer() == nullptr);
    params.resign_threshold = 0;
    MctsPlayer never(params);
    never.genmove(game, Color::black, playouts(2000));
    CHECK_FALSE(never.wants_resign());
}

TEST_CASE("pass when the opponent passed and passing wins", "[go][mcts]") {
    Rules rules = Rules::chinese();
    rules.komi = 0.5;
    Game game = from_diagram(split_board, rules, Color::black);
    game.play(Color::black, at(game, "D1"));
    game.play(Color::white, pass);
    MctsPlayer player;
    // Black 22 points (D1 included), white 21 + 0.5: black wins by passing now.
    CHECK(player.genmove(game, Color::black, playouts(500)) == pass);
    // White, behind on the board, does not answer a pass with a pass.
    game.play(Color::black, pass);
    const Point p = player.genmove(game, Color::white, playouts(500));
    CHECK(p != pass);
}

TEST_CASE("the search returns by its deadline", "[go][mcts][time]") {
    const Game game(19, 19);
    SteadyTimeSource clock;
    for (int threads : {1, 2}) {
        SearchParams params;
        params.threads = threads;
        MctsPlayer player(params);
        SearchLimits limits;
        limits.time = &clock;
        const double start = clock.now();
        limits.deadline = start + 0.2;
        player.genmove(game, Color::black, limits);
        // Loose: a playout takes well under a millisecond, but the machine may be loaded.
        CHECK(clock.now() - start < 0.2 + 0.5);
        CHECK(player.search().last_run_playouts() > 0);
    }
}

namespace {

// A clock that moves `step` seconds every time it is read: with one thread, a search's time is
// then its count of playouts, the same on every machine.
class SteppingClock : public TimeSource {
  public:
    explicit SteppingClock(double step) : step_(step) {}
    double now() const override { return now_ += step_; }

  private:
    double step_;
    mutable double now_ = 0;
};

}  // namespace

TEST_CASE("early stop: a search on a clock ends once its move cannot change", "[go][mcts][time]") {
    // Black's F7 captures six stones (and saves five): nothing else comes close.
    const Game game = from_diagram(
        "X X X X X . .\n"
        "O O O O O O X\n"
        "X X X X X X X\n"
        ". . . . . . .\n"
        ". . . . . . .\n"
        ". . . . . . .\n"
        ". . . . . . .\n",
        Rules::chinese(), Color::black);
    auto search = [&](double early_stop, bool on_clock = true) {
        SearchParams params;
        params.seed = 3;
        params.early_stop = early_stop;
        MctsSearch s(params);
        s.set_root(game, Color::black);
        SteppingClock clock(0.001);
        SearchLimits limits;
        limits.time = &clock;
        limits.deadline = clock.now() + 2.0;  // about 2,000 playouts
        if (on_clock) limits.latest = limits.deadline;
        s.run(limits);
        return std::pair{s.last_run_playouts(), vertex_name(s.best(true)->move)};
    };
    const auto [all, full_move] = search(0);
    const auto [exact, exact_move] = search(1);
    const auto [sooner, sooner_move] = search(0.5);
    CHECK(full_move == "F7");
    CHECK(all > 1800);
    // Stopped early, with the move the full search plays; a smaller share stops sooner.
    CHECK(exact_move == full_move);
    CHECK(exact < all * 3 / 4);
    CHECK(sooner_move == full_move);
    CHECK(sooner < exact);
    // A move time without a clock (--move-time alone) would lose the time saved: no early stop.
    CHECK(search(1, false).first == all);
}

TEST_CASE("early stop leaves searches without a deadline alone", "[go][mcts]") {
    SearchParams params;
    params.early_stop = 1;
    MctsSearch s(params);
    const Game game(9, 9);
    s.set_root(game, Color::black);
    s.run(playouts(300));
    CHECK(s.last_run_playouts() == 300);
}

TEST_CASE("a genmove on a clock thinks on while its move is unsettled", "[go][mcts][time]") {
    const Game game(9, 9);
    struct Thought {
        bool settled;
        std::uint64_t visits;
        double used;
    };
    // One thread, a clock that a read moves by a millisecond: the same search on every machine.
    auto think = [&](std::uint64_t seed, double extend, double room) {
        SearchParams params;
        params.seed = seed;
        params.early_stop = 0;  // the move's own time only
        params.extend_unsettled = extend;
        MctsPlayer player(params);
        SteppingClock clock(0.001);
        SearchLimits limits;
        limits.time = &clock;
        const double start = clock.now();
        limits.deadline = start + 0.3;  // about 300 playouts
        limits.latest = limits.deadline + room;
        player.genmove(game, Color::black, limits);
        return Thought{player.search().settled(), player.search().root_visits(),
                       clock.now() - start};
    };
    // A seed whose plain search ends with its most visited move not its best valued one (about
    // one in four at 300 playouts on the empty board).
    std::uint64_t seed = 1;
    while (seed < 50 && think(seed, 0, 10).settled) ++seed;
    REQUIRE(seed < 50);
    const Thought plain = think(seed, 0, 10);
    const Thought longer = think(seed, 1, 10);
    CHECK(longer.visits > plain.visits);
    // It stops once settled, or at twice the planned time.
    CHECK((longer.settled || longer.used >= 0.6 - 0.01));
    CHECK(longer.used < 0.6 + 0.01);
    // No room on the clock (the deadline is the latest): no more thinking.
    const Thought no_room = think(seed, 1, 0);
    CHECK(no_room.visits == plain.visits);
}
