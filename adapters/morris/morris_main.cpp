#include "adapters/morris/morris_main.hpp"

#include <spdlog/spdlog.h>

#include <iostream>
#include <optional>
#include <string_view>
#include <vector>

#include "adapters/morris/commands.hpp"
#include "protocol/cli.hpp"
#include "protocol/option_values.hpp"
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
    MorrisState state{Game(*parsed), {}, std::make_unique<Searcher>(o.tt_log2)};
    state.limits.depth = o.deterministic && o.depth == 0 ? 6 : o.depth;
    state.limits.seconds = o.deterministic ? 0.0 : o.move_time;
    if (state.limits.seconds <= 0 && state.limits.depth == 0)
        throw std::runtime_error("--move-time 0 needs --depth");
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
    using protocol::arg_value;
    desc.add_options()(
        "move-time",
        arg_value(&o.move_time, protocol::types::real(), move_time_problem)->default_value(1.0),
        "seconds per engine move, 0..3600 (0: none, needs --depth)")(
        "depth", arg_value(&o.depth, protocol::int_type(), depth_problem)->default_value(0),
        "plies per engine move, 0..126 (0: none)")(
        "deterministic", protocol::po::bool_switch(&o.deterministic),
        "fixed depth (--depth, default 6), no time limit: the same answers every run")(
        "preset", protocol::po::value(&o.preset)->default_value(o.preset), "nine, twelve or six")(
        "rules", protocol::po::value(&o.rules),
        "rule options on top of the preset, e.g. \"flying=off removal-limit=50\"")(
        "tt-log2",
        arg_value(&o.tt_log2, protocol::int_type(), protocol::int_range(10, 28))->default_value(20),
        "transposition table of 2^N entries of 16 bytes, 10..28");
    protocol::add_log_options(desc, o.log);
}

}  // namespace

int morris_main(int argc, char** argv) {
    if (argc >= 2 && std::string_view(argv[1]) == "solve") {
        std::string name = "morris solve";
        std::vector<char*> args(argv + 1, argv + argc);
        args[0] = name.data();
        args.push_back(nullptr);
        return morris_solve_main(argc - 1, args.data());
    }
    MainOptions o;
    protocol::po::options_description desc("options");
    add_options(desc, o);
    protocol::po::variables_map vm;
    if (auto code = protocol::parse_options(
            argc, argv, "usage: boardtalk morris [OPTIONS]   (Nine Men's Morris on stdin/stdout)",
            desc, {}, vm))
        return *code;
    std::optional<MorrisState> state;
    try {
        protocol::configure_logging(o.log);
        state.emplace(make_state(o));
    } catch (const std::exception& e) {
        std::cerr << "boardtalk morris: " << e.what() << "\n";
        return 2;
    }
    protocol::Registry registry;
    register_morris_commands(registry, *state);
    return protocol::serve_stdio(registry);
}

}  // namespace boardtalk::morris
