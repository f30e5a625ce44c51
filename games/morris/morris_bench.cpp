// `boardtalk bench morris`: perft speed, search speed, depth reached in fixed time, and the
// strength matches (only when asked for: they take minutes).
#include <cstdio>
#include <iostream>

#include "engine/morris/notation.hpp"
#include "engine/morris/perft.hpp"
#include "engine/morris/position_text.hpp"
#include "engine/morris/search.hpp"
#include "games/common/bench_timer.hpp"
#include "games/common/cli.hpp"
#include "games/morris/bench_positions.hpp"
#include "games/morris/morris_main.hpp"
#include "games/morris/strength.hpp"
#include "protocol/option_values.hpp"

namespace boardtalk::morris {

namespace {

struct BenchOptions {
    protocol::LogOptions log;
    int perft_depth = 6;
    double search_seconds = 1.0;
    bool skip_speed = false;
    int strength_random = 0;
    double move_time = 0.1;
    int strength_depth = 0;
    int deep = 6;
    int shallow = 2;
    int opening_plies = 4;
    std::uint64_t seed = 1;
};

void bench_perft(const BenchOptions& o) {
    const Rules rules;
    const Position start = start_position(rules);
    std::printf("perft from the start (one thread, bulk counting at the last ply)\n");
    for (int d = 1; d <= o.perft_depth; ++d) {
        const adapters::BenchTimer timer;
        const std::uint64_t n = perft(start, rules, d);
        const double s = timer.wall_seconds();
        std::printf("  depth %d  %14llu leaves  %8.3f s  %8.1f M leaves/s\n", d,
                    static_cast<unsigned long long>(n), s, s > 0 ? n / s / 1e6 : 0.0);
    }
}

void bench_search(const BenchOptions& o) {
    const Rules rules;
    Searcher searcher(20);
    std::uint64_t total_nodes = 0;
    double total_seconds = 0, total_cpu = 0;
    std::printf(
        "search, %.2f s per position (depth = last completed iteration; rates over wall "
        "and CPU time)\n",
        o.search_seconds);
    for (const BenchPosition& b : kBenchPositions) {
        auto pos = parse_position(b.text, rules);
        if (!pos)
            throw std::runtime_error("bench position " + std::string(b.name) + ": " + pos.error());
        const adapters::BenchTimer timer;
        const SearchReport r =
            searcher.search(*pos, rules, {pos->key},
                            SearchLimits{.depth = 0, .seconds = o.search_seconds, .nodes = 0});
        const double cpu = timer.cpu_seconds();
        total_nodes += r.nodes;
        total_seconds += r.seconds;
        total_cpu += cpu;
        std::printf(
            "  %-10s depth %3d  score %6d  best %-10s %10llu nodes  %6.2f M nodes/s  "
            "%6.2f M/CPU-s\n",
            std::string(b.name).c_str(), r.depth, r.score, format_turn(r.best).c_str(),
            static_cast<unsigned long long>(r.nodes), r.nodes / r.seconds / 1e6,
            cpu > 0 ? r.nodes / cpu / 1e6 : 0.0);
    }
    std::printf("  total %llu nodes in %.2f s (%.2f s of CPU): %.2f M nodes/s, %.2f M per CPU-s\n",
                static_cast<unsigned long long>(total_nodes), total_seconds, total_cpu,
                total_nodes / total_seconds / 1e6,
                total_cpu > 0 ? total_nodes / total_cpu / 1e6 : 0.0);
}

void print_tally(const char* what, const MatchTally& t) {
    char details[64];
    std::snprintf(details, sizeof details, "mean %.1f turns",
                  t.per_game(static_cast<double>(t.turns)));
    std::printf("%s\n", adapters::tally_line(what, t, details).c_str());
}

void add_options(protocol::po::options_description& desc, BenchOptions& o) {
    namespace po = protocol::po;
    using protocol::arg_value;
    using protocol::int_type;
    const auto time = [](double* store, double def, const char* text) {
        return arg_value(store, protocol::types::real(), protocol::positive_seconds(3600))
            ->default_value(def, text);
    };
    const auto depth = [](int* store, int def) {
        return arg_value(store, int_type(), protocol::int_range(1, 126))->default_value(def);
    };
    desc.add_options()(
        "perft-depth",
        arg_value(&o.perft_depth, int_type(), protocol::int_range(0, 9))->default_value(6),
        "perft up to this depth, 0..9")("search-seconds", time(&o.search_seconds, 1.0, "1"),
                                        "search time per fixed position (above 0, at most 3600)")(
        "skip-speed", po::bool_switch(&o.skip_speed), "only the strength matches")(
        "strength-random", arg_value(&o.strength_random, int_type())->default_value(0),
        "games of the engine against a random player (0: none)")(
        "move-time", time(&o.move_time, 0.1, "0.1"),
        "engine seconds per move against random (above 0, at most 3600)")(
        "strength-depth", arg_value(&o.strength_depth, int_type())->default_value(0),
        "games of --deep against --shallow (0: none)")("deep", depth(&o.deep, 6),
                                                       "depth of the strong side, 1..126")(
        "shallow", depth(&o.shallow, 2), "depth of the weak side, 1..126")(
        "opening-plies", arg_value(&o.opening_plies, int_type())->default_value(4),
        "random plies opening each pair of games")(
        "seed", arg_value(&o.seed, protocol::types::seed())->default_value(1),
        "seed of the random players and openings");
    protocol::add_log_options(desc, o.log);
}

}  // namespace

int morris_bench_main(int argc, char** argv) {
    BenchOptions o;
    namespace po = protocol::po;
    po::options_description desc("options");
    add_options(desc, o);
    po::variables_map vm;
    if (auto code = protocol::parse_options(argc, argv, "usage: boardtalk bench morris [OPTIONS]",
                                            desc, {}, vm))
        return *code;
    protocol::configure_logging(o.log);
    if (!o.skip_speed) {
        bench_perft(o);
        bench_search(o);
    }
    if (o.strength_random > 0) {
        std::printf("engine at %.3f s a move against random moves, colours alternating\n",
                    o.move_time);
        print_tally("engine vs random", match_against_random(Rules{}, o.strength_random,
                                                             o.move_time, o.seed, std::cerr));
    }
    if (o.strength_depth > 0) {
        std::printf("depth %d against depth %d, colours alternating, %d-ply random openings\n",
                    o.deep, o.shallow, o.opening_plies);
        print_tally("deep vs shallow", match_depths(Rules{}, o.strength_depth, o.deep, o.shallow,
                                                    o.opening_plies, o.seed, std::cerr));
    }
    return 0;
}

}  // namespace boardtalk::morris
