// The runner's side of the SPRT: the --sprt value, results counted in game-index order into
// pairs or games whatever order they finish in, the stop at the first decision, the summary.
#include <algorithm>
#include <catch2/catch.hpp>
#include <random>

#include "tests/match/results_fixture.hpp"
#include "tools/match/sprt_sequence.hpp"
#include "tools/match/sprt_spec.hpp"
#include "tools/match/sprt_summary.hpp"

namespace boardtalk::match {

namespace {

using testing::go_game;

std::string spec_error(const std::string& text) {
    const auto parsed = parse_sprt_spec(text);
    return parsed ? "" : parsed.error();
}

SprtSetup setup(double elo0, double elo1, bool pairs = true) {
    SprtSetup s;
    s.params.elo0 = elo0;
    s.params.elo1 = elo1;
    s.pairs = pairs;
    return s;
}

// Games 0..n-1: a wins those `wins` says, loses the others.
std::vector<GameResult> games(int n, const std::function<Winner(int)>& winner) {
    std::vector<GameResult> out;
    for (int i = 0; i < n; ++i) out.push_back(go_game(i, winner(i)));
    return out;
}

}  // namespace

TEST_CASE("--sprt values: one parser, the library's range", "[sprt][spec]") {
    const auto full = parse_sprt_spec("elo0=-1.5,elo1=10,alpha=0.1,beta=0.2,model=normalized");
    REQUIRE(full.ok());
    const auto& p = *full;
    CHECK(p.elo0 == -1.5);
    CHECK(p.elo1 == 10);
    CHECK(p.alpha == 0.1);
    CHECK(p.beta == 0.2);
    CHECK(p.model == sprt::EloModel::normalized);
    const auto defaults = parse_sprt_spec("elo1=5,elo0=0").value();
    CHECK(defaults.alpha == 0.05);
    CHECK(defaults.beta == 0.05);
    CHECK(defaults.model == sprt::EloModel::logistic);

    CHECK(spec_error("elo0=10,elo1=0") == "elo0 must be less than elo1 (got 10 and 0)");
    CHECK(spec_error("elo0=5,elo1=5").starts_with("elo0 must be less than elo1"));
    CHECK(spec_error("elo0=0,elo1=10,gamma=1").starts_with("unknown key 'gamma'"));
    CHECK(spec_error("elo0=0,elo0=1,elo1=10") == "elo0 given twice");
    CHECK(spec_error("elo1=10").starts_with("elo0 and elo1 are required"));
    CHECK(spec_error("elo0=0,elo1=ten") == "elo1 must be a number, not 'ten'");
    CHECK(spec_error("elo0=0,elo1=10,model=bayes").starts_with("model must be logistic or"));
    CHECK(spec_error("elo0=0,elo1=10,alpha=0").starts_with("alpha and beta must be"));
    CHECK(spec_error("elo0=0,elo1=10,alpha=0.5,beta=0.5").starts_with("alpha and beta must"));
    CHECK(spec_error("elo0=0,elo1=2000").starts_with("elo0 and elo1 must be between"));
    CHECK(spec_error("elo0=0,elo1=10,").starts_with("empty item"));
    CHECK(spec_error("elo0=0,elo1").starts_with("'elo1' is not KEY=VALUE"));
    CHECK(spec_error("").starts_with("elo0 and elo1 are required"));
}

TEST_CASE("pairs are counted by a's points over games 2k and 2k+1", "[sprt][sequence]") {
    SprtSequence s(setup(0, 10));
    // Pair 0: win, loss (1 point); pair 1: win, draw (3/2); pair 2: loss, draw (1/2);
    // pair 3: win, win (2); pair 4: draw, draw (1).
    const Winner w[] = {Winner::a,    Winner::b, Winner::a, Winner::draw, Winner::b,
                        Winner::draw, Winner::a, Winner::a, Winner::draw, Winner::draw};
    for (int i = 0; i < 10; ++i) s.add(go_game(i, w[i]));
    const auto& o = s.outcome();
    CHECK(o.pentanomial.pairs == std::array<int, 5>{0, 1, 2, 1, 1});
    CHECK(o.observations == 5);
    CHECK(o.end_index == 10);
    CHECK(o.state.llr == sprt::sprt(o.pentanomial, setup(0, 10).params).llr);
}

TEST_CASE("a pair counts only when it and every pair before it are complete", "[sprt][sequence]") {
    SprtSequence s(setup(0, 10));
    s.add(go_game(1, Winner::a));
    s.add(go_game(2, Winner::a));
    s.add(go_game(3, Winner::a));
    CHECK(s.outcome().observations == 0);  // game 0 is missing: nothing counts yet
    CHECK(s.outcome().state.llr == 0);
    s.add(go_game(0, Winner::b));
    CHECK(s.outcome().observations == 2);
    CHECK(s.outcome().pentanomial.pairs == std::array<int, 5>{0, 0, 1, 0, 1});
    s.add(go_game(4, Winner::a));  // an odd game out waits for its partner
    CHECK(s.outcome().observations == 2);
    CHECK(s.outcome().end_index == 4);
}

TEST_CASE("the decision does not depend on the order games finish in", "[sprt][sequence]") {
    // a wins 3 games in 4: H1 (elo1 = 100) is accepted somewhere in the first 80 games.
    const auto results = games(80, [](int i) { return i % 4 == 3 ? Winner::b : Winner::a; });
    const auto in_order = evaluate_sprt(results, setup(0, 100));
    REQUIRE(in_order.state.decision == sprt::Decision::accept_h1);
    REQUIRE(in_order.end_index < 80);
    std::mt19937 random(7);
    for (int round = 0; round < 5; ++round) {
        auto shuffled = results;
        std::shuffle(shuffled.begin(), shuffled.end(), random);
        const auto o = evaluate_sprt(shuffled, setup(0, 100));
        CHECK(o.end_index == in_order.end_index);
        CHECK(o.pentanomial.pairs == in_order.pentanomial.pairs);
        CHECK(o.state.llr == in_order.state.llr);
    }
    // Stopped at the first pair that reaches the bound: one pair fewer does not.
    const std::vector<GameResult> before(results.begin(), results.begin() + in_order.end_index - 2);
    CHECK_FALSE(evaluate_sprt(before, setup(0, 100)).decided());
    CHECK(sprt_exit_code(in_order) == 0);
}

TEST_CASE("single games are counted trinomially, H0 accepted, games after it ignored",
          "[sprt][sequence]") {
    SprtSequence s(setup(0, 100, false));
    int i = 0;
    while (!s.add(go_game(i, i % 3 == 0 ? Winner::draw : Winner::b))) ++i;
    const auto o = s.outcome();
    CHECK(o.state.decision == sprt::Decision::accept_h0);
    CHECK(o.observations == i + 1);
    CHECK(o.end_index == i + 1);
    CHECK(o.trinomial.wins == 0);
    CHECK(o.trinomial.draws + o.trinomial.losses == i + 1);
    CHECK(sprt_exit_code(o) == 3);
    s.add(go_game(i + 1, Winner::a));
    CHECK(s.outcome().end_index == i + 1);
    CHECK(sprt_exit_code(evaluate_sprt({}, setup(0, 100))) == 4);
}

TEST_CASE("the summary counts the games before the decision only", "[sprt][summary]") {
    auto results = games(40, [](int) { return Winner::a; });
    const auto s = setup(0, 200);
    const auto o = evaluate_sprt(results, s);
    REQUIRE(o.decided());
    const std::string table = format_sprt_summary(results, {"x", "y"}, s.params, o);
    INFO(table);
    const auto timing = table.find(timing_separator);
    REQUIRE(timing != std::string::npos);
    const std::string counted = std::to_string(o.end_index) + " games\n";
    CHECK(table.find("go: " + counted) < timing);
    CHECK(table.find("decision: H1 accepted\n") < timing);
    CHECK(table.find("pairs by a's points (0, 1/2, 1, 3/2, 2): 0 0 0 0 " +
                     std::to_string(o.observations) + "\n") < timing);
    CHECK(table.find("LLR +") < timing);
    CHECK(table.find("Elo a - b (logistic): +") < timing);
    CHECK(table.find("decided after " + std::to_string(o.observations) + " pairs; " +
                     std::to_string(40 - o.end_index) + " later games not counted") > timing);
    CHECK(sprt_progress_text(o).ends_with(": H1 accepted"));
}

}  // namespace boardtalk::match
