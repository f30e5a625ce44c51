#include "games/go/go_main.hpp"

#include <fmt/format.h>

#include <memory>
#include <random>

#include "engine/go/search_params.hpp"
#include "games/common/cli.hpp"
#include "games/common/game_server.hpp"
#include "games/go/commands.hpp"
#include "games/go/go_types.hpp"
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

void add_options(po::options_description& desc, GoOptions& options, double& move_time,
                 std::uint64_t& seed) {
    namespace types = protocol::types;
    using protocol::arg_value;
    desc.add_options()("boardsize",
                       arg_value(&options.boardsize, protocol::int_type(),
                                 protocol::check_that<int>(
                                     [](const int& n) { return board_size_fits(std::uint32_t(n)); },
                                     "unacceptable size (2..25)"))
                           ->default_value(19),
                       "initial board size, 2..25")(
        "komi", arg_value<double>(nullptr, types::real(), komi_problem),
        "komi, -1000..1000 (default: the rules' komi)")(
        "rules",
        arg_value(&options.rules, types::string(), rules_problem)->default_value("chinese"),
        "chinese, japanese, tromp-taylor, simple, aga or new-zealand, optionally followed by "
        "settings such as \"ko=situational suicide=yes scoring=territory komi=6.5\"")(
        "player", po::value(&options.player)->default_value(options.player),
        "mcts (Monte-Carlo tree search) or random (the baseline: random moves that fill no "
        "own eye)")("seed", arg_value(&seed, types::seed()),
                    "random seed of the player, 0..2^64-1 (default: random)")(
        "move-time",
        arg_value(&move_time, types::real(), protocol::seconds_range(0, 3600))
            ->default_value(move_time, "1"),
        "seconds genmove may think when no time settings were given (0..3600)")(
        "threads",
        arg_value(&options.threads, protocol::int_type(), protocol::int_range(1, go::max_threads))
            ->default_value(options.threads),
        "mcts: search threads sharing one tree (1..64)")(
        "playouts",
        arg_value<std::uint32_t>(
            nullptr, types::integer(),
            protocol::check_that<std::uint32_t>([](const std::uint32_t& n) { return n >= 1; },
                                                "must be 1..2^31-1")),
        "mcts: at most N playouts per move, 1..2^31-1 (with one thread and --seed: the same "
        "moves every time); without --move-time the move time then no longer limits")(
        "resign",
        arg_value(&options.resign, types::real(),
                  protocol::check_that<double>([](const double& v) { return v >= 0 && v < 1; },
                                               "must be at least 0 and below 1"))
            ->default_value(options.resign, "0.1"),
        "mcts: resign when the best win rate is below this (0: never; never in the opening)");
}

// The search's constants and prior knowledge (`boardtalk tune` reaches them), and pondering.
void add_search_options(po::options_description& desc, GoOptions& options) {
    namespace types = protocol::types;
    using protocol::arg_value;
    desc.add_options()(
        "rave-equiv",
        arg_value(&options.rave_equiv, types::real(),
                  protocol::check_that<double>([](const double& v) { return v > 0 && v <= 1e9; },
                                               "must be above 0 and at most 1e9"))
            ->default_value(options.rave_equiv),
        "mcts: playouts at which RAVE (all-moves-as-first) and real win rates weigh equally "
        "in a move's value; smaller trusts RAVE less (for `boardtalk tune`)")(
        "ucb-c",
        arg_value(&options.ucb_c, types::real(), protocol::real_range(0, 100))
            ->default_value(options.ucb_c),
        "mcts: UCB1 exploration weight added to a move's value, 0..100 (0: none; for "
        "`boardtalk tune`)")(
        "handicap-komi",
        arg_value(&options.handicap_komi, types::real(), protocol::real_range(0, 100))
            ->default_value(options.handicap_komi),
        "mcts: in handicap games the search counts White this many more points per handicap "
        "stone, falling linearly to none once half the board's points were played (dynamic "
        "komi, as Pachi's; 0: off, the default)")(
        "score-weight",
        arg_value(&options.score_weight, types::real(), protocol::real_range(0, 0.5))
            ->default_value(options.score_weight),
        "mcts: the share of a playout's value that its score margin decides, the rest being "
        "won or lost (as Pachi's val_scale; 0: none, the default)")(
        "score-points",
        arg_value(&options.score_points, types::real(), protocol::real_range(1, 1000))
            ->default_value(options.score_points),
        "mcts: with --score-weight, the margin in points that counts fully (larger counts as "
        "much)")(
        "priors",
        arg_value(&options.priors, types::string(),
                  [](const std::string& text, const std::string&) -> std::optional<std::string> {
                      const auto priors = prior_list_type().parse(text);
                      if (priors) return std::nullopt;
                      return priors.error();
                  }),
        ("mcts: prior weights over the defaults, name=value[,name=value...] (virtual "
         "playouts, 0..1000; names: " +
         std::string(go::prior_names()) + "; for `boardtalk tune`)")
            .c_str())(
        "ratings", po::value<std::string>()->default_value("builtin"),
        "mcts: move ratings, `builtin` (learnt from this project's 9x9 games), `none`, or a "
        "file of `boardtalk go learn`: each new move in the tree gets the virtual playouts of "
        "the prior weight `ratings` (default 11), won in proportion to its rating against the "
        "best move's")(
        "ponder", po::bool_switch(&options.ponder),
        "mcts: after genmove, think on the opponent's time until the next command arrives "
        "(the next genmove reuses the tree; default: off)");
}

