// `boardtalk 2048 train` through the program: a resumed training is the uninterrupted one, byte
// for byte; an existing file is never overwritten without --resume; a damaged file is refused.
#include <unistd.h>
#include <catch2/catch.hpp>
#include <filesystem>

#include <algorithm>
#include <chrono>
#include <fstream>
#include <initializer_list>

#include "engine/2048/late_starts.hpp"
#include "engine/2048/ntuple.hpp"
#include "tests/common/run_shell.hpp"

using namespace boardtalk;
using test_shell::bin;
using test_shell::quote;
using test_shell::read_file;
using test_shell::run_shell;

namespace {

std::filesystem::path fresh(const std::string& name) {
    const auto dir =
        std::filesystem::temp_directory_path() / ("boardtalk-train-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    const auto path = dir / name;
    std::filesystem::remove(path);
    return path;
}

test_shell::RunResult train(const std::filesystem::path& out, const std::string& args) {
    return run_shell(bin() + " 2048 train --network tiny --out " + quote(out.string()) + " " +
                     args);
}

// Trains `whole` 300 games in one run and `halves` in two (170, then --resume to 300), both with
// `args`: the runs must end with the same network and the same files beside it (`beside`:
// endings of the network's name), and the first run's stderr must say `said`. Returns the network.
g2048::NTupleNetwork check_resumes_exactly(const std::filesystem::path& whole,
                                           const std::filesystem::path& halves,
                                           const std::string& args,
                                           std::initializer_list<const char*> beside,
                                           const std::string& said) {
    for (const auto& p : {whole, halves})
        for (const char* end : beside) std::filesystem::remove(p.string() + end);
    const auto first = train(whole, args + "--games 300");
    INFO(first.err);
    REQUIRE(first.exit_code == 0);
    CHECK(first.err.find(said) != std::string::npos);
    REQUIRE(train(halves, args + "--games 170").exit_code == 0);
    const auto resumed = train(halves, args + "--games 300 --resume");
    INFO(resumed.err);
    REQUIRE(resumed.exit_code == 0);
    CHECK(read_file(halves) == read_file(whole));
    for (const char* end : beside)
        CHECK(read_file(halves.string() + end) == read_file(whole.string() + end));
    auto net = g2048::NTupleNetwork::parse(read_file(whole));
    REQUIRE(net);
    return std::move(*net);
}

}  // namespace

TEST_CASE("a resumed training ends with the file an uninterrupted one writes", "[2048][train]") {
    const auto whole = fresh("whole.net"), halves = fresh("halves.net");
    REQUIRE(train(whole, "--games 300 --report-every 100").exit_code == 0);
    REQUIRE(train(halves, "--games 150").exit_code == 0);
    const auto resumed = train(halves, "--games 300 --resume");
    INFO(resumed.err);
    REQUIRE(resumed.exit_code == 0);
    CHECK(resumed.out.empty());
    CHECK(resumed.err.find("games 151..300: mean score") != std::string::npos);
    CHECK(read_file(halves) == read_file(whole));
    const auto net = g2048::NTupleNetwork::parse(read_file(whole));
    REQUIRE(net);
    CHECK(net->games() == 300);
}

TEST_CASE("training refuses to overwrite, to mix networks and to resume from damage",
          "[2048][train]") {
    const auto path = fresh("refuse.net");
    REQUIRE(train(path, "--games 20").exit_code == 0);
    const std::string good = read_file(path);
    const auto again = train(path, "--games 40");
    CHECK(again.exit_code == 2);
    CHECK(again.err.find("--resume") != std::string::npos);
    const auto other = run_shell(bin() + " 2048 train --network small --resume --games 40 --out " +
                                 quote(path.string()));
    CHECK(other.exit_code == 2);
    CHECK(other.err.find("another network") != std::string::npos);
    std::ofstream(path, std::ios::binary) << good.substr(0, good.size() - 8);
    const auto damaged = train(path, "--games 40 --resume");
    CHECK(damaged.exit_code == 2);
    CHECK(damaged.err.find("truncated") != std::string::npos);
    CHECK(std::count(damaged.err.begin(), damaged.err.end(), '\n') == 1);
    CHECK(train(path, "--games 0").exit_code == 2);
    CHECK(train(path, "--alpha 2").exit_code == 2);
}

TEST_CASE("boardtalk 2048 --network plays with a trained network and refuses a bad one",
          "[2048][train]") {
    const auto path = fresh("play.net");
    REQUIRE(train(path, "--games 50").exit_code == 0);
    const auto played = run_shell("printf 'genmove\\ngenmove\\n' | " + bin() + " 2048 --network " +
                                  quote(path.string()));
    INFO(played.err);
    CHECK(played.exit_code == 0);
    CHECK(std::count(played.out.begin(), played.out.end(), '=') == 2);
    CHECK(played.out.find('?') == std::string::npos);
    std::ofstream(path, std::ios::binary) << "boardtalk 2048 n-tuple network 1\nshapes 0,1\n";
    for (const std::string& bad : {path.string(), std::string("/nonexistent/x.net")}) {
        const auto refused = run_shell("echo genmove | " + bin() + " 2048 --network " + quote(bad));
        CHECK(refused.exit_code == 2);
        CHECK(refused.out.empty());
        CHECK(std::count(refused.err.begin(), refused.err.end(), '\n') == 1);
        CHECK(refused.err.find("--network") != std::string::npos);
    }
}

TEST_CASE("without --network the player looks in the data directory, and says how to fill it",
          "[2048][train]") {
    const auto data = fresh("data");
    std::filesystem::remove_all(data);
    const std::string env = "XDG_DATA_HOME=" + quote(data.string()) + " ";
    const auto expected = data / "boardtalk" / "2048-standard.net";
    // Missing: the heuristic plays, and one line says how to make the network.
    const auto missing = run_shell("printf 'genmove\\ngenmove\\n' | " + env + bin() + " 2048");
    CHECK(missing.exit_code == 0);
    CHECK(std::count(missing.out.begin(), missing.out.end(), '=') == 2);
    CHECK(std::count(missing.err.begin(), missing.err.end(), '\n') == 1);
    CHECK(missing.err.find("boardtalk 2048 train --coherence --games 200000 --out " +
                           expected.string()) != std::string::npos);
    // --network none: the heuristic without a word.
    const auto none = run_shell("echo genmove | " + env + bin() + " 2048 --network none");
    CHECK(none.exit_code == 0);
    CHECK(none.err.empty());
    // There: used, without the line.
    std::filesystem::create_directories(expected.parent_path());
    REQUIRE(train(expected, "--games 30").exit_code == 0);
    const auto found =
        run_shell("printf 'genmove\\ngenmove\\n' | " + env + bin() + " 2048 --log-level info");
    INFO(found.err);
    CHECK(found.exit_code == 0);
    CHECK(std::count(found.out.begin(), found.out.end(), '=') == 2);
    CHECK(found.err.find("2048 network " + expected.string() + " (30 games") != std::string::npos);
    CHECK(found.err.find("warn") == std::string::npos);
    // Damaged: refused with the file's name, as --network refuses it.
    std::ofstream(expected, std::ios::binary) << "boardtalk 2048 n-tuple network 1\nshapes 0,1\n";
    const auto damaged = run_shell("echo genmove | " + env + bin() + " 2048");
    CHECK(damaged.exit_code == 2);
    CHECK(damaged.out.empty());
    CHECK(damaged.err.find(expected.string()) != std::string::npos);
    std::filesystem::remove_all(data);
}

TEST_CASE("with a network the default depth is the network's, unless a depth option is given",
          "[2048][train]") {
    const auto path = fresh("defaults.net");
    REQUIRE(train(path, "--games 20").exit_code == 0);
    const std::string bench = bin() + " bench 2048 --what default --games 1 --stop-at 16 ";
    const auto with_net = run_shell(bench + "--network " + quote(path.string()));
    INFO(with_net.err);
    CHECK(with_net.out.find("depth auto (2, +1 at <= 5 empty, +1 at <= 2 empty)") !=
          std::string::npos);
    const auto given = run_shell(bench + "--base-depth 1 --network " + quote(path.string()));
    CHECK(given.out.find("depth auto (1, +1 at <= 5 empty, +1 at <= 2 empty)") !=
          std::string::npos);
    const auto without = run_shell(bench);
    CHECK(without.out.find("depth auto (3, +1 at <= 5 empty, +1 at <= 2 empty)") !=
          std::string::npos);
    // --what games takes the player's rule too: the network's depths unless a depth is given.
    const std::string games = bin() + " bench 2048 --what games --games 1 --stop-at 16 ";
    const auto games_net = run_shell(games + "--network " + quote(path.string()));
    INFO(games_net.err);
    CHECK(games_net.exit_code == 0);
    CHECK(games_net.out.find("depth auto (2, +1 at <= 5 empty, +1 at <= 2 empty)") !=
          std::string::npos);
    const auto games_depth = run_shell(games + "--depth 1 --network " + quote(path.string()));
    CHECK(games_depth.out.find("depth 1,") != std::string::npos);
    const auto games_heuristic = run_shell(games);
    CHECK(games_heuristic.out.find("depth auto (3, +1 at <= 5 empty, +1 at <= 2 empty)") !=
          std::string::npos);
}

TEST_CASE("training from late starts resumes exactly, and refuses late starts of another run",
          "[2048][train][late]") {
    const auto whole = fresh("late-whole.net"), halves = fresh("late-halves.net");
    const std::string late = "--restart-at 128 --report-every 100 ";
    check_resumes_exactly(whole, halves, late, {".starts"}, "from late starts: mean score");
    const auto saved = g2048::LateStarts::parse(read_file(whole.string() + ".starts"));
    REQUIRE(saved);
    CHECK(saved->games == 300);
    CHECK_FALSE(saved->starts.empty());
    // Late starts that do not go with the network: refused, nothing written.
    const std::string good = read_file(whole);
    const auto other_tile = train(whole, "--restart-at 256 --games 400 --resume");
    CHECK(other_tile.exit_code == 2);
    CHECK(other_tile.err.find("from tile 128") != std::string::npos);
    std::ofstream(whole.string() + ".starts", std::ios::binary)
        << read_file(whole.string() + ".starts").substr(0, 60);
    const auto damaged = train(whole, late + "--games 400 --resume");
    CHECK(damaged.exit_code == 2);
    CHECK(damaged.err.find(".starts") != std::string::npos);
    CHECK(std::count(damaged.err.begin(), damaged.err.end(), '\n') == 1);
    CHECK(read_file(whole) == good);
    // Late starts of an older checkpoint (trained on without them since): refused.
    REQUIRE(train(halves, "--games 400 --resume").exit_code == 0);  // without: not read
    const auto stale = train(halves, late + "--games 500 --resume");
    CHECK(stale.exit_code == 2);
    CHECK(stale.err.find("saved at game 300") != std::string::npos);
    CHECK(train(whole, "--restart-share 0.3 --games 400 --resume").exit_code == 2);
    CHECK(train(whole, "--restart-at 100 --games 400 --resume").exit_code == 2);
    CHECK(train(whole, "--restart-at 128 --restart-share 1 --games 400 --resume").exit_code == 2);
}

TEST_CASE("temporal coherence training resumes exactly, sums and all, and refuses stale sums",
          "[2048][train][coherence]") {
    const auto whole = fresh("tc-whole.net"), halves = fresh("tc-halves.net");
    const std::string tc = "--coherence --optimistic 1000 --report-every 100 ";
    check_resumes_exactly(whole, halves, tc, {".coherence-e", ".coherence-a"},
                          "temporal coherence, alpha 1");
    for (const char* end : {".coherence-e", ".coherence-a"}) {
        const auto sums = g2048::NTupleNetwork::parse(read_file(whole.string() + end));
        REQUIRE(sums);
        CHECK(sums->games() == 300);
    }
    // Sums of an older checkpoint (trained on without them since): refused, nothing written.
    REQUIRE(train(halves, "--games 400 --resume").exit_code == 0);
    const std::string good = read_file(halves);
    const auto stale = train(halves, tc + "--games 500 --resume");
    CHECK(stale.exit_code == 2);
    CHECK(stale.err.find("saved at game 300") != std::string::npos);
    CHECK(read_file(halves) == good);
}

TEST_CASE("--optimistic starts a new network valuing every board at the value given",
          "[2048][train]") {
    const auto path = fresh("optimistic.net");
    REQUIRE(run_shell(bin() + " 2048 train --network small --optimistic 3200 --games 1 --out " +
                      quote(path.string()))
                .exit_code == 0);
    const auto net = g2048::NTupleNetwork::parse(read_file(path));
    REQUIRE(net);
    // One game moves a few hundred of the 262,144 weights; the others keep 3200 / 32.
    std::size_t untouched = 0;
    for (int t = 0; t < 4; ++t)
        untouched += static_cast<std::size_t>(
            std::count(net->weights(t).begin(), net->weights(t).end(), 100.0f));
    CHECK(untouched > 250000);
    CHECK(untouched < 262144);
    CHECK(train(path, "--optimistic -1 --games 2 --resume").exit_code == 2);
}

TEST_CASE("--stage-tiles trains a multi-stage network, resumes it exactly and promotes an old one",
          "[2048][train][stages]") {
    const auto whole = fresh("staged-whole.net"), halves = fresh("staged-halves.net");
    const std::string staged = "--stage-tiles 32,64 --coherence --report-every 100 ";
    CHECK(check_resumes_exactly(whole, halves, staged, {".coherence-e", ".coherence-a"},
                                "weights in 3 stages")
              .stages() == 3);
    // Stages once set stay: another list is refused, no list keeps them.
    const auto other = train(whole, "--stage-tiles 64 --coherence --games 400 --resume");
    CHECK(other.exit_code == 2);
    CHECK(other.err.find("other stages than --stage-tiles 64") != std::string::npos);
    CHECK(train(whole, "--coherence --games 350 --resume").exit_code == 0);
    CHECK(g2048::NTupleNetwork::parse(read_file(whole))->stages() == 3);
    const auto bad = train(fresh("bad-stages.net"), "--stage-tiles 48 --games 10");
    CHECK(bad.exit_code == 2);
    CHECK(bad.err.find("--stage-tiles: '48' is not a tile") != std::string::npos);
    // A network without stages, promoted on resuming: its coherence sums go with it.
    const auto old = fresh("promoted.net");
    REQUIRE(train(old, "--coherence --games 100").exit_code == 0);
    const auto promoted = train(old, "--coherence --stage-tiles 32 --games 200 --resume");
    INFO(promoted.err);
    REQUIRE(promoted.exit_code == 0);
    CHECK(promoted.err.find("promoting") != std::string::npos);
    for (const char* end : {"", ".coherence-e", ".coherence-a"}) {
        const auto file = g2048::NTupleNetwork::parse(read_file(old.string() + end));
        REQUIRE(file);
        CHECK(file->stages() == 2);
        CHECK(file->games() == 200);
    }
}

TEST_CASE("a huge file at the network's path is refused from its size at once", "[2048][train]") {
    const auto data = fresh("huge-data");
    std::filesystem::remove_all(data);
    const auto path = data / "boardtalk" / "2048-standard.net";
    std::filesystem::create_directories(path.parent_path());
    { std::ofstream(path, std::ios::binary); }
    std::filesystem::resize_file(path, std::uintmax_t{3} << 30);  // sparse: no disk used
    const auto start = std::chrono::steady_clock::now();
    const auto refused =
        run_shell("echo genmove | XDG_DATA_HOME=" + quote(data.string()) + " " + bin() + " 2048");
    CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(5));
    CHECK(refused.exit_code == 2);
    CHECK(refused.out.empty());
    CHECK(std::count(refused.err.begin(), refused.err.end(), '\n') == 1);
    CHECK(refused.err.find("larger than") != std::string::npos);
    std::filesystem::remove_all(data);
}
