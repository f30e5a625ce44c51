#include "adapters/go/go_main.hpp"

#include <iostream>
#include <random>

#include "adapters/go/commands.hpp"
#include "protocol/cli.hpp"
#include "protocol/session.hpp"

namespace boardtalk::go_adapter {

namespace po = boost::program_options;

int go_main(int argc, char** argv) {
    GoOptions options;
    options.player = "mcts";
    double move_time = 1.0;
    protocol::LogOptions log;
    std::uint64_t seed = std::random_device{}();
    po::options_description desc("boardtalk go options");
    desc.add_options()("boardsize", po::value(&options.boardsize)->default_value(19),
                       "initial board size, 2..25")("komi", po::value<double>(),
                                                    "komi (default: the rules' komi)")(
        "rules", po::value(&options.rules)->default_value("chinese"),
        "chinese, japanese, tromp-taylor or simple, optionally followed by settings such as "
        "\"ko=situational suicide=yes scoring=territory komi=6.5\"")(
        "player", po::value(&options.player)->default_value(options.player),
        "mcts (Monte-Carlo tree search) or random (the baseline: random moves that fill no "
        "own eye)")("seed", po::value(&seed), "random seed of the player (default: random)")(
        "move-time", po::value(&move_time)->default_value(move_time),
        "seconds genmove may think when no time settings were given (0..3600)")(
        "threads", po::value(&options.threads)->default_value(options.threads),
        "mcts: search threads sharing one tree (1..64)")(
        "playouts", po::value<std::uint64_t>(),
        "mcts: at most N playouts per move (with one thread and --seed: the same moves every "
        "time); without --move-time the move time then no longer limits")(
        "resign", po::value(&options.resign)->default_value(options.resign, "0.1"),
        "mcts: resign when the best win rate is below this (0: never; never in the opening)");
    protocol::add_log_options(desc, log);
    po::variables_map vm;
    const std::string usage =
        "usage: boardtalk go [OPTIONS]\n"
        "A Go engine speaking GTP v2 on stdin/stdout. genmove uses a Monte-Carlo tree search\n"
        "(UCT with RAVE and priors) by default; --player random selects the baseline player.";
    if (auto done = protocol::parse_options(argc, argv, usage, desc, {}, vm)) return *done;
    if (vm.count("komi")) options.komi = vm["komi"].as<double>();
    if (vm.count("playouts")) {
        options.playouts = vm["playouts"].as<std::uint64_t>();
        // The playout count decides, not the clock (a time system still does).
        if (vm["move-time"].defaulted()) move_time = 3600;
    }
    options.seed = seed;
    std::unique_ptr<GoState> state;
    try {
        protocol::configure_logging(log);
        state = std::make_unique<GoState>(options);
        if (!(move_time >= 0 && move_time <= 3600))
            throw std::invalid_argument("--move-time must be 0..3600 seconds");
        state->time_policy.default_move_time = move_time;
    } catch (const std::exception& e) {
        std::cerr << "boardtalk go: " << e.what() << '\n';
        return 2;
    }
    protocol::Registry registry;
    protocol::register_admin_commands(registry, {"boardtalk", BOARDTALK_VERSION});
    register_go_commands(registry, *state);
    return protocol::serve_stdio(registry);
}

}  // namespace boardtalk::go_adapter
