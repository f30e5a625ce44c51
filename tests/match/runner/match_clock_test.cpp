// Runner-kept clocks (--tc) in whole matches: a slow engine loses on time, engines that keep
// to their clock finish, what engines are told (time_settings, time_left, time_limit), how
// results and the summary carry it, and the options refused with a clock.
#include <algorithm>
#include <catch2/catch.hpp>
#include <set>
#include <sstream>

#include "tests/match/runner/match_run.hpp"
#include "tools/match/summary.hpp"

namespace boardtalk::match_test {

namespace {

namespace fs = std::filesystem;

// tests/match/engines/clock_engine.sh: passes after `seconds`, logging what it receives.
std::string clock_engine(const std::string& seconds, const fs::path& log) {
    return "tests/match/engines/clock_engine.sh " + seconds + " " + quote(log.string());
}

// `command` run behind tests/match/engines/log_commands.sh, which logs what it receives.
std::string logged(const std::string& command, const fs::path& log) {
    return "tests/match/engines/log_commands.sh " + quote(log.string()) + " " + command;
}

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) out.push_back(line);
    return out;
}

// The command of a logged line without its id ("7 genmove black" -> "genmove black").
std::string without_id(const std::string& line) {
    const auto space = line.find(' ');
    if (space == std::string::npos || line.find_first_not_of("0123456789") != space) return line;
    return line.substr(space + 1);
}

}  // namespace

TEST_CASE("an engine slower than its clock loses on time, recorded as such", "[match][clock]") {
    const auto dir = fresh_dir("clock-slow");
    // 0.5 s and a grace of 0.2 s: the engine's 3 s pass comes too late at its first genmove.
    const auto run = run_shell(bin() + " match --game go --boardsize 5 --games 2 --jobs 2 " +
                               "--tc 0.5+0 --engine-a " + quote(clock_engine("3", dir / "a.log")) +
                               " --engine-b " + quote(our_go()) + " --out " + quote(dir.string()));
    INFO(run.err);
    REQUIRE(run.exit_code == 0);
    const auto results = read_results_file(dir);
    REQUIRE(results.size() == 2);
    for (const auto& r : results) {
        INFO("game " << r.index << " " << r.result);
        CHECK(r.end == "time");
        CHECK(r.winner == match::Winner::b);
        CHECK(r.result == (r.a_colour == "black" ? "W+T" : "B+T"));
        CHECK_FALSE(r.forfeit_engine);
        CHECK(r.a_time_left == std::optional(0.0));
        REQUIRE(r.b_time_left);
        CHECK(*r.b_time_left > 0);
        CHECK(r.a_seconds < 2.5);  // stopped at its time left + grace, not after its 3 s
        const std::string record = read_file(dir / r.record);
        CHECK_THAT(record, Catch::Contains("RE[" + r.result + "]"));
        CHECK_THAT(record, Catch::Contains("a lost on time"));
    }
    CHECK_THAT(run.out, Catch::Contains("ended by: time 2\n"));
    CHECK_THAT(run.out, Catch::Contains("losses on time: a 2, b 0\n"));
    CHECK_THAT(run.err, Catch::Contains("lost on time"));
}

TEST_CASE("boardtalk go at a small clock finishes its games within time", "[match][clock]") {
    const auto dir = fresh_dir("clock-go");
    const std::string go = bin() + " go --seed {seed}";
    // A generous grace: the engines' own time keeping is on trial, not this machine's load.
    const auto run =
        run_shell(bin() + " match --game go --boardsize 5 --games 2 --tc 3+0.1" +
                  " --timeout-margin 0.5 --engine-a " + quote(logged(go, dir / "a.log")) +
                  " --engine-b " + quote(go) + " --out " + quote(dir.string()));
    INFO(run.err);
    REQUIRE(run.exit_code == 0);
    for (const auto& r : read_results_file(dir)) {
        INFO("game " << r.index << " " << r.result << " " << r.end);
        CHECK(r.end != "time");
        REQUIRE(r.a_time_left);
        REQUIRE(r.b_time_left);
        CHECK(*r.a_time_left > 0);
        CHECK(*r.b_time_left > 0);
        CHECK(r.a_seconds > 0);
    }
    const auto timing = run.out.find(match::timing_separator);
    REQUIRE(timing != std::string::npos);
    CHECK(run.out.find("losses on time: a 0, b 0\n") < timing);
    const auto clock = run.out.find("clock: a ");
    CHECK(clock != std::string::npos);
    CHECK(clock > timing);  // time used and left differ between runs
    // boardtalk go lists kgs-time_settings: Fischer goes out as absolute time, and every
    // genmove follows a time_left for its colour.
    const auto log = lines_of(read_file(dir / "a.log"));
    INFO(read_file(dir / "a.log"));
    CHECK(std::count_if(log.begin(), log.end(), [](const std::string& line) {
              return without_id(line) == "kgs-time_settings absolute 3";
          }) == 2);
    int genmoves = 0;
    for (std::size_t i = 1; i < log.size(); ++i) {
        const std::string command = without_id(log[i]);
        if (command.rfind("genmove ", 0) != 0) continue;
        ++genmoves;
        CHECK(without_id(log[i - 1]).rfind("time_left " + command.substr(8) + " ", 0) == 0);
    }
    CHECK(genmoves > 0);
}

