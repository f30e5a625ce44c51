#include "adapters/dvonn/dvonn_main.hpp"

#include <memory>
#include <optional>
#include <stdexcept>

#include "adapters/common/game_server.hpp"
#include "adapters/common/limit_commands.hpp"
#include "adapters/dvonn/arg_types.hpp"
#include "adapters/dvonn/commands.hpp"
#include "engine/dvonn/position_text.hpp"
#include "protocol/option_values.hpp"

namespace boardtalk::dvonn {

namespace {

struct MainOptions {
    adapters::LimitOptions limits;
    std::optional<std::uint64_t> random_setup;
    int tt_log2 = 20;
};

// The session state from the options; throws std::runtime_error saying which option is wrong.
std::unique_ptr<DvonnState> make_state(const MainOptions& o) {
    auto state = std::make_unique<DvonnState>();
    state->searcher = std::make_unique<Searcher>(o.tt_log2);
    if (auto problem = adapters::apply_limit_options(
            o.limits, kDeterministicDepth,
            {&state->limits.seconds, &state->limits.depth, Searcher::kMaxDepth}))
        throw std::runtime_error(*problem);
    if (o.random_setup) state->game = Game(random_setup(*o.random_setup));
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
}

}  // namespace

int dvonn_main(int argc, char** argv) {
    MainOptions o;
    protocol::po::options_description desc("options");
    add_options(desc, o);
    const auto start = [&o](const protocol::po::variables_map& vm) {
        if (vm.count("random-setup")) o.random_setup = vm["random-setup"].as<std::uint64_t>();
        return make_state(o);
    };
    return adapters::serve_game<DvonnState>(
        argc, argv, {"dvonn", "usage: boardtalk dvonn [OPTIONS]   (DVONN on stdin/stdout)"}, desc,
        start, register_dvonn_commands);
}

}  // namespace boardtalk::dvonn
