// `boardtalk bench 2048`: search speed (moves evaluated per second on one core) and playing
// strength (games from fixed seeds, shares of games reaching 2048, 4096, 8192, median score).
#include <algorithm>
#include <atomic>
#include <cstdio>
#include <iostream>
#include <mutex>
#include <thread>
#include <vector>

#include "engine/2048/game.hpp"
#include "engine/2048/late_starts.hpp"
#include "games/2048/g2048_main.hpp"
#include "games/2048/search_options.hpp"
#include "games/common/bench_timer.hpp"
#include "games/common/stats.hpp"
#include "protocol/errors.hpp"
#include "protocol/files.hpp"
#include "protocol/option_values.hpp"

namespace boardtalk::g2048 {

namespace {

struct BenchOptions {
    std::string what = "speed";
    int games = 20;
    std::uint64_t first_seed = 1;
    int jobs = 1;
    std::uint32_t stop_at = 0;  // stop a game once this tile is made (0: play until over)
    int positions = 20;
    SearchOptions search;
    std::string network_file;
    std::shared_ptr<const NTupleNetwork> network;
    std::string starts_file;
    std::vector<Bitboard> starts;  // --starts: game i begins on starts[i % size], score 0
};

// The player that picks the positions of the speed benchmark (fixed, so that speed figures of
// different settings compare).
constexpr SearchOptions sampling_search{3, 1e-4, 0};

struct GameOutcome {
    std::uint64_t seed = 0;
    int moves = 0;
    std::uint64_t score = 0;
    std::uint64_t best = 0;
    double seconds = 0;      // wall
    double cpu_seconds = 0;  // of the thread that played it
};

// Game `index` of the benchmark: from the start, or from its board of --starts.
Game bench_game(int index, std::uint64_t seed, const BenchOptions& o) {
    if (o.starts.empty()) return Game(4, seed);
    const Bitboard board = o.starts[static_cast<std::size_t>(index) % o.starts.size()];
    return Game::from_position(Position{to_grid(board), 0}, seed);
}

GameOutcome play_one(int index, std::uint64_t seed, const BenchOptions& o) {
    Game game = bench_game(index, seed, o);
    Searcher searcher(o.search);
    searcher.set_network(o.network);
    GameOutcome out{seed, 0, 0, 0, 0, 0};
    // The thread's CPU time: games run on --jobs threads, and rates "on one core" are taken
    // over CPU time, not wall time.
    const adapters::BenchTimer timer(adapters::BenchTimer::Cpu::thread);
    for (;;) {
        if (game.status() == Status::won) game.continue_after_win();
        if (o.stop_at && game.best_tile() >= o.stop_at) break;
        const SearchResult r = searcher.search(game.grid());
        if (!r.best) break;
        game.play(*r.best);
        ++out.moves;
    }
    out.seconds = timer.wall_seconds();
    out.cpu_seconds = timer.cpu_seconds();
    out.score = game.score();
    out.best = game.best_tile();
    return out;
}

std::vector<GameOutcome> play_games(const BenchOptions& o) {
    std::vector<GameOutcome> results(static_cast<std::size_t>(o.games));
    std::atomic<int> next{0};
    std::mutex print;
    auto worker = [&] {
        for (int i = next++; i < o.games; i = next++) {
            results[i] = play_one(i, o.first_seed + static_cast<std::uint64_t>(i), o);
            const auto& g = results[i];
            std::lock_guard lock(print);
            std::printf(
                "game seed %llu: moves %d score %llu best %llu (%.1f s wall, %.1f s cpu, %.0f "
                "moves/s of cpu)\n",
                static_cast<unsigned long long>(g.seed), g.moves,
                static_cast<unsigned long long>(g.score), static_cast<unsigned long long>(g.best),
                g.seconds, g.cpu_seconds, g.moves / std::max(g.cpu_seconds, 1e-9));
            std::fflush(stdout);
        }
    };
    std::vector<std::thread> threads;
    for (int j = 0; j < std::max(1, o.jobs); ++j) threads.emplace_back(worker);
    for (auto& t : threads) t.join();
    return results;
}

void report_strength(const std::vector<GameOutcome>& results) {
    const double n = static_cast<double>(results.size());
    for (std::uint64_t tile : {2048ULL, 4096ULL, 8192ULL, 16384ULL, 32768ULL, 65536ULL}) {
        const auto reached = std::count_if(results.begin(), results.end(),
                                           [tile](const GameOutcome& g) { return g.best >= tile; });
        const auto interval = stats::wilson_interval(reached / n, static_cast<int>(n));
        std::printf("reached %5llu: %3ld of %d games (%.0f%%, 95%% interval %.1f%%-%.1f%%)\n",
                    static_cast<unsigned long long>(tile), static_cast<long>(reached),
                    static_cast<int>(n), 100.0 * reached / n, 100 * interval.lo, 100 * interval.hi);
    }
    std::vector<std::uint64_t> scores;
    double moves = 0, seconds = 0;
    for (const auto& g : results) {
        scores.push_back(g.score);
        moves += g.moves;
        seconds += g.cpu_seconds;
    }
    std::sort(scores.begin(), scores.end());
    const std::size_t m = scores.size();
    const double median = m % 2 ? scores[m / 2] : (scores[m / 2 - 1] + scores[m / 2]) / 2.0;
    std::printf("median score %.0f; %.0f moves in %.1f s of cpu: %.0f moves/s on one core\n",
                median, moves, seconds, moves / std::max(seconds, 1e-9));
}

// Positions from a game of the fast player (seed 1), every 25th move.
std::vector<Grid> sample_positions(int count) {
    std::vector<Grid> out;
    Game game(4, 1);
    Searcher searcher(sampling_search);
    for (int move = 0; static_cast<int>(out.size()) < count; ++move) {
        if (game.status() == Status::won) game.continue_after_win();
        const auto r = searcher.search(game.grid());
        if (!r.best) break;
        game.play(*r.best);
        if (move % 25 == 24) out.push_back(game.grid());
    }
    return out;
}

void report_speed(const BenchOptions& o) {
    const auto positions = sample_positions(o.positions);
    Searcher searcher(o.search);
    searcher.set_network(o.network);
    std::uint64_t moves = 0;
    double wall = 0;
    const adapters::BenchTimer timer(adapters::BenchTimer::Cpu::thread);
    for (const auto& g : positions) {
        const auto r = searcher.search(g);
        moves += r.moves_evaluated;
        wall += r.seconds;
    }
    const double seconds = timer.cpu_seconds();
    std::printf(
        "search speed: %.1f million moves evaluated/s on one core (%llu moves in %.2f s of cpu, "
        "%.2f s wall, %zu positions, %s%s): %.1f searches/s\n",
        moves / std::max(seconds, 1e-9) / 1e6, static_cast<unsigned long long>(moves), seconds,
        wall, positions.size(), describe_search_options(o.search).c_str(),
        o.network ? ", network" : "",
        static_cast<double>(positions.size()) / std::max(seconds, 1e-9));
}

// The boards of a late-starts file; throws protocol::UsageError "--starts PATH: <reason>".
std::vector<Bitboard> load_starts(const std::string& path) {
    std::string text;
    try {
        text = protocol::read_whole_file(path);
    } catch (const protocol::CommandError& e) {
        throw protocol::UsageError(std::string("--starts: ") + e.what());
    }
    auto saved = LateStarts::parse(text);
    if (!saved) throw protocol::UsageError("--starts " + path + ": " + saved.error());
    if (saved->starts.empty()) throw protocol::UsageError("--starts " + path + ": no boards");
    const auto& boards = saved->starts.boards();
    return {boards.begin(), boards.end()};
}

// The strength preset with the search options the user gave on top of it.
SearchOptions over_preset(const SearchOptions& given, const protocol::po::variables_map& vm) {
    SearchOptions o = strength_preset;
    auto given_option = [&vm](const char* name) { return !vm[name].defaulted(); };
    if (given_option("depth")) o.depth = given.depth;
    if (given_option("cutoff")) o.prob_cutoff = given.prob_cutoff;
    if (given_option("time-ms")) o.time_ms = given.time_ms;
    if (given_option("base-depth")) o.base_depth = given.base_depth;
    if (given_option("deepen-at")) o.deepen_at[0] = given.deepen_at[0];
    if (given_option("deepen-again-at")) o.deepen_at[1] = given.deepen_at[1];
    if (given_option("downgrade-at")) o.downgrade_at = given.downgrade_at;
    return o;
}

// The benchmark's options, into `o`.
void add_bench_options(protocol::po::options_description& desc, BenchOptions& o) {
    namespace po = protocol::po;
    using protocol::arg_value;
    using protocol::int_range;
    using protocol::int_type;
    desc.add_options()("what", protocol::text_value(&o.what)->default_value(o.what),
                       "speed: moves evaluated per second; strength: 100 games (seeds 1..100) "
                       "at the strength preset (100 ms a move) unless search options are given; "
                       "default: 20 games at the default setting (the player's with --network), "
                       "stopped at 8192; games: --games games with the given options (the "
                       "player's depths with --network and no depth option)")(
        "games", arg_value(&o.games, int_type(), int_range(1, 1000000)),
        "number of games, 1..1000000 (seeds first-seed, first-seed+1, ...)")(
        "first-seed",
        arg_value(&o.first_seed, protocol::types::seed())->default_value(o.first_seed),
        "seed of game 1")("jobs",
                          arg_value(&o.jobs, int_type(), int_range(1, 64))->default_value(o.jobs),
                          "games played in parallel, 1..64")(
        "stop-at", arg_value(&o.stop_at, protocol::types::integer()),
        "stop a game once it makes this tile")(
        "positions",
        arg_value(&o.positions, int_type(), int_range(1, 1000))->default_value(o.positions),
        "positions searched by the speed benchmark, 1..1000");
    desc.add_options()("starts", protocol::text_value(&o.starts_file),
                       "with --what games: begin game i on the i-th board (round robin) of a "
                       "late-starts file (FILE.starts of `2048 train --restart-at`), its score "
                       "counted from 0 there");
    add_search_options(desc, o.search);
    add_network_option(desc, o.network_file);
}

}  // namespace

int g2048_bench_main(int argc, char** argv) {
    namespace po = protocol::po;
    BenchOptions o;
    po::options_description desc("options");
    add_bench_options(desc, o);
    po::variables_map vm;
    if (auto code = protocol::parse_options(argc, argv, "usage: boardtalk bench 2048 [OPTIONS]",
                                            desc, {}, vm))
        return *code;
    o.network = load_network(o.network_file);
    if (!o.starts_file.empty()) {
        if (o.what != "games") throw protocol::UsageError("--starts goes with --what games");
        o.starts = load_starts(o.starts_file);
    }
    if (o.what == "strength") {
        o.search = with_network_downgrade(over_preset(o.search, vm), vm, o.network.get());
        if (!vm.count("games")) o.games = 100;
    } else if (o.what == "default" || o.what == "games") {
        if (o.what == "default" && !vm.count("stop-at")) o.stop_at = 8192;
        o.search = player_search_options(o.search, vm, o.network.get());
    } else if (o.what == "speed") {
        report_speed(o);
        return 0;
    } else {
        std::cerr << "boardtalk bench 2048: unknown --what '" << o.what << "'\n";
        return 2;
    }
    if (!o.starts.empty())
        std::printf("from the %zu boards of %s (scores counted from there)\n", o.starts.size(),
                    o.starts_file.c_str());
    std::printf("%d games, seeds %llu.., %s%s, stop at %llu, %d jobs\n", o.games,
                static_cast<unsigned long long>(o.first_seed),
                describe_search_options(o.search).c_str(),
                o.network ? (", network " + o.network_file).c_str() : "",
                static_cast<unsigned long long>(o.stop_at), o.jobs);
    report_strength(play_games(o));
    return 0;
}

}  // namespace boardtalk::g2048
