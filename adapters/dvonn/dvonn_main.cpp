#include "adapters/dvonn/dvonn_main.hpp"

#include <iostream>
#include <optional>

#include "adapters/common/limit_commands.hpp"
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
    adapters::LimitOptions limits;
    std::optional<std::uint64_t> random_setup;
    int tt_log2 = 20;
};

// The session state from the options, or a message saying which option is wrong.
Result<DvonnState> make_state(const MainOptions& o) {
    DvonnState state;
    state.searcher = std::make_unique<Searcher>(o.tt_log2);
    if (auto problem = adapters::apply_limit_options(
            o.limits, kDeterministicDepth,
            {&state.limits.seconds, &state.limits.depth, Searcher::kMaxDepth}))
        return Error{*problem};
    if (o.random_setup) state.game = Game(random_setup(*o.random_setup));
    return state;
}

void add_options(protocol::po::options_description& desc, MainOptions& o) {
    namespace po = protocol::po;
    using protocol::arg_value;
    adapters::add_limit_options(desc, o.limits, Searcher::kMaxDepth, kDeterministicDepth);
    desc.add_options()("random-setup", arg_value<std::uint64_t>(nullptr, seed_type()),
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
