#include "games/morris/morris_main.hpp"

#include <memory>
#include <stdexcept>

#include <spdlog/spdlog.h>

#include "games/common/cli.hpp"
#include "games/common/game_server.hpp"
#include "games/common/knob_options.hpp"
#include "games/common/limit_commands.hpp"
#include "games/morris/commands.hpp"
#include "protocol/errors.hpp"
#include "protocol/option_values.hpp"
#include "protocol/weights_type.hpp"

namespace boardtalk::morris {

namespace {

struct MainOptions {
    adapters::LimitOptions limits;
    std::string preset = "nine";
    std::string rules;
    int tt_log2 = kTtLog2Knob.default_value;
    std::string eval_text;  // --eval, checked by weights_text_check
    std::string databases;
};

// Builds the session state from the options; throws std::runtime_error on bad values.
std::unique_ptr<MorrisState> make_state(const MainOptions& o) {
    auto rules = rules_preset(o.preset);
    if (!rules) throw std::runtime_error("--preset: unknown preset '" + o.preset + "'");
    auto parsed = parse_rules(o.rules, *rules);
    if (!parsed) throw std::runtime_error("bad --rules: " + parsed.error());
    const EvalWeights weights =
        o.eval_text.empty()
            ? EvalWeights{}
            : *protocol::weights_type(kEvalWeightNames, kMaxEvalWeight).parse(o.eval_text);
    auto state = std::make_unique<MorrisState>(
        MorrisState{Game(*parsed), {}, std::make_unique<Searcher>(o.tt_log2, weights), nullptr});
    if (auto problem = adapters::apply_limit_options(
            o.limits, kDeterministicDepth,
            {&state->limits.seconds, &state->limits.depth, kDepthKnob.max}))
        throw std::runtime_error(*problem);
    if (!o.databases.empty()) {
        try {
            spdlog::info("databases: {}", use_databases(*state, o.databases));
        } catch (const protocol::CommandError& e) {
            throw std::runtime_error(e.what());
        }
    }
    return state;
}

void add_options(protocol::po::options_description& desc, MainOptions& o) {
    adapters::add_limit_options(desc, o.limits, kDepthKnob, kDeterministicDepth);
    desc.add_options()("preset", protocol::text_value(&o.preset)->default_value(o.preset),
                       "nine, twelve or six")(
        "rules", protocol::text_value(&o.rules),
        "rule options on top of the preset, e.g. \"flying=off removal-limit=50\"");
    adapters::add_knob_option(desc, kTtLog2Knob, &o.tt_log2);
    desc.add_options()(
        "eval",
        protocol::arg_value(&o.eval_text, protocol::types::string(),
                            protocol::weights_text_check(kEvalWeightNames, kMaxEvalWeight)),
        ("evaluation weights NAME=N,... (" + protocol::weight_range(kMaxEvalWeight) +
         " each, in 1/100 man; the others keep their defaults: " +
         protocol::format_weights(EvalWeights{}, kEvalWeightNames) + ")")
            .c_str())(
        "databases", protocol::text_value(&o.databases),
        "endgame databases from `boardtalk morris solve` (as the databases command: loaded and "
        "checked at start; a damaged file is left out with a warning)");
}

}  // namespace

int morris_main(int argc, char** argv) {
    if (auto code = protocol::run_game_tool(argc, argv, "solve", morris_solve_main)) return *code;
    MainOptions o;
    protocol::po::options_description desc("options");
    add_options(desc, o);
    return adapters::serve_game<MorrisState>(
        argc, argv,
        {"morris", "usage: boardtalk morris [OPTIONS]   (Nine Men's Morris on stdin/stdout)"}, desc,
        [&o](const auto&) { return make_state(o); }, register_morris_commands);
}

}  // namespace boardtalk::morris
