#include "tools/tune/tune_options.hpp"

#include <algorithm>
#include <array>
#include <iostream>
#include <string_view>
#include <vector>

#include "games/table/game_table.hpp"
#include "protocol/option_values.hpp"

namespace boardtalk::tune {

namespace {

namespace po = boost::program_options;

// Options read by match's parser: name and help text (for tune's --help only). --game's help
// comes from the game table.
constexpr std::array<std::pair<const char*, const char*>, 14> kGameOptions{{
    {"game", ""},
    {"boardsize", "Go: board size (as match's --boardsize)"},
    {"komi", "Go: komi (as match's --komi; default 7.5)"},
    {"rules", "Go: referee's rules, a preset or settings (chinese)"},
    {"handicap", "Go: fixed handicap stones (0 or 2..9)"},
    {"time-settings", "Go: \"M B S\" sent as time_settings"},
    {"dvonn-setup", "DVONN: random (a pair shares its setup) or placement"},
    {"move-time", "seconds per move an engine may take (default 60)"},
    {"tc", "both engines' clock, kept by the runner as match's --tc: BASE+INC or M/B/S"},
    {"timeout-margin", "seconds beyond --move-time before a timeout (default 1 + 50%)"},
    {"setup-timeout", "seconds an engine may take to start, its setup commands (default 10)"},
    {"max-moves", "stop a game after M moves, scored as is (0: none)"},
    {"draw-after", "Morris: adjudicate a draw after N plies without a removal, 1..1000"},
    {"openings", "file of openings, one a line; pair k plays opening k-1 mod count"},
}};

const char* const kUsage =
    "usage: boardtalk tune --game GAME --engine CMD --param NAME=START:MIN:MAX:STEP [...]\n"
    "                      --iterations N --out DIR [--resume] [OPTIONS]\n"
    "Tunes engine options by SPSA as Stockfish's fishtest does. {NAME} in CMD becomes the\n"
    "parameter's value ({seed} the game's seed). Each iteration k = 1..N draws +1 or -1 per\n"
    "parameter (from --seed and k), plays theta+ = theta + c_k * flip against\n"
    "theta- = theta - c_k * flip in a pair of games (same seed and opening, colours swapped)\n"
    "and moves theta by a_k / c_k * (wins of theta+ - wins of theta-) * flip, within MIN..MAX:\n"
    "  c_k = STEP * (N / k)^0.101                 (STEP at the last iteration)\n"
    "  a_k = r_end * STEP^2 * ((A + N) / (A + k))^0.602,   A = N / 10\n"
    "alpha 0.602 and gamma 0.101 are Spall's and fishtest's; r_end = a_N / c_N^2 is the\n"
    "learning rate of fishtest's r = a / c^2 convention (a step is about r * STEP per won\n"
    "game). A parameter whose START, MIN, MAX and STEP are integers gets integer values.\n"
    "Progress on stderr after every pair; DIR/tune.jsonl holds every iteration, DIR/tune.json\n"
    "the settings; --resume goes on exactly where an interrupted run stopped. At the end the\n"
    "tuned values are printed on stdout, NAME=VALUE a line, then the engine command with\n"
    "them. Exit code 0 when every iteration was played, 1 when the run could not go on (what\n"
    "was recorded stays: --resume continues), 2 for bad input (nothing written).";

struct RawOptions {
    std::string engine, out;
    std::vector<std::string> params;
    int iterations = 0, jobs = 1;
    double r_end = 0.02;
    std::uint64_t seed = 1;
    bool resume = false;
};

po::options_description describe(RawOptions& o) {
    using protocol::arg_value;
    po::options_description d("boardtalk tune options");
    d.add_options()("engine", protocol::text_value(&o.engine),
                    "the engine's command line, {NAME} where each parameter goes")(
        "param", po::value(&o.params),
        "NAME=START:MIN:MAX:STEP, once per parameter; NAME: 1..32 of A-Z a-z 0-9 _; MIN < MAX, "
        "START in MIN..MAX, STEP > 0 (the perturbation at the last iteration, fishtest's c_end)")(
        "iterations",
        arg_value(&o.iterations, protocol::int_type(), protocol::int_range(1, 1000000)),
        "N, game pairs to play, 1..1000000")(
        "r-end",
        arg_value(&o.r_end, protocol::types::real(),
                  protocol::check_that<double>([](const double& r) { return r > 0 && r <= 10; },
                                               "must be above 0 and at most 10")),
        "learning rate r = a / c^2 at the last iteration (default 0.02; fishtest's 0.002 is for "
        "runs of tens of thousands of pairs)")("out", protocol::text_value(&o.out),
                                               "results directory (required)")(
        "resume", po::bool_switch(&o.resume), "go on with the iterations in DIR/tune.jsonl")(
        "jobs", arg_value(&o.jobs, protocol::int_type(), protocol::int_range(1, 2)),
        "1, or 2: the two games of a pair at once (pairs are played in order: each one's values "
        "depend on the result before)")(
        "seed", arg_value(&o.seed, protocol::types::seed()),
        "seed of the perturbations; pair k's games have seed S + k, 0..2^64-1 (default 1)");
    return d;
}

// A game tune can play: one of two players (SPSA compares two engines game by game).
bool tunable(const GameEntry& game) {
    return game.referee.players == 2;
}

po::options_description describe_game_options() {
    po::options_description d("game settings (read as boardtalk match reads them)");
    const std::string games = game_names(tunable) + " (two-player games)";
    for (const auto& [name, help] : kGameOptions)
        d.add_options()(name, po::value<std::string>(), *help ? help : games.c_str());
    return d;
}

// The value of --game among the game settings ("" when not given).
std::string game_name(const std::vector<std::string>& game_args) {
    for (std::size_t i = 0; i < game_args.size(); ++i) {
        if (game_args[i] == "--game" && i + 1 < game_args.size()) return game_args[i + 1];
        if (game_args[i].starts_with("--game=")) return game_args[i].substr(7);
    }
    return "";
}

bool is_game_option(std::string_view token) {
    if (!token.starts_with("--")) return false;
    const std::string_view name = token.substr(2, token.find('=') - 2);
    return std::any_of(kGameOptions.begin(), kGameOptions.end(),
                       [&](const auto& o) { return name == o.first; });
}

// A usage error: one line, exit code 2.
struct UsageError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

std::vector<TuneParam> read_params(const RawOptions& o) {
    if (o.engine.empty()) throw UsageError("--engine is required");
    if (o.params.empty()) throw UsageError("at least one --param is required");
    std::vector<TuneParam> params;
    for (const std::string& text : o.params) {
        auto p = parse_param(text);
        if (!p) throw UsageError("--param " + p.error());
        params.push_back(std::move(p).value());
    }
    if (auto problem = check_params(params, o.engine)) throw UsageError("--param: " + *problem);
    return params;
}

void check_own(const RawOptions& o, const po::variables_map& vm, TuneOptions& t) {
    t.spsa.params = read_params(o);
    if (!vm.count("iterations")) throw UsageError("--iterations is required");
    if (o.out.empty()) throw UsageError("--out is required");
    t.engine = o.engine;
    t.spsa.iterations = o.iterations;
    t.spsa.r_end = o.r_end;
    t.spsa.seed = o.seed;
    t.out = o.out;
    t.resume = o.resume;
    t.jobs = o.jobs;
}

// The game settings through match's parser; 2 when it refused them (it printed the line).
int read_game_settings(const std::vector<std::string>& game_args, TuneOptions& t) {
    std::vector<std::string> args{"tune"};
    args.insert(args.end(), game_args.begin(), game_args.end());
    for (const char* a : {"--engine-a", "--engine-b"}) args.insert(args.end(), {a, t.engine});
    args.insert(args.end(), {"--games", "2", "--out", t.out});
    std::vector<char*> argv;
    for (std::string& a : args) argv.push_back(a.data());
    auto parsed = match::parse_match_options(static_cast<int>(argv.size()), argv.data());
    if (const int* code = std::get_if<int>(&parsed)) return *code;
    t.match = std::get<match::MatchOptions>(parsed);
    return 0;
}

}  // namespace

std::variant<TuneOptions, int> parse_tune_options(int argc, char** argv) {
    // Game settings go to match's parser; the rest is tune's.
    std::vector<std::string> game_args;
    std::vector<char*> own{argv[0]};
    for (int i = 1; i < argc; ++i) {
        if (!is_game_option(argv[i])) {
            own.push_back(argv[i]);
            continue;
        }
        game_args.push_back(argv[i]);
        if (std::string_view(argv[i]).find('=') == std::string_view::npos && i + 1 < argc)
            game_args.push_back(argv[++i]);
    }
    RawOptions raw;
    TuneOptions t;
    po::options_description desc = describe(raw);
    desc.add(describe_game_options());
    protocol::add_log_options(desc, t.log);
    po::variables_map vm;
    if (auto done =
            protocol::parse_options(static_cast<int>(own.size()), own.data(), kUsage, desc, {}, vm))
        return *done;
    try {
        check_own(raw, vm, t);
        // Unknown games are match's parser's to refuse, with the table's list.
        const std::string name = game_name(game_args);
        if (const GameEntry* game = find_game(name); game && !tunable(*game))
            throw UsageError("--game " + name +
                             " is single-player: tune needs games between two engines");
    } catch (const UsageError& e) {
        std::cerr << "boardtalk tune: " << e.what() << " (try --help)\n";
        return 2;
    }
    if (const int code = read_game_settings(game_args, t)) return code;
    return t;
}

}  // namespace boardtalk::tune
