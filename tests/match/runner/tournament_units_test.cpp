// In-process parts of tournaments: the schedule, names in results, the summary with its cross
// table and rating list, the first engine's view for --plot, and the option checks.
#include <catch2/catch.hpp>

#include "tests/match/runner/match_run.hpp"
#include "tools/match/match_options.hpp"
#include "tools/match/summary.hpp"
#include "tools/match/tournament.hpp"
#include "tools/match/tournament_summary.hpp"

namespace boardtalk::match_test {

namespace {

using match::GameResult;
using match::Pairing;
using match::TournamentKind;
using match::Winner;

GameResult game(int index, const std::string& a, const std::string& b, Winner w) {
    GameResult r;
    r.index = index;
    r.game = "morris";
    r.a_name = a;
    r.b_name = b;
    r.a_colour = index % 2 == 0 ? "white" : "black";
    r.winner = w;
    r.result = w == Winner::draw ? "draw" : "x";
    r.end = "game end";
    r.a_moves = 10;
    r.b_moves = 9;
    r.a_seconds = 1;
    r.b_seconds = 2;
    return r;
}

}  // namespace

TEST_CASE("pairings: match, round-robin and gauntlet", "[match][tournament]") {
    using P = std::vector<Pairing>;
    CHECK(match::make_pairings(TournamentKind::match, 2) == P{{0, 1}});
    CHECK(match::make_pairings(TournamentKind::round_robin, 4) ==
          P{{0, 1}, {0, 2}, {0, 3}, {1, 2}, {1, 3}, {2, 3}});
    CHECK(match::make_pairings(TournamentKind::gauntlet, 4) == P{{0, 1}, {0, 2}, {0, 3}});
    CHECK(match::make_pairings(TournamentKind::round_robin, 2) == P{{0, 1}});
    CHECK(match::make_pairings(TournamentKind::round_robin, 1).empty());
    CHECK(match::make_pairings(TournamentKind::match, 1) == P{{0, 0}});  // 2048: one engine
    const match::Schedule s{match::make_pairings(TournamentKind::round_robin, 3), 5};
    CHECK(s.total_games() == 15);
    CHECK(s.at(0).pairing == 0);
    CHECK(s.at(4).game == 4);
    CHECK(s.at(5).pairing == 1);
    CHECK(s.at(5).game == 0);
    CHECK(s.at(14).pairing == 2);
    CHECK(s.at(14).game == 4);
    for (auto kind : {TournamentKind::match, TournamentKind::round_robin, TournamentKind::gauntlet})
        CHECK(match::tournament_from_name(match::tournament_name(kind)) == kind);
    CHECK_FALSE(match::tournament_from_name("swiss"));
}

TEST_CASE("results keep the engines' names; older lines without them still read",
          "[match][tournament][results]") {
    const GameResult r = game(3, "alpha", "beta", Winner::a);
    const auto line = match::to_json_line(r);
    CHECK(line.find(R"("a":"alpha","b":"beta")") != std::string::npos);
    const auto back = match::from_json_line(line);
    REQUIRE(back);
    CHECK(back->a_name == "alpha");
    CHECK(back->b_name == "beta");
    std::string old = line;
    old.erase(old.find(R"("a":"alpha","b":"beta",)"),
              std::string(R"("a":"alpha","b":"beta",)").size());
    const auto legacy = match::from_json_line(old);
    REQUIRE(legacy);
    CHECK(legacy->a_name.empty());
    CHECK(legacy->winner == Winner::a);
}

TEST_CASE("tournament summary: cross table, rating list, forfeits and timing by engine",
          "[match][tournament][summary]") {
    // x beats y 3-1, x draws z twice, y beats z 2-0 (one by z's timeout).
    std::vector<GameResult> results = {
        game(0, "x", "y", Winner::a),    game(1, "x", "y", Winner::a),
        game(2, "x", "y", Winner::b),    game(3, "x", "y", Winner::a),
        game(4, "x", "z", Winner::draw), game(5, "x", "z", Winner::draw),
        game(6, "y", "z", Winner::a),    game(7, "y", "z", Winner::a)};
    results[7].end = "forfeit";
    results[7].forfeit_engine = "b";
    results[7].forfeit_cause = match::ForfeitCause::timeout;
    const std::string s =
        match::format_tournament_summary(results, {"x", "y", "z"}, TournamentKind::round_robin);
    INFO(s);
    CHECK(s.find("round-robin: x, y, z\n\nmorris: 8 games\n") == 0);
    CHECK(s.find("Engine  x    y    z    Total\n"
                 "x       -    3/4  1/2  4/6\n"
                 "y       1/4  -    2/2  3/6\n"
                 "z       1/2  0/2  -    1/4\n") != std::string::npos);
    const auto timing = s.find(match::timing_separator);
    REQUIRE(timing != std::string::npos);
    CHECK(s.find("   1  x") < s.find("   2  y"));
    CHECK(s.find("   2  y") < s.find("   3  z"));
    CHECK(s.find("ended by: game end 7, forfeit 1\n") < timing);
    CHECK(s.find("forfeits: z 1 (timeout 1)\n") < timing);
    CHECK(s.find("seconds per move: x 0.1 s (60 moves), y 0.179 s (56 moves), z 0.222 s (36 "
                 "moves)\n") > timing);

    // The progress line names the pairing and the first engine's score in it.
    const std::vector<GameResult> done(results.begin(), results.begin() + 3);
    CHECK(match::tournament_progress_line(done, 8, 30)
              .starts_with("[3/8] game 2 x vs y: y won; x 2/3 against y  elapsed 0:30  ETA 0:50"));
}

TEST_CASE("the first engine's view of a tournament, for --plot", "[match][tournament][plot]") {
    const std::vector<GameResult> results = {
        game(0, "x", "y", Winner::a), game(1, "y", "z", Winner::a), game(2, "z", "x", Winner::a)};
    const auto view = match::games_of_engine(results, "x");
    REQUIRE(view.size() == 2);
    CHECK(view[0].winner == Winner::a);
    CHECK(view[1].a_name == "x");
    CHECK(view[1].b_name == "z");
    CHECK(view[1].winner == Winner::b);  // z beat x
    CHECK(view[1].a_colour == "black");  // z had white (game 2)
    CHECK(view[1].a_moves == 9);
}

TEST_CASE("tournament options: the kind, engines and games in all", "[match][tournament]") {
    const std::vector<std::string> three = {"--engine", "x=a",      "--engine",
                                            "y=b",      "--engine", "z=c"};
    auto with = [&](std::vector<std::string> args) {
        args.insert(args.end(), three.begin(), three.end());
        return parse_options(args);
    };
    const auto rr = with({"--game", "go", "--games", "4", "--tournament", "round-robin"});
    REQUIRE(std::holds_alternative<match::MatchOptions>(rr));
    const auto& o = std::get<match::MatchOptions>(rr);
    CHECK(o.tournament == TournamentKind::round_robin);
    CHECK(o.games == 4);
    CHECK(o.schedule().total_games() == 12);
    CHECK(std::get<int>(with({"--game", "go", "--games", "4"})) == 2);
    CHECK(std::get<int>(with({"--game", "go", "--games", "500001", "--tournament", "gauntlet"})) ==
          2);  // 1000000 games in all at most
    CHECK(std::get<int>(
              with({"--game", "go", "--games", "500000", "--tournament", "round-robin"})) == 2);
    CHECK(std::holds_alternative<match::MatchOptions>(
        with({"--game", "go", "--games", "333333", "--tournament", "round-robin"})));
}

}  // namespace boardtalk::match_test
