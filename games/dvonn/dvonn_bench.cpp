// `boardtalk bench dvonn`: perft speed, the search benchmarks (search_bench.hpp), and the strength
// matches (only when asked for: they take minutes to hours).
#include <cstdio>
#include <iostream>
#include <optional>
#include <string>

#include "engine/dvonn/notation.hpp"
#include "engine/dvonn/perft.hpp"
#include "engine/dvonn/position.hpp"
#include "engine/dvonn/search.hpp"
#include "games/common/bench_timer.hpp"
#include "games/common/cli.hpp"
#include "games/dvonn/arg_types.hpp"
#include "games/dvonn/dvonn_main.hpp"
#include "games/dvonn/search_bench.hpp"
#include "games/dvonn/strength.hpp"
#include "protocol/option_values.hpp"

namespace boardtalk::dvonn {

namespace {

struct BenchOptions {
    protocol::LogOptions log;
    int perft_depth = 4;
    double search_seconds = 1.0;
    int search_depth = 7;
    int endgame_stacks = 16;
    bool skip_speed = false;
    int strength_random = 0;
    double move_time = 0.1;
    int strength_time = 0;
    double strong_time = 1.0;
    double weak_time = 0.05;
    int weak_threat = EvalWeights{}.threat;
    bool strong_no_reductions = false;
    std::string strength_start = "placement";
    int random_pieces = 2;
    std::uint64_t seed = 1;
};

// The three fixed positions: `setup random 1..3` (conformance/dvonn/perft.txt).
constexpr std::uint64_t kBenchSeeds[] = {1, 2, 3};

void bench_perft(const BenchOptions& o) {
    std::printf("perft (move generation + apply, copy-make, one thread), depth %d\n",
                o.perft_depth);
    std::uint64_t total = 0;
    double seconds = 0, cpu_seconds = 0;
    for (std::uint64_t seed : kBenchSeeds) {
        const adapters::BenchTimer timer;
        const std::uint64_t n = perft(random_setup(seed).board, o.perft_depth);
        const double s = timer.wall_seconds(), c = timer.cpu_seconds();
        total += n;
        seconds += s;
        cpu_seconds += c;
        std::printf(
            "  setup-%llu  %12llu leaves  %7.3f s wall  %7.3f s cpu  %7.2f M leaves/cpu-s\n",
            static_cast<unsigned long long>(seed), static_cast<unsigned long long>(n), s, c,
            c > 0 ? n / c / 1e6 : 0.0);
    }
    std::printf("  total %llu leaves in %.2f s wall, %.2f s cpu: %.2f M leaves/cpu-s\n",
                static_cast<unsigned long long>(total), seconds, cpu_seconds,
                cpu_seconds > 0 ? total / cpu_seconds / 1e6 : 0.0);
}

void print_tally(const char* what, const MatchTally& t) {
    char details[128];
    std::snprintf(details, sizeof details,
                  "score %.1f%% with draws as half, mean margin %+.1f, mean %.1f moves",
                  100.0 * t.score(), t.per_game(static_cast<double>(t.margin)),
                  t.per_game(static_cast<double>(t.moves)));
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
    desc.add_options()(
        "perft-depth",
        arg_value(&o.perft_depth, int_type(), protocol::int_range(0, 6))->default_value(4),
        "perft depth from each fixed setup (0..6)")(
        "search-seconds", time(&o.search_seconds, 1.0, "1"),
        "search time per bench position (above 0, at most 3600)")(
        "search-depth",
        arg_value(&o.search_depth, int_type(), protocol::int_range(0, Searcher::kMaxDepth))
            ->default_value(o.search_depth),
        "depth of the fixed-depth search from each bench position (0: none, at most 64)")(
        "endgame-stacks",
        arg_value(&o.endgame_stacks, int_type(), protocol::int_range(0, kSpaces))
            ->default_value(o.endgame_stacks),
        "endgame solver on random endgames of 6 up to this many stacks that can move (0: none)")(
        "skip-speed", po::bool_switch(&o.skip_speed), "only the strength matches")(
        "strength-random", arg_value(&o.strength_random, int_type())->default_value(0),
        "games of the engine against a random player (0: none; 500 for a check)")(
        "move-time", time(&o.move_time, 0.1, "0.1"), "engine seconds per move against random")(
        "strength-time", arg_value(&o.strength_time, int_type())->default_value(0),
        "games of --strong-time against --weak-time (0: none; 100 for a check)")(
        "strong-time", time(&o.strong_time, 1.0, "1"), "seconds per move of the strong side")(
        "weak-time", time(&o.weak_time, 0.05, "0.05"), "seconds per move of the weak side")(
        "weak-threat", arg_value(&o.weak_threat, eval_weight_type())->default_value(o.weak_threat),
        ("threat weight of the weak side's evaluation (to match evaluation versions; " +
         eval_weight_range() + " as in `boardtalk dvonn --eval`)")
            .c_str())(
        "strong-no-reductions", po::bool_switch(&o.strong_no_reductions),
        "the strong side searches without late move reductions (to match search versions)")(
        "strength-start", protocol::text_value(&o.strength_start)->default_value("placement"),
        "start of the --strength-time games: placement (the official placing phase after random "
        "DVONN pieces and --random-pieces per side) or random (random setups)")(
        "random-pieces",
        arg_value(&o.random_pieces, int_type(), protocol::int_range(0, 10))->default_value(2),
        "coloured pieces per side placed at random before the players place (0..10)")(
        "seed", arg_value(&o.seed, protocol::types::seed())->default_value(1),
        "first setup seed of the matches");
    protocol::add_log_options(desc, o.log);
}

std::optional<StartOptions> start_options(const BenchOptions& o) {
    if (o.strength_start == "placement")
        return StartOptions{StrengthStart::placement, o.random_pieces};
    if (o.strength_start == "random") return StartOptions{StrengthStart::random_setup, 0};
    return std::nullopt;
}

}  // namespace

int dvonn_bench_main(int argc, char** argv) {
    BenchOptions o;
    protocol::po::options_description desc("options");
    add_options(desc, o);
    protocol::po::variables_map vm;
    if (auto code = protocol::parse_options(argc, argv, "usage: boardtalk bench dvonn [OPTIONS]",
                                            desc, {}, vm))
        return *code;
    protocol::configure_logging(o.log);
    const std::optional<StartOptions> start = start_options(o);
    if (!start) {
        std::cerr << "boardtalk bench dvonn: --strength-start must be placement or random\n";
        return 2;
    }
    if (!o.skip_speed) {
        bench_perft(o);
        bench_search(o.search_seconds);
        if (o.search_depth > 0) bench_depth(o.search_depth);
        if (o.endgame_stacks > 0) bench_endgame(o.endgame_stacks);
    }
    if (o.strength_random > 0) {
        std::printf(
            "engine at %.3f s a move against random moves, random setups, colours "
            "alternating\n",
            o.move_time);
        print_tally("engine vs random",
                    match_against_random(o.strength_random, o.move_time, o.seed, std::cerr));
    }
    if (o.strength_time > 0) {
        std::printf(
            "engine at %.3f s against itself at %.3f s a move, colours alternating, from %s\n",
            o.strong_time, o.weak_time,
            start->kind == StrengthStart::placement ? "the placing phase" : "random setups");
        print_tally("strong vs weak",
                    match_times(o.strength_time, o.strong_time, o.weak_time,
                                EvalWeights{.threat = o.weak_threat},
                                SearchTuning{.reductions = !o.strong_no_reductions}, *start, o.seed,
                                std::cerr));
    }
    return 0;
}

}  // namespace boardtalk::dvonn
