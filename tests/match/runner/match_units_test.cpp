// In-process parts of the runner: the results file, openings, referees, option checks.
#include <catch2/catch.hpp>
#include <fstream>

#include "engine/dvonn/game.hpp"
#include "engine/dvonn/notation.hpp"
#include "engine/go/point.hpp"
#include "games/common/referee.hpp"
#include "tests/match/runner/match_run.hpp"
#include "tools/match/game_runner.hpp"
#include "tools/match/match_options.hpp"
#include "tools/match/openings.hpp"
#include "tools/match/referee_lookup.hpp"
#include "tools/match/results_file.hpp"
#include "tools/match/summary.hpp"

namespace boardtalk::match_test {

namespace {

namespace fs = std::filesystem;
using match::MoveCheck;

match::GameResult result(int index) {
    match::GameResult r;
    r.index = index;
    r.game = "go";
    r.result = "B+1.5";
    r.end = "two passes";
    return r;
}

match::GameSettings settings(const std::string& game) {
    match::GameSettings s;
    s.game = game;
    s.boardsize = game == "go" ? 9 : game == "2048" ? 4 : 0;
    return s;
}

}  // namespace

TEST_CASE("results file: appends whole lines and reads back the indices", "[match][results]") {
    const auto path = fresh_dir("results-file") / "results.jsonl";
    {
        match::ResultsFile f(path);
        CHECK(f.existing().empty());
        f.append(result(3));
        f.append(result(0));
    }
    std::ofstream(path, std::ios::app) << R"({"index":7,"game":"go","se)";  // a torn append
    match::ResultsFile f(path);
    CHECK(f.existing() == std::set<int>{0, 3});
    f.append(result(5));
    const auto lines = read_results_file(path.parent_path());  // every line parses
    REQUIRE(lines.size() == 3);
    CHECK(lines[2].index == 5);
}

TEST_CASE("results: a protocol-error forfeit is stored, read back and summarized",
          "[match][results]") {
    match::GameResult r = result(0);
    r.end = "forfeit";
    r.result = "W+F";
    r.winner = match::Winner::b;
    r.forfeit_engine = "a";
    r.forfeit_cause = match::ForfeitCause::protocol_error;
    const std::string line = match::to_json_line(r);
    CHECK(line.find("\"forfeit_cause\":\"protocol error\"") != std::string::npos);
    const auto back = match::from_json_line(line);
    REQUIRE(back);
    CHECK(back->forfeit_cause == r.forfeit_cause);
    match::GameResult old = r;  // results files written before the cause existed still read
    old.forfeit_cause = match::ForfeitCause::garbage;
    const auto summary = match::format_summary({*back, old}, {"x", "y"});
    INFO(summary);
    CHECK(summary.find("forfeits: a 2, b 0; garbage: a 1, b 0; protocol error: a 1, b 0\n") !=
          std::string::npos);
}

TEST_CASE("results file: a full disk is one clear error", "[match][results]") {
    match::ResultsFile f("/dev/full");
    CHECK_THROWS_WITH(f.append(result(1)), Catch::Contains("cannot write /dev/full") &&
                                               Catch::Contains("No space left on device"));
    CHECK_THROWS_WITH(match::ResultsFile("/no/such/dir/results.jsonl"),
                      Catch::Contains("cannot open /no/such/dir/results.jsonl"));
}

TEST_CASE("go referee: moves, refusals, two passes and the score", "[match][referee]") {
    auto s = settings("go");
    s.komi = 6.5;
    auto ref = match::make_referee(s, 1);
    CHECK(ref->setup_commands() ==
          std::vector<std::string>{"boardsize 9", "clear_board", "komi 6.5"});
    CHECK(ref->to_move() == 0);
    CHECK(ref->play("d4").canonical == "D4");
    CHECK(ref->to_move() == 1);
    const MoveCheck occupied = ref->play("D4");
    CHECK(occupied.verdict == MoveCheck::Verdict::illegal);
    CHECK(occupied.detail == "occupied");
    CHECK(ref->play("Z99").verdict == MoveCheck::Verdict::unreadable);
    CHECK(ref->to_move() == 1);  // refusals change nothing
    CHECK(ref->play("PASS").verdict == MoveCheck::Verdict::ok);
    CHECK_FALSE(ref->over());
    CHECK(ref->play("pass").canonical == "pass");
    CHECK(ref->over());
    CHECK(ref->moves_played() == 3);
    const auto o = ref->outcome();  // one black stone owns the board: 81 - 6.5
    CHECK(o.result == "B+74.5");
    CHECK(o.winner_side == std::optional<int>(0));
    CHECK(o.first_margin == 74.5);
}

TEST_CASE("go referee: handicap and time settings", "[match][referee]") {
    auto s = settings("go");
    s.handicap = 2;
    s.time_settings = "10 5 1";
    auto ref = match::make_referee(s, 1);
    const auto setup = ref->setup_commands();
    CHECK(setup.at(3) == "fixed_handicap 2");
    CHECK(setup.at(4) == "time_settings 10 5 1");
    CHECK(ref->to_move() == 1);  // white moves first after a handicap
    CHECK(ref->play("G7").verdict == MoveCheck::Verdict::illegal);  // a handicap stone
}

