// `boardtalk tune` through the program: bad input refused with one line and exit code 2 and
// nothing written; short real runs of boardtalk go (5x5, 20 playouts, seeded: deterministic
// games), resumed through the program.
#include <catch2/catch.hpp>
#include <cstdlib>
#include <fstream>

#include "tests/common/run_shell.hpp"

namespace boardtalk::tune {

namespace {

namespace fs = std::filesystem;
using test_shell::bin;
using test_shell::quote;
using test_shell::read_file;
using test_shell::run_shell;

// boardtalk go at 20 playouts, {rave} its --rave-equiv.
std::string go_engine() {
    return quote(bin() + " go --playouts 20 --seed {seed} --rave-equiv {rave}");
}

std::string tune(const std::string& args, const fs::path& out) {
    return bin() + " tune " + args + " --out " + quote(out.string());
}

void check_refused(const std::string& args, const std::string& message) {
    const fs::path out = test_shell::fresh_dir("test-tune-program", "refused") / "out";
    const auto run = run_shell(tune(args, out));
    INFO(args);
    test_shell::check_usage_error(run, message);
    CHECK_FALSE(fs::exists(out));
}

const std::string kGo = "--game go --boardsize 5 --iterations 2 --engine ";

}  // namespace

TEST_CASE("tune: malformed --param is refused, nothing written", "[tune][program]") {
    const std::string go = kGo + go_engine();
    check_refused(go + " --param rave=20:100:10:5",
                  "boardtalk tune: --param rave: MIN 100 must be below MAX 10");
    check_refused(go + " --param rave=5:10:100:5",
                  "--param rave: START 5 is outside MIN..MAX (10..100)");
    check_refused(go + " --param rave=20:1:100:0", "--param rave: STEP must be above 0");
    check_refused(go + " --param rave=20:1:100", "--param rave: must be NAME=START:MIN:MAX:STEP");
    check_refused(go + " --param ucb=0:0:1:0.1 --param rave=20:1:100:5",
                  "--param: the parameter ucb is not in the engine command");
    check_refused(go + " --param rave=20:1:100:5 --param rave=30:1:100:5",
                  "--param: the parameter rave is given twice");
}

TEST_CASE("tune: other bad input is refused, nothing written", "[tune][program]") {
    const std::string p = " --param rave=20:1:100:5";
    check_refused(kGo + go_engine(), "at least one --param is required");
    check_refused("--game go --iterations 2" + p, "--engine is required");
    check_refused("--game go --engine " + go_engine() + p, "--iterations is required");
    check_refused(kGo + go_engine() + p + " --iterations 0", "--iterations");
    check_refused(kGo + go_engine() + p + " --jobs 3", "--jobs: must be 1..2");
    check_refused(kGo + go_engine() + p + " --r-end 0", "--r-end: must be above 0");
    check_refused("--iterations 2 --engine " + go_engine() + p,
                  "boardtalk tune: --game is required");
    // Game settings are match's, read by match's parser.
    check_refused(kGo + go_engine() + p + " --komi 1e9", "boardtalk tune: --komi must be");
    check_refused("--game go --iterations 2 --engine " + go_engine() + p + " --boardsize=30",
                  "boardtalk tune: --boardsize must be 2..25");
    check_refused("--game morris --iterations 2 --engine " + go_engine() + p + " --komi 5",
                  "--komi is for go only");
    check_refused(kGo + go_engine() + p + " --draw-after 5", "--draw-after is for morris only");
    check_refused("--game morris --iterations 2 --engine " + go_engine() + p + " --draw-after 0",
                  "boardtalk tune: --draw-after: must be 1..1000");
    check_refused("--game 2048 --iterations 2 --engine " + go_engine() + p, "single-player");
    check_refused(kGo + "'/no/such/engine {rave}'" + p, "engine does not start");
    check_refused(kGo + "'false {rave}'" + p, "engine exits at start");
    check_refused(kGo + go_engine() + p + " --openings /no/such/file", "cannot read /no/such/file");
}

TEST_CASE("tune: a short real run, and --resume through the program", "[tune][program]") {
    const std::string args = "--game go --boardsize 5 --engine " + go_engine() +
                             " --param rave=2000:1:10000:500 --iterations 3 --seed 5";
    const fs::path whole = test_shell::fresh_dir("test-tune-program", "whole");
    const auto run = run_shell(tune(args + " --jobs 2", whole));
    INFO(run.err);
    REQUIRE(run.exit_code == 0);
    const std::string records = read_file(whole / "tune.jsonl");
    CHECK(std::count(records.begin(), records.end(), '\n') == 3);
    CHECK(records.rfind("{\"iteration\":1,\"flips\":{\"rave\":", 0) == 0);
    CHECK(std::count(run.err.begin(), run.err.end(), '\n') == 3);  // a progress line per pair
    CHECK(run.err.find("tune 3/3: ") != std::string::npos);
    // stdout: the values, then the command line with them.
    REQUIRE(run.out.rfind("rave=", 0) == 0);
    const std::string value = run.out.substr(5, run.out.find('\n') - 5);
    CHECK(run.out.find("command: " + bin() + " go --playouts 20 --seed {seed} --rave-equiv " +
                       value + "\n") != std::string::npos);

    // The first record only, as if killed after a pair: --resume (with one job) goes on to
    // the same file, as the games are deterministic.
    const fs::path part = test_shell::fresh_dir("test-tune-program", "part");
    fs::copy_file(whole / "tune.json", part / "tune.json");
    std::ofstream(part / "tune.jsonl") << records.substr(0, records.find('\n') + 1);
    CHECK(run_shell(tune(args, part)).exit_code == 2);  // without --resume: refused
    const auto resumed = run_shell(tune(args + " --jobs 1 --resume", part));
    INFO(resumed.err);
    CHECK(resumed.exit_code == 0);
    CHECK(read_file(part / "tune.jsonl") == records);
    CHECK(resumed.out == run.out);
}

TEST_CASE("tune: --tc gives both engines match's clock", "[tune][program]") {
    // The engine's input copied to a log: the clock commands the runner sends it.
    const fs::path out = test_shell::fresh_dir("test-tune-program", "tc");
    const fs::path log = out / "engine.log";
    const std::string engine =
        "sh -c " + quote("tee -a " + quote(log.string()) + " | " + bin() +
                         " go --playouts 20 --seed {seed} --rave-equiv {rave}");
    const auto run =
        run_shell(tune("--game go --boardsize 5 --tc 30+0.5 --engine " + quote(engine) +
                           " --param rave=2000:1:10000:500 " + "--iterations 1",
                       out / "run"));
    INFO(run.err);
    REQUIRE(run.exit_code == 0);
    const std::string sent = read_file(log);
    CHECK(sent.find("time_settings") != std::string::npos);
    CHECK(sent.find("time_left ") != std::string::npos);
    check_refused(kGo + go_engine() + " --param rave=1:1:9:1 --tc 10+", "--tc: increment must be");
}

}  // namespace boardtalk::tune