// How often the heavy playouts try each step of their policy.
void add_playout_options(po::options_description& desc, GoOptions& options) {
    // A percentage of the time (0..100) with its default shown.
    const auto percent = [](int* store) {
        return protocol::arg_value(store, protocol::int_type(), protocol::int_range(0, 100))
            ->default_value(*store);
    };
    desc.add_options()(
        "playout-capture", percent(&options.playout_capture),
        "mcts: percent of the playout moves that first try to capture a chain next to the last "
        "move that is in atari")(
        "playout-escape", percent(&options.playout_escape),
        "mcts: percent of the playout moves that then try to save an own chain the last move "
        "put in atari")(
        "playout-pattern", percent(&options.playout_pattern),
        "mcts: percent of the playout moves that try a MoGo 3x3 pattern around the last move "
        "(after the other steps)")(
        "playout-self-atari", percent(&options.playout_self_atari),
        "mcts: percent of the random playout moves that are refused when they put a chain of "
        "one or two stones in atari (larger ones always are)")(
        "playout-fillboard",
        arg_value(&options.playout_fillboard, protocol::int_type(), protocol::int_range(0, 100))
            ->default_value(options.playout_fillboard),
        "mcts: when no playout step chose a move, tries (0..100) at a random empty point whose 8 "
        "neighbours are empty before the random move (fill the board; 0: off)")(
        "playout-reply", percent(&options.playout_reply),
        "mcts: percent of the playout moves that try the last good reply to the last move "
        "(LGRF: replies that won playouts, forgotten when they lose; 0: off)")(
        "playout-two-lib", percent(&options.playout_two_lib),
        "mcts: percent of the playout moves that try to capture the last move's chain when it "
        "has two liberties, or to give an own chain next to it three (0: off)")(
        "playout-nakade", percent(&options.playout_nakade),
        "mcts: percent of the playout moves that try the vital point of an eye space the last "
        "move walled in (0: off)");
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
    add_playout_options(desc, options);
    const auto start = [&](const po::variables_map& vm) {
        if (vm.count("komi")) options.komi = vm["komi"].as<double>();
        if (vm.count("playouts")) {
            options.playouts = vm["playouts"].as<std::uint32_t>();
            // The playout count decides, not the clock (a time system still does).
            if (vm["move-time"].defaulted()) move_time = 3600;
        }
        options.seed = seed;
        options.ratings = read_ratings("ratings", vm["ratings"].as<std::string>());
        auto state = std::make_unique<GoState>(options);
        state->time_policy.default_move_time = move_time;
        return state;
    };
    return adapters::serve_game<GoState>(
        argc, argv,
        {"go",
         "usage: boardtalk go [OPTIONS]\n"
         "A Go engine speaking GTP v2 on stdin/stdout. genmove uses a Monte-Carlo tree search\n"
         "(UCT with RAVE and priors) by default; --player random selects the baseline player."},
        desc, start, register_go_commands);
}

}  // namespace boardtalk::go_adapter
