#include "adapters/dvonn/dvonn_main.hpp"

#include <iostream>
#include <optional>

#include "adapters/dvonn/arg_types.hpp"
#include "adapters/dvonn/commands.hpp"
#include "engine/dvonn/position_text.hpp"
#include "protocol/cli.hpp"
#include "protocol/option_values.hpp"
#include "protocol/session.hpp"

namespace boardtalk::dvonn {

namespace {

struct MainOptions {
    protocol::LogOptions log;
    double move_time = 1.0;
    int depth = 0;
    bool deterministic = false;
    std::optional<std::uint64_t> random_setup;
    int tt_log2 = 20;
};

// The session state from the options, or a message saying which option is wrong.
Result<DvonnState> make_state(const MainOptions& o) {
    DvonnState state;
    state.searcher = std::make_unique<Searcher>(o.tt_log2);
    state.limits.depth = o.deterministic && o.depth == 0 ? 4 : o.depth;
    state.limits.seconds = o.deterministic ? 0.0 : o.move_time;
    if (state.limits.seconds <= 0 && state.limits.depth == 0)
        return Error{"--move-time 0 needs --depth"};
    if (o.random_setup) state.game = Game(random_setup(*o.random_setup));
    return state;
}

// --move-time and --depth: the ranges of the time_limit and depth_limit commands.
std::optional<std::string> move_time_problem(const double& seconds, const std::string&) {
    return time_limit_problem(seconds);
}
std::optional<std::string> depth_problem(const int& plies, const std::string&) {
    return depth_limit_problem(static_cast<std::uint32_t>(plies));
}

void add_options(protocol::po::options_description& desc, MainOptions& o) {
    namespace po = protocol::po;
    using protocol::arg_value;
    desc.add_options()(
        "move-time",
        arg_value(&o.move_time, protocol::types::real(), move_time_problem)->default_value(1.0),
        "seconds per engine move, 0..3600 (0: none, needs --depth)")(
        "depth", arg_value(&o.depth, protocol::int_type(), depth_problem)->default_value(0),
        "plies per engine move, 0..64 (0: none)")(
        "deterministic", po::bool_switch(&o.deterministic),
        "fixed depth (--depth, default 4), no time limit: the same answers every run")(
        "random-setup", arg_value<std::uint64_t>(nullptr, seed_type()),
        "start from `setup random SEED` instead of the placing phase")(
        "tt-log2",
        arg_value(&o.tt_log2, protocol::int_type(), protocol::int_range(10, 28))->default_value(20),
        "transposition table of 2^N entries of 16 bytes, 10..28");
    protocol::add_log_options(desc, o.log);
}

}  // namespace

int dvonn_main(int argc, char** argv) {
    MainOptions o;
    namespace po = protocol::po;
    po::options_description desc("options");
    add_options(desc, o);
    po::variables_map vm;
    if (auto code = protocol::parse_options(
            argc, argv, "usage: boardtalk dvonn [OPTIONS]   (DVONN on stdin/stdout)", desc, {}, vm))
        return *code;
    if (vm.count("random-setup")) o.random_setup = vm["random-setup"].as<std::uint64_t>();
    try {
        protocol::configure_logging(o.log);
    } catch (const std::exception& e) {
        std::cerr << "boardtalk dvonn: " << e.what() << "\n";
        return 2;
    }
    auto state = make_state(o);
    if (!state) {
        std::cerr << "boardtalk dvonn: " << state.error() << "\n";
        return 2;
    }
    protocol::Registry registry;
    register_dvonn_commands(registry, *state);
    return protocol::serve_stdio(registry);
}

}  // namespace boardtalk::dvonn
