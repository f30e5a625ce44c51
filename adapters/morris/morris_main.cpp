#include "adapters/morris/morris_main.hpp"

#include <spdlog/spdlog.h>

#include "adapters/morris/commands.hpp"
#include "protocol/cli.hpp"
#include "protocol/session.hpp"

namespace boardtalk::morris {

namespace {

struct MainOptions {
    protocol::LogOptions log;
    double move_time = 1.0;
    int depth = 0;
    bool deterministic = false;
    std::string preset = "nine";
    std::string rules;
    int tt_log2 = 20;
};

// Builds the session state from the options; throws std::runtime_error on bad values.
MorrisState make_state(const MainOptions& o) {
    auto rules = rules_preset(o.preset);
    if (!rules) throw std::runtime_error("unknown preset '" + o.preset + "'");
    auto parsed = parse_rules(o.rules, *rules);
    if (!parsed) throw std::runtime_error("bad --rules: " + parsed.error());
    if (o.tt_log2 < 10 || o.tt_log2 > 28) throw std::runtime_error("--tt-log2 must be 10..28");
    MorrisState state{Game(*parsed), {}, std::make_unique<Searcher>(o.tt_log2)};
    state.limits.depth = o.deterministic && o.depth == 0 ? 6 : o.depth;
    state.limits.seconds = o.deterministic ? 0.0 : o.move_time;
    if (state.limits.seconds <= 0 && state.limits.depth == 0)
        throw std::runtime_error("--move-time 0 needs --depth");
    return state;
}

}  // namespace

int morris_main(int argc, char** argv) {
    MainOptions o;
    protocol::po::options_description desc("options");
    desc.add_options()("move-time", protocol::po::value(&o.move_time)->default_value(1.0),
                       "seconds per engine move (0: none, needs --depth)")(
        "depth", protocol::po::value(&o.depth)->default_value(0),
        "plies per engine move (0: none)")(
        "deterministic", protocol::po::bool_switch(&o.deterministic),
        "fixed depth (--depth, default 6), no time limit: the same answers every run")(
        "preset", protocol::po::value(&o.preset)->default_value(o.preset), "nine, twelve or six")(
        "rules", protocol::po::value(&o.rules),
        "rule options on top of the preset, e.g. \"flying=off removal-limit=50\"")(
        "tt-log2", protocol::po::value(&o.tt_log2)->default_value(20),
        "transposition table of 2^N entries of 16 bytes");
    protocol::add_log_options(desc, o.log);
    protocol::po::variables_map vm;
    if (auto code = protocol::parse_options(
            argc, argv, "usage: boardtalk morris [OPTIONS]   (Nine Men's Morris on stdin/stdout)",
            desc, {}, vm))
        return *code;
    protocol::configure_logging(o.log);
    MorrisState state = make_state(o);
    protocol::Registry registry;
    register_morris_commands(registry, state);
    return protocol::serve_stdio(registry);
}

}  // namespace boardtalk::morris
