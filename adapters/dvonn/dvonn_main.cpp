#include "adapters/dvonn/dvonn_main.hpp"

#include <iostream>

#include "adapters/dvonn/commands.hpp"
#include "engine/dvonn/position_text.hpp"
#include "protocol/cli.hpp"
#include "protocol/session.hpp"

namespace boardtalk::dvonn {

namespace {

struct MainOptions {
    protocol::LogOptions log;
    double move_time = 1.0;
    int depth = 0;
    bool deterministic = false;
    std::int64_t random_setup = -1;
    int tt_log2 = 20;
};

// The session state from the options, or a message saying which option is wrong.
Result<DvonnState> make_state(const MainOptions& o) {
    if (o.tt_log2 < 10 || o.tt_log2 > 28) return Error{"--tt-log2 must be 10..28"};
    if (o.depth < 0 || o.depth > Searcher::kMaxDepth) return Error{"--depth must be 0..64"};
    if (o.move_time < 0) return Error{"--move-time must not be negative"};
    DvonnState state;
    state.searcher = std::make_unique<Searcher>(o.tt_log2);
    state.limits.depth = o.deterministic && o.depth == 0 ? 4 : o.depth;
    state.limits.seconds = o.deterministic ? 0.0 : o.move_time;
    if (state.limits.seconds <= 0 && state.limits.depth == 0)
        return Error{"--move-time 0 needs --depth"};
    if (o.random_setup >= 0)
        state.game = Game(random_setup(static_cast<std::uint64_t>(o.random_setup)));
    return state;
}

}  // namespace

int dvonn_main(int argc, char** argv) {
    MainOptions o;
    namespace po = protocol::po;
    po::options_description desc("options");
    desc.add_options()("move-time", po::value(&o.move_time)->default_value(1.0),
                       "seconds per engine move (0: none, needs --depth)")(
        "depth", po::value(&o.depth)->default_value(0), "plies per engine move (0: none)")(
        "deterministic", po::bool_switch(&o.deterministic),
        "fixed depth (--depth, default 4), no time limit: the same answers every run")(
        "random-setup", po::value(&o.random_setup)->default_value(-1),
        "start from `setup random SEED` instead of the placing phase (-1: placing)")(
        "tt-log2", po::value(&o.tt_log2)->default_value(20),
        "transposition table of 2^N entries of 16 bytes");
    protocol::add_log_options(desc, o.log);
    po::variables_map vm;
    if (auto code = protocol::parse_options(
            argc, argv, "usage: boardtalk dvonn [OPTIONS]   (DVONN on stdin/stdout)", desc, {}, vm))
        return *code;
    protocol::configure_logging(o.log);
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
