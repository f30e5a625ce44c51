#include "games/go/go_main.hpp"

#include <fmt/format.h>

#include <memory>
#include <random>

#include "engine/go/policy_planes.hpp"
#include "engine/go/search_knobs.hpp"
#include "games/common/cli.hpp"
#include "games/common/game_server.hpp"
#include "games/go/commands.hpp"
#include "games/go/go_types.hpp"
#include "games/go/policy_file.hpp"
#include "games/go/ratings_file.hpp"
#include "protocol/option_values.hpp"

namespace boardtalk::go_adapter {

namespace po = boost::program_options;

namespace {

// --rules: the rules text as kata-set-rules reads it, and a komi= in it within the komi range.
std::optional<std::string> rules_problem(const std::string& text, const std::string&) {
    const auto rules = go::Rules::parse(text);
    if (!rules) return "unknown rules '" + text + "'";
    // The komi as typed: the word after the last "komi=" (when there is none, the preset's).
    std::string typed = fmt::format("{}", rules->komi);
    if (const auto at = text.rfind("komi="); at != std::string::npos)
        typed = text.substr(at + 5, text.find_first_of(" \t", at) - (at + 5));
    return komi_problem(rules->komi, typed);
}

// --priors: prior weights as the priors command reads them ('' is none over the defaults).
std::optional<std::string> priors_problem(const std::string& text, const std::string&) {
    if (const auto priors = prior_list_type().parse(text); !priors) return priors.error();
    return std::nullopt;
}

// --player: one of the players player_from makes.
std::optional<std::string> player_problem(const std::string& name, const std::string&) {
    if (name == "mcts" || name == "random") return std::nullopt;
    return "unknown player '" + name + "' (mcts or random)";
}

void add_options(po::options_description& desc, GoOptions& options, double& move_time,
                 std::uint64_t& seed) {
    namespace types = protocol::types;
    using protocol::arg_value;
    const std::string sizes = board_size_range();
    const std::string komis = std::to_string(static_cast<int>(max_komi));
    desc.add_options()("boardsize",
                       arg_value(&options.boardsize, protocol::int_type(),
                                 protocol::check_that<int>(
                                     [](const int& n) { return board_size_fits(std::uint32_t(n)); },
                                     "unacceptable size (" + sizes + ")"))
                           ->default_value(options.boardsize),
                       ("initial board size, " + sizes).c_str())(
        "komi", arg_value<double>(nullptr, types::real(), komi_problem),
        ("komi, -" + komis + ".." + komis + " (default: the rules' komi)").c_str())(
        "rules",
        arg_value(&options.rules, types::string(), rules_problem)->default_value("chinese"),
        "chinese, japanese, tromp-taylor, simple, aga or new-zealand, optionally followed by "
        "settings such as \"ko=situational suicide=yes scoring=territory komi=6.5\"")(
        "player",
        arg_value(&options.player, types::string(), player_problem)->default_value(options.player),
        "mcts (Monte-Carlo tree search) or random (the baseline: random moves that fill no "
        "own eye)")("seed", arg_value(&seed, types::seed()),
                    "random seed of the player, 0..2^64-1 (default: random)")(
        "move-time",
        arg_value(&move_time, types::real(), protocol::seconds_range(0, 3600))
            ->default_value(move_time, "1"),
        "seconds genmove may think when no time settings were given (0..3600)")(
        "threads",
        arg_value(&options.search.threads, protocol::int_type(),
                  protocol::int_range(1, go::max_threads))
            ->default_value(options.search.threads),
        "mcts: search threads sharing one tree (1..64)")(
        "playouts",
        arg_value<std::uint32_t>(
            nullptr, types::integer(),
            protocol::check_that<std::uint32_t>([](const std::uint32_t& n) { return n >= 1; },
                                                "must be 1..2^31-1")),
        "mcts: at most N playouts per move, 1..2^31-1 (with one thread and --seed: the same "
        "moves every time); without --move-time the move time then no longer limits")(
        "resign",
        arg_value(&options.search.resign_threshold, types::real(),
                  protocol::check_that<double>([](const double& v) { return v >= 0 && v < 1; },
                                               "must be at least 0 and below 1"))
            ->default_value(options.search.resign_threshold, "0.1"),
        "mcts: resign when the best win rate is below this (0: never; never in the opening)");
}

// The knobs of search_knobs.hpp, each an option with the table's range, default and help.
void add_knob_options(po::options_description& desc) {
    const go::SearchParams defaults;
    for (const go::SearchKnob& knob : go::search_knobs()) {
        const std::string help = "mcts: " + std::string(knob.help);
        const auto check = [&knob](const double& v, const std::string&) {
            auto problem = knob.range_problem(v);
            return problem.empty() ? std::nullopt : std::optional<std::string>(problem);
        };
        if (knob.integer())
            desc.add_options()(
                std::string(knob.name).c_str(),
                protocol::arg_value<int>(nullptr, protocol::int_type(),
                                         protocol::int_range(int(knob.min), int(knob.max)))
                    ->default_value(int(knob.get(defaults))),
                help.c_str());
        else
            desc.add_options()(std::string(knob.name).c_str(),
                               protocol::arg_value<double>(nullptr, protocol::types::real(), check)
                                   ->default_value(knob.get(defaults)),
                               help.c_str());
    }
}

// The knobs' values from the command line into `params`.
void read_knobs(const po::variables_map& vm, go::SearchParams& params) {
    for (const go::SearchKnob& knob : go::search_knobs()) {
        const std::string name(knob.name);
        knob.set(params, knob.integer() ? vm[name].as<int>() : vm[name].as<double>());
    }
}

// The search's constants and prior knowledge (`boardtalk tune` reaches them), and pondering.
void add_search_options(po::options_description& desc, GoOptions& options) {
    namespace types = protocol::types;
    using protocol::arg_value;
    add_knob_options(desc);
    desc.add_options()(
        "priors", arg_value<std::string>(nullptr, types::string(), priors_problem),
        ("mcts: prior weights over the defaults, name=value[,name=value...] (virtual "
         "playouts, 0..1000; names: " +
         std::string(go::prior_names()) + "; for `boardtalk tune`)")
            .c_str())(
        "ratings", po::value<std::string>()->default_value("builtin"),
        fmt::format("mcts: move ratings, `builtin` (learnt from this project's 9x9 games), "
                    "`none`, or a file of `boardtalk go learn`: each new move in the tree gets "
                    "the virtual playouts of the prior weight `ratings` (default {}), won in "
                    "proportion to its rating against the best move's",
                    go::PriorParams{}.ratings)
            .c_str())(
        "policy", po::value<std::string>()->default_value("builtin"),
        fmt::format("mcts: a policy network, `builtin` (learnt from this project's 9x9 games), "
                    "a file of conformance/go/policy/train.sh, or `none`: the children of a node "
                    "with --policy-visits playouts get the virtual playouts of the prior weight "
                    "`policy` (default {}), won in proportion to the network's probability of "
                    "their move against the likeliest's",
                    go::PriorParams{}.policy)
            .c_str())(
        "ponder", po::bool_switch(&options.ponder),
        "mcts: after genmove, think on the opponent's time until the next command arrives "
        "(the next genmove reuses the tree; default: off)")(
        "record-visits", protocol::text_value(&options.record_visits),
        "mcts: after each search of genmove, append the position and the search's playouts "
        "per move to this file, training examples for conformance/go/policy/train.py (made "
        "with the first line \"boardtalk go visits 1\"; one file per engine process)");
}

}  // namespace

int go_main(int argc, char** argv) {
    if (auto code = protocol::run_game_tool(argc, argv, "learn", go_learn_main)) return *code;
    GoOptions options;
    options.player = "mcts";
    double move_time = 1.0;
    std::uint64_t seed = std::random_device{}();
    po::options_description desc("boardtalk go options");
    add_options(desc, options, move_time, seed);
    add_search_options(desc, options);
    const auto start = [&](const po::variables_map& vm) {
        if (vm.count("komi")) options.komi = vm["komi"].as<double>();
        if (vm.count("playouts")) {
            options.playouts = vm["playouts"].as<std::uint32_t>();
            // The playout count decides, not the clock (a time system still does).
            if (vm["move-time"].defaulted()) move_time = 3600;
        }
        options.seed = seed;
        read_knobs(vm, options.search);
        if (vm.count("priors")) {
            const auto priors = prior_list_type().parse(vm["priors"].as<std::string>());
            if (!priors) throw std::invalid_argument(priors.error());
            options.search.priors = *priors;
        }
        options.search.ratings = read_ratings("ratings", vm["ratings"].as<std::string>());
        if (const auto& policy = vm["policy"].as<std::string>(); policy != "none") {
            options.search.policy_network = read_policy_network("policy", policy);
            if (options.search.policy_network->planes() != go::policy_plane_count)
                throw std::invalid_argument(fmt::format(
                    "--policy: {}: the network reads {} planes, the engine gives {}", policy,
                    options.search.policy_network->planes(), go::policy_plane_count));
        }
        auto state = std::make_unique<GoState>(options);
        state->time_policy.default_move_time = move_time;
        return state;
    };
    return adapters::serve_game<GoState>(
        argc, argv,
        {"go",
         "usage: boardtalk go [OPTIONS]\n"
         "A Go engine speaking GTP v2 on stdin/stdout. genmove uses a Monte-Carlo tree search\n"
         "(UCT with RAVE and priors) by default; --player random selects the baseline player.",
         "GTP v2"},
        desc, start, register_go_commands);
}

}  // namespace boardtalk::go_adapter
