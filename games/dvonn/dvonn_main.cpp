#include "games/dvonn/dvonn_main.hpp"

#include <fmt/format.h>

#include <iostream>
#include <memory>
#include <optional>
#include <stdexcept>

#include "engine/dvonn/position_text.hpp"
#include "games/common/game_server.hpp"
#include "games/common/knob_options.hpp"
#include "games/common/limit_commands.hpp"
#include "games/dvonn/arg_types.hpp"
#include "games/dvonn/codecup_session.hpp"
#include "games/dvonn/commands.hpp"
#include "protocol/option_values.hpp"
#include "protocol/weights_type.hpp"

namespace boardtalk::dvonn {

namespace {

struct MainOptions {
    adapters::LimitOptions limits;
    std::optional<std::uint64_t> random_setup;
    int tt_log2 = kTtLog2Knob.default_value;
    std::string protocol = "gtp";  // or "codecup"
    std::optional<double> game_time;
    double placement_units = kPlacementUnits;  // --placement-units
    bool move_time_given = false;
    std::string eval_text;                  // --eval, checked by weights_text_check
    std::string placement_text = "search";  // --placement, checked by placement_problem
    SearchTuning tuning;
};

// Without --game-time or --move-time a CodeCup game gets this budget: the 2011 entries played
// whole games in a few seconds each.
constexpr double kCodecupGameTime = 5.0;

// The session state from the options; throws std::runtime_error saying which option is wrong.
std::unique_ptr<DvonnState> make_state(const MainOptions& o) {
    auto state = std::make_unique<DvonnState>();
    const EvalWeights weights =
        o.eval_text.empty() ? EvalWeights{} : *eval_weights_type().parse(o.eval_text);
    SearchTuning tuning = o.tuning;
    tuning.placement = *placement_method_type().parse(o.placement_text);
    state->searcher = std::make_unique<Searcher>(o.tt_log2, weights, tuning);
    if (auto problem = adapters::apply_limit_options(
            o.limits, kDeterministicDepth,
            {&state->limits.seconds, &state->limits.depth, kDepthKnob.max}))
        throw std::runtime_error(*problem);
    if (o.random_setup) state->game = Game(random_setup(*o.random_setup));
    if (o.protocol == "codecup" && o.random_setup)
        throw std::runtime_error(
            "--protocol codecup plays from the empty board: no --random-setup");
    if (o.game_time && o.limits.deterministic)
        throw std::runtime_error("--game-time and --deterministic exclude each other");
    if (o.game_time) state->game_time = GameBudget{*o.game_time, 0.0, o.placement_units};
    if (o.protocol == "codecup" && !o.game_time && !o.move_time_given && !o.limits.deterministic)
        state->game_time = GameBudget{kCodecupGameTime, 0.0, o.placement_units};
    state->move_time_caps = o.move_time_given;
    return state;
}

// --placement's value is read by placement_method_type (kept as text for the same reason).
std::optional<std::string> placement_problem(const std::string& text, const std::string&) {
    if (placement_method_type().parse(text)) return std::nullopt;
    return protocol::invalid_text(placement_method_type().name, text,
                                  "must be mc, finish or search");
}

void add_options(protocol::po::options_description& desc, MainOptions& o) {
    namespace po = protocol::po;
    using protocol::arg_value;
    adapters::add_limit_options(desc, o.limits, kDepthKnob, kDeterministicDepth);
    desc.add_options()("random-setup", arg_value<std::uint64_t>(nullptr, seed_type()),
                       "start from `setup random SEED` instead of the placing phase");
    adapters::add_knob_option(desc, kTtLog2Knob, &o.tt_log2);
    desc.add_options()(
        "protocol",
        arg_value(&o.protocol, protocol::types::string(),
                  protocol::check_that<std::string>(
                      [](const std::string& p) { return p == "gtp" || p == "codecup"; },
                      "must be gtp or codecup"))
            ->default_value("gtp"),
        "gtp (the line protocol) or codecup (one CodeCup 2011 game: Start, moves like E3 and A1B2, "
        "Quit)")(
        "game-time",
        arg_value<double>(nullptr, protocol::types::real(), protocol::positive_seconds(86400)),
        "seconds for the engine's whole game (its own thinking since clear_board), each "
        "move a share by phase and stacks left; --move-time, if given, caps a move; "
        "codecup without either: 5")(
        "eval",
        arg_value(&o.eval_text, protocol::types::string(),
                  protocol::weights_text_check(kEvalWeightNames, kMaxEvalWeight)),
        ("evaluation weights NAME=N,... (" + eval_weight_range() +
         " each, in tenths of a piece; the others keep their defaults: " +
         format_eval_weights(EvalWeights{}) + ")")
            .c_str());
    adapters::add_knob_option(desc, kEndgameStacksKnob, &o.tuning.endgame_stacks);
    const std::string units_range = fmt::format("above 0, at most {}", kMaxPlacementUnits);
    desc.add_options()(
        "placement-units",
        arg_value(
            &o.placement_units, protocol::types::real(),
            protocol::check_that<double>([](double u) { return u > 0 && u <= kMaxPlacementUnits; },
                                         "must be " + units_range))
            ->default_value(o.placement_units, fmt::format("{}", kPlacementUnits)),
        ("with --game-time, what a placement counts in moves when the budget is shared out (" +
         units_range + ")")
            .c_str())(
        "deepen-share",
        arg_value(&o.tuning.deepen_share, protocol::types::real(),
                  protocol::check_that<double>([](double f) { return f > 0 && f <= 1; },
                                               "must be above 0, at most 1"))
            ->default_value(o.tuning.deepen_share, "0.5"),
        "with a time limit, start another iteration only before this share of the move's time "
        "(above 0, at most 1)")(
        "placement",
        arg_value(&o.placement_text, protocol::types::string(), placement_problem)
            ->default_value(o.placement_text),
        "how to place: mc (Monte-Carlo, the heuristic as prior), finish (finish each candidate "
        "space with a fixed player many times, keep the best mean result) or search (alpha-beta "
        "over placements with a static placing evaluation)");
}

}  // namespace

int dvonn_main(int argc, char** argv) {
    MainOptions o;
    protocol::po::options_description desc("options");
    add_options(desc, o);
    const auto start = [&o](const protocol::po::variables_map& vm) {
        if (vm.count("random-setup")) o.random_setup = vm["random-setup"].as<std::uint64_t>();
        if (vm.count("game-time")) o.game_time = vm["game-time"].as<double>();
        o.move_time_given = !vm["move-time"].defaulted();
        return make_state(o);
    };
    const auto serve = [&o](DvonnState& state) -> std::optional<int> {
        if (o.protocol != "codecup") return std::nullopt;
        return serve_codecup(state, std::cin, std::cout);
    };
    return adapters::serve_game<DvonnState>(
        argc, argv, {"dvonn", "usage: boardtalk dvonn [OPTIONS]   (DVONN on stdin/stdout)"}, desc,
        start, register_dvonn_commands, serve);
}

}  // namespace boardtalk::dvonn
