// A tuning run apart from real games: on a synthetic game whose win probability peaks at a
// known value the tuner moves there; an interrupted and resumed run writes the same tune.jsonl
// as an uninterrupted one; a directory of another run or a tampered record is refused.
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <random>
#include <sstream>

#include "tests/common/run_shell.hpp"
#include "tools/tune/tune_run.hpp"

namespace boardtalk::tune {

namespace {

namespace fs = std::filesystem;
using test_shell::read_file;

TuneParam param_of(const std::string& text) {
    return parse_param(text).value();
}

// A game between two settings of x whose strength is -((x - best) / width)^2 * 400 Elo for
// each parameter; the games of pair k are drawn from a generator seeded with k (deterministic).
struct SyntheticGame {
    std::vector<double> best, width;

    double elo(const std::vector<double>& x) const {
        double e = 0;
        for (std::size_t i = 0; i < x.size(); ++i)
            e -= std::pow((x[i] - best[i]) / width[i], 2) * 400;
        return e;
    }
    PairOutcome operator()(const Probe& p) const {
        const double win = 1 / (1 + std::pow(10.0, -(elo(p.plus) - elo(p.minus)) / 400));
        std::mt19937_64 rng(static_cast<std::uint64_t>(p.k));
        std::uniform_real_distribution<double> u(0, 1);
        PairOutcome o;
        for (int g = 0; g < 2; ++g) {
            (u(rng) < win ? o.plus_wins : o.minus_wins)++;
            o.games.push_back(g == 0 ? "first" : "second");
        }
        return o;
    }
};

const std::string kSetup = "{\"synthetic\": 1}\n";

}  // namespace

TEST_CASE("SPSA moves toward the best value of a synthetic game", "[tune][run]") {
    // Two parameters, both starting far from their best values.
    SpsaSettings s{{param_of("x=20:0:100:5"), param_of("y=0.9:0:1:0.05")}, 600, 0.05, 11};
    const SyntheticGame game{{70, 0.3}, {30, 0.4}};
    TuneRun run(Spsa(s), test_shell::fresh_dir("test-tune", "synthetic"), kSetup, false);
    std::ostringstream progress;
    run.run(game, progress);
    const std::string lines = progress.str();
    INFO(lines.substr(lines.size() - 400));
    CHECK(run.done() == 600);
    CHECK(std::abs(run.theta()[0] - 70) < 10);    // from 50 away
    CHECK(std::abs(run.theta()[1] - 0.3) < 0.1);  // from 0.6 away
    // A progress line per pair with the current values.
    CHECK(std::count(lines.begin(), lines.end(), '\n') == 600);
    CHECK(lines.find("tune 600/600: ") != std::string::npos);
}

TEST_CASE("a resumed run writes what an uninterrupted one does", "[tune][run]") {
    const SpsaSettings s{{param_of("x=20:0:100:5"), param_of("y=0.9:0:1:0.05")}, 40, 0.05, 3};
    const SyntheticGame game{{70, 0.3}, {30, 0.4}};
    std::ostringstream progress;
    const fs::path whole = test_shell::fresh_dir("test-tune", "whole");
    TuneRun(Spsa(s), whole, kSetup, false).run(game, progress);
    const std::string expected = read_file(whole / "tune.jsonl");
    REQUIRE(std::count(expected.begin(), expected.end(), '\n') == 40);

    const fs::path parts = test_shell::fresh_dir("test-tune", "parts");
    {
        // Interrupted in pair 13: twelve records stay, and a torn line as from a kill.
        TuneRun run(Spsa(s), parts, kSetup, false);
        const auto stop = [&](const Probe& p) {
            if (p.k == 13) throw std::runtime_error("interrupted");
            return game(p);
        };
        CHECK_THROWS_WITH(run.run(stop, progress), "interrupted");
        CHECK(run.done() == 12);
        std::ofstream(parts / "tune.jsonl", std::ios::app) << "{\"iteration\":13,\"fl";
    }
    SECTION("without --resume the directory is refused") {
        CHECK_THROWS_WITH(TuneRun(Spsa(s), parts, kSetup, false),
                          Catch::Contains("already holds 12 iterations: use --resume"));
    }
    SECTION("another run's directory is refused") {
        CHECK_THROWS_WITH(TuneRun(Spsa(s), parts, "{\"other\": 1}\n", true),
                          Catch::Contains("holds another tuning run"));
    }
    SECTION("--resume goes on exactly") {
        TuneRun run(Spsa(s), parts, kSetup, true);
        CHECK(run.done() == 12);
        run.run(game, progress);
        CHECK(read_file(parts / "tune.jsonl") == expected);
        // Resuming a finished run plays nothing and ends at the same values.
        TuneRun again(Spsa(s), parts, kSetup, true);
        CHECK(again.done() == 40);
        CHECK(again.theta() == run.theta());
    }
    SECTION("a line that is not a record is refused") {
        std::string text = read_file(parts / "tune.jsonl");
        const auto second = text.find('\n') + 1;
        text.replace(second, text.find('\n', second) - second, "{\"iteration\":2}");
        std::ofstream(parts / "tune.jsonl", std::ios::trunc) << text;
        CHECK_THROWS_WITH(TuneRun(Spsa(s), parts, kSetup, true),
                          Catch::Contains("tune.jsonl line 2 is not an iteration record"));
    }
}

TEST_CASE("a tampered theta is refused on resume", "[tune][run]") {
    const SpsaSettings s{{param_of("x=20:0:100:5")}, 5, 0.05, 3};
    const SyntheticGame game{{70}, {30}};
    std::ostringstream progress;
    const fs::path dir = test_shell::fresh_dir("test-tune", "tampered");
    TuneRun(Spsa(s), dir, kSetup, false).run(game, progress);
    std::string text = read_file(dir / "tune.jsonl");
    const auto at = text.find("\"theta\":{\"x\":", text.find('\n'));  // line 2
    text.insert(at + 13, "1");
    std::ofstream(dir / "tune.jsonl", std::ios::trunc) << text;
    CHECK_THROWS_WITH(
        TuneRun(Spsa(s), dir, kSetup, true),
        "" + (dir / "tune.jsonl").string() +
            " line 2 does not follow from the run's settings and the lines before it");
}

}  // namespace boardtalk::tune