TEST_CASE("morris referee: removal attached or as a second token", "[match][referee]") {
    auto ref = match::make_referee(settings("morris"), 1);
    for (const char* m : {"a7", "a1", "d7", "g1"})
        REQUIRE(ref->play(m).verdict == MoveCheck::Verdict::ok);
    CHECK(ref->play("g7").verdict == MoveCheck::Verdict::illegal);  // a mill needs its removal
    const MoveCheck mill = ref->play("g7 xa1");
    CHECK(mill.verdict == MoveCheck::Verdict::ok);
    CHECK(mill.canonical == "g7xa1");
    CHECK(ref->play("zz").verdict == MoveCheck::Verdict::unreadable);
    CHECK(ref->colour_name(ref->to_move()) == "black");
}

TEST_CASE("morris referee: a draw claim holds when a legal move draws", "[match][referee]") {
    auto ref = match::make_referee(settings("morris"), 1);
    // Placements without a mill, then c4-c3 / c3-c4 against a4-a7 / a7-a4.
    for (const char* m : {"f4", "c5", "d5", "g7", "f2", "a1", "e5", "d1",    "d7",    "a4",   "b4",
                          "b6", "d3", "f6", "c4", "e3", "e4", "b2", "c4-c3", "a4-a7", "c3-c4"}) {
        CHECK_FALSE(ref->draw_claim());
        REQUIRE(ref->play(m).verdict == MoveCheck::Verdict::ok);
    }
    CHECK_FALSE(ref->draw_claim());  // a7-a4 brings the position back only a second time
    for (const char* m : {"a7-a4", "c4-c3", "a4-a7", "c3-c4"})
        REQUIRE(ref->play(m).verdict == MoveCheck::Verdict::ok);
    CHECK(ref->draw_claim() == std::optional<std::string>("threefold repetition after a7-a4"));
    CHECK_FALSE(ref->over());
}

TEST_CASE("dvonn referee: the setup comes from the seed", "[match][referee]") {
    auto ref = match::make_referee(settings("dvonn"), 42);
    CHECK(ref->setup_commands() == std::vector<std::string>{"setup random 42"});
    dvonn::Game same(dvonn::random_setup(42));
    const std::string move = dvonn::format_move(*same.legal_moves().begin());
    CHECK(ref->play(move).verdict == MoveCheck::Verdict::ok);
    CHECK(ref->play("L9").verdict == MoveCheck::Verdict::unreadable);
    auto placing = settings("dvonn");
    placing.dvonn_placement = true;
    auto empty = match::make_referee(placing, 42);
    CHECK(empty->setup_commands() == std::vector<std::string>{"clear_board"});
    CHECK(empty->play("E3").verdict == MoveCheck::Verdict::ok);
}

TEST_CASE("2048 referee: single player, spawns from the seed", "[match][referee]") {
    auto ref = match::make_referee(settings("2048"), 7);
    CHECK(ref->players() == 1);
    CHECK(ref->setup_commands() == std::vector<std::string>{"new_game 7"});
    int legal = 0;
    for (const char* d : {"up", "down", "left", "right"}) {
        auto fresh = match::make_referee(settings("2048"), 7);
        legal += fresh->play(d).verdict == MoveCheck::Verdict::ok;
    }
    CHECK(legal >= 1);
    CHECK(ref->play("sideways").verdict == MoveCheck::Verdict::unreadable);
}

TEST_CASE("openings: comments skipped, removals kept with their move, checked per seed",
          "[match][openings]") {
    const auto path = fresh_dir("openings-unit") / "o.txt";
    std::ofstream(path) << "# comment\n\na7 a1 d7 g1 g7 xa1\n  d6  \n";
    const auto o = match::read_openings(path.string());
    REQUIRE(o.list.size() == 2);
    CHECK(o.list[0].back() == "g7 xa1");
    CHECK(o.lines == std::vector<int>{3, 4});
    CHECK(o.for_game(0) == o.list[0]);
    CHECK(o.for_game(3) == o.list[1]);
    CHECK(o.for_game(5) == o.list[0]);
    CHECK_NOTHROW(match::check_openings(o, settings("morris"), 1, {0, 1, 2, 3, 4}));
    CHECK_THROWS_WITH(match::read_openings("/no/such"), Catch::Contains("cannot read /no/such"));
}

TEST_CASE("options: timeouts, shards and the {seed} placeholder", "[match][options]") {
    const std::vector<std::string> base = {"--game",     "go", "--engine-a", "x",
                                           "--engine-b", "y",  "--games",    "6"};
    auto with = [&](std::vector<std::string> more) {
        auto args = base;
        args.insert(args.end(), more.begin(), more.end());
        auto parsed = parse_options(args);
        REQUIRE(std::holds_alternative<match::MatchOptions>(parsed));
        return std::get<match::MatchOptions>(parsed);
    };
    CHECK(with({}).genmove_timeout() == Approx(91));  // 60 s + 1 s + 50%
    CHECK(with({"--move-time", "2"}).genmove_timeout() == Approx(4));
    CHECK(with({"--move-time", "2", "--timeout-margin", "0.5"}).genmove_timeout() == Approx(2.5));
    const auto sharded = with({"--shard", "2/3"});
    CHECK(sharded.in_shard(1));
    CHECK(sharded.in_shard(4));
    CHECK_FALSE(sharded.in_shard(2));
    CHECK(with({}).settings.boardsize == go::default_size);  // `boardtalk go`'s: 19
    CHECK(match::with_seed("e --seed {seed} --x {seed}", 12) == "e --seed 12 --x 12");
}

}  // namespace boardtalk::match_test