TEST_CASE("Go engines get time_settings, and time_left before every genmove", "[match][clock]") {
    const auto dir = fresh_dir("clock-commands");
    const auto run =
        run_shell(bin() + " match --game go --boardsize 5 --games 1 --tc 600/30/10 " +
                  "--engine-a " + quote(clock_engine("0", dir / "a.log")) + " --engine-b " +
                  quote(clock_engine("0", dir / "b.log")) + " --out " + quote(dir.string()));
    INFO(run.err);
    REQUIRE(run.exit_code == 0);
    for (const char* engine : {"a.log", "b.log"}) {
        const auto log = lines_of(read_file(dir / engine));
        INFO(engine << ":\n" << read_file(dir / engine));
        std::vector<std::string> commands;
        for (const auto& line : log) commands.push_back(without_id(line));
        const auto settings =
            std::find(commands.begin(), commands.end(), "time_settings 600 30 10");
        CHECK(settings != commands.end());
        CHECK(std::find(commands.begin(), settings, "list_commands") != settings);
        int genmoves = 0;
        for (std::size_t i = 0; i < commands.size(); ++i) {
            if (commands[i].rfind("genmove ", 0) != 0) continue;
            ++genmoves;
            const std::string colour = commands[i].substr(8);
            REQUIRE(i > 0);
            CHECK(commands[i - 1] == "time_left " + colour + " 600 0");  // main time, 0 stones
        }
        CHECK(genmoves == 1);  // a pass each ends the game
    }
}

TEST_CASE("Morris engines get time_limit, their move's share of the clock", "[match][clock]") {
    const auto dir = fresh_dir("clock-morris");
    const std::string morris = bin() + " morris";
    const auto run = run_shell(bin() + " match --game morris --games 1 --max-moves 10 --tc 4+0.1" +
                               " --engine-a " + quote(logged(morris, dir / "a.log")) +
                               " --engine-b " + quote(morris) + " --out " + quote(dir.string()));
    INFO(run.err);
    REQUIRE(run.exit_code == 0);
    const auto log = lines_of(read_file(dir / "a.log"));
    int genmoves = 0;
    for (std::size_t i = 1; i < log.size(); ++i) {
        if (without_id(log[i]).rfind("genmove ", 0) != 0) continue;
        ++genmoves;
        const std::string before = without_id(log[i - 1]);
        INFO(before);
        REQUIRE(before.rfind("time_limit ", 0) == 0);
        const double share = std::stod(before.substr(11));
        CHECK(share > 0);
        CHECK(share <= 4.0 / 20 + 0.1 + 1e-9);  // min(L/20 + INC, L/2), L at most 4 s
    }
    CHECK(genmoves == 5);
}

TEST_CASE("UCI engines get both clocks with every go, as wtime btime winc binc",
          "[match][clock][drivers]") {
    const auto dir = fresh_dir("clock-uci");
    const std::string uci = "python3 tests/match/engines/uci_engine.py plain";
    const auto run =
        run_shell(bin() + " match --game morris --games 1 --max-moves 10 --tc 30+1" + " --engine " +
                  quote("x=proto:uci:" + logged(uci, dir / "x.log")) + " --engine " +
                  quote("y=" + bin() + " morris --depth 2") + " --out " + quote(dir.string()));
    INFO(run.err);
    REQUIRE(run.exit_code == 0);
    int goes = 0;
    for (const auto& line : lines_of(read_file(dir / "x.log"))) {
        if (line.rfind("go", 0) != 0) continue;
        ++goes;
        INFO(line);
        std::istringstream in(line);
        std::string go, wtime, btime, winc, binc;
        long w = 0, b = 0, wi = 0, bi = 0;
        REQUIRE(in >> go >> wtime >> w >> btime >> b >> winc >> wi >> binc >> bi);
        CHECK((wtime == "wtime" && btime == "btime" && winc == "winc" && binc == "binc"));
        // Fischer 30+1: never below 29 s in these 10 quick moves, the increment in ms.
        CHECK((w >= 29000 && w <= 36000 && b >= 29000 && b <= 36000));
        CHECK((wi == 1000 && bi == 1000));
    }
    CHECK(goes >= 5);
}