namespace boardtalk::tune {

namespace {

// One iteration of a real run.
std::string short_run() {
    return "--game go --boardsize 5 --engine " + go_engine() +
           " --param rave=2000:1:10000:500 --iterations 1 --seed 5";
}

}  // namespace

TEST_CASE("tune: with stdout closed, tune.jsonl holds only records and --resume goes on",
          "[tune][program]") {
    const fs::path out = test_shell::fresh_dir("test-tune-program", "stdout-closed") / "out";
    // The parentheses close stdout for the program only; run_shell captures the shell's.
    const auto run = run_shell("(" + tune(short_run(), out) + " >&-)");
    INFO(run.err);
    CHECK(run.exit_code == 0);
    const std::string records = read_file(out / "tune.jsonl");
    INFO(records);
    CHECK(std::count(records.begin(), records.end(), '\n') == 1);
    CHECK(records.rfind("{\"iteration\":1,", 0) == 0);
    const auto resumed = run_shell(tune(short_run() + " --resume", out));
    INFO(resumed.err);
    CHECK(resumed.exit_code == 0);
    CHECK(resumed.out.rfind("rave=", 0) == 0);
}

TEST_CASE("tune: a symbolic link in --out is replaced by the new file, its target untouched",
          "[tune][program]") {
    const fs::path base = fs::absolute(test_shell::fresh_dir("test-tune-program", "links"));
    std::ofstream(base / "outside.json") << "not the run's\n";
    fs::create_directories(base / "out");
    fs::create_symlink(base / "outside.json", base / "out" / "tune.json");
    const auto run = run_shell(tune(short_run(), base / "out"));
    INFO(run.err);
    CHECK(run.exit_code == 0);
    CHECK(read_file(base / "outside.json") == "not the run's\n");
    CHECK_FALSE(fs::is_symlink(base / "out" / "tune.json"));
    CHECK(read_file(base / "out" / "tune.json").find("\"engine\"") != std::string::npos);
}

}  // namespace boardtalk::tune