TEST_CASE("a UCI engine with the only clock is told its own time, not 0 for the other side",
          "[match][clock][drivers]") {
    const auto dir = fresh_dir("clock-uci-one");
    const std::string uci = "python3 tests/match/engines/uci_engine.py plain";
    const auto run =
        run_shell(bin() + " match --game morris --games 2 --max-moves 10 --tc-a 30+1" +
                  " --engine " + quote("x=proto:uci:" + logged(uci, dir / "x.log")) + " --engine " +
                  quote("y=" + bin() + " morris --depth 2") + " --out " + quote(dir.string()));
    INFO(run.err);
    REQUIRE(run.exit_code == 0);
    std::set<std::string> sides;
    for (const auto& line : lines_of(read_file(dir / "x.log"))) {
        if (line.rfind("go", 0) != 0) continue;
        INFO(line);
        std::istringstream in(line);
        std::string go, time, inc;
        long t = 0, i = 0;
        REQUIRE(in >> go >> time >> t >> inc >> i);
        CHECK(((time == "wtime" && inc == "winc") || (time == "btime" && inc == "binc")));
        CHECK((t >= 29000 && t <= 36000 && i == 1000));
        CHECK(!(in >> go));  // nothing for the side without a clock
        sides.insert(time);
    }
    CHECK(sides == std::set<std::string>{"wtime", "btime"});  // x played both colours
}

TEST_CASE("clock options that do not fit are refused with one line", "[match][input][clock]") {
    const std::string pair = " --engine-a " + quote(our_go()) + " --engine-b " + quote(our_go(2));
    check_refused_run("--game go --games 2 --tc 10+0.1 --move-time 1" + pair,
                      "--move-time does not go with --tc");
    check_refused_run("--game go --games 2 --tc-b 10 --move-time 1" + pair,
                      "engine b has a clock (10+0)");
    check_refused_run("--game go --games 2 --tc 10 --time-settings '10 0 0'" + pair,
                      "--time-settings does not go with --tc");
    check_refused_run("--game 2048 --games 2 --tc 10 --engine-a x", "--tc is not for 2048");
    check_refused_run("--game go --games 2 --tc 10+" + pair, "--tc: increment must be");
    check_refused_run("--game go --games 2 --tc-a 0+0" + pair, "--tc-a: '0+0' gives no time");
    check_refused_run("--game go --games 2 --tc 10/0/5" + pair, "byo-yomi period must be");
    check_refused_run("--game go --games 2 --engine " + quote("x:tc=1/1/0=" + our_go()) +
                          " --engine " + quote("y=" + our_go(2)),
                      "--engine: tc: byo-yomi stones must be 1..1000");
}

TEST_CASE("results and the summary carry clock use", "[match][clock]") {
    match::GameResult r;
    r.game = "go";
    r.a_colour = "black";
    r.winner = match::Winner::b;
    r.result = "W+T";
    r.end = "time";
    r.a_moves = r.b_moves = 10;
    r.a_seconds = 30;
    r.b_seconds = 12;
    r.a_time_left = 0.0;
    r.b_time_left = 18.5;
    const std::string line = match::to_json_line(r);
    const auto back = match::from_json_line(line);
    REQUIRE(back);
    CHECK(back->a_time_left == std::optional(0.0));
    CHECK(back->b_time_left == std::optional(18.5));
    // Without a clock the fields are absent, and lines written before clocks still read.
    match::GameResult plain = r;
    plain.a_time_left.reset();
    plain.b_time_left.reset();
    CHECK(match::to_json_line(plain).find("time_left") == std::string::npos);
    REQUIRE(match::from_json_line(match::to_json_line(plain)));
    CHECK_FALSE(match::from_json_line(match::to_json_line(plain))->a_time_left);

    match::GameResult won = r;
    won.index = 1;
    won.a_colour = "white";
    won.winner = match::Winner::a;
    won.result = "W+3.5";
    won.end = "two passes";
    won.score = 3.5;
    won.a_seconds = 10;
    won.a_time_left = 20.0;
    won.b_time_left = 2.0;
    const std::string s = match::format_summary({r, won}, {"x", "y"});
    INFO(s);
    const auto timing = s.find(match::timing_separator);
    CHECK(s.find("ended by: two passes 1, time 1\n") < timing);
    CHECK(s.find("losses on time: a 1, b 0\n") < timing);
    CHECK(s.find("mean margin of a: +3.50 over 1 games") < timing);  // a loss on time: no margin
    CHECK(s.find("clock: a 20 s used per game, least left 0 s; "
                 "b 12 s used per game, least left 2 s\n") > timing);
}

}  // namespace boardtalk::match_test
