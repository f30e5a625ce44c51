#include "tools/match/match_options.hpp"

#include <algorithm>
#include <charconv>
#include <ctime>
#include <iostream>
#include <sstream>
#include <stdexcept>

#include "games/table/game_table.hpp"
#include "protocol/option_values.hpp"
#include "tools/match/engine_driver.hpp"
#include "tools/match/referee_lookup.hpp"
#include "tools/match/sprt_spec.hpp"

namespace boardtalk::match {

namespace {

namespace po = boost::program_options;

// A usage error: one line, exit code 2.
struct UsageError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// --shard I/N: a run plays game g when g % N == I - 1 (index I, count N).
struct Shard {
    int index = 1, count = 1;
};

// program_options' value class needs a stream reader to compile; ArgValue parses with
// shard_type() instead, so this one is never called.
std::istream& operator>>(std::istream& in, Shard&) {
    in.setstate(std::ios::failbit);
    return in;
}

// The one parser of --shard's value: I/N in decimal digits, 1 <= I <= N.
protocol::ArgType<Shard> shard_type() {
    const auto number = [](std::string_view text) -> std::optional<int> {
        int v = 0;
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
        if (text.empty() || ec != std::errc() || end != text.data() + text.size() || v < 1)
            return std::nullopt;
        return v;
    };
    return {"shard", [number](std::string_view text) -> Result<Shard> {
                const auto slash = text.find('/');
                const auto i = number(text.substr(0, slash));
                const auto n = slash == text.npos ? std::nullopt : number(text.substr(slash + 1));
                if (!i || !n || *i > *n) return Error{"must be I/N with 1 <= I <= N, e.g. 2/3"};
                return Shard{*i, *n};
            }};
}

// What the command line held before checking (program_options fills it).
struct RawOptions {
    std::string game, engine_a, engine_b, rules = "chinese", time_settings, openings, out, plot,
                                          dvonn_setup = "random", sprt, tc, tc_a, tc_b,
                                          tournament = "match";
    Shard shard;
    std::vector<std::string> engines, engine_options;
    int games = 0, boardsize = 0, handicap = 0, max_moves = 0, jobs = 1, draw_after = 0;
    double setup_timeout = 10;
    std::optional<double> komi, move_time, margin;
    std::uint64_t seed = 1;
    bool resume = false, summarize = false, no_swap = false;
    std::vector<std::string> dirs;
};

const char* const kUsage =
    "usage: boardtalk match --game GAME --engine-a CMD [--engine-b CMD]\n"
    "                       (--games N | --sprt elo0=E0,elo1=E1 [--games MAX]) [OPTIONS]\n"
    "       boardtalk match --game GAME --tournament round-robin|gauntlet --engine NAME=CMD...\n"
    "                       --games N [OPTIONS]\n"
    "       boardtalk match --summarize DIR... [--plot FILE.svg]\n"
    "Plays a match between two engines speaking GTP-style commands (any command lines; a fresh\n"
    "process per engine and game), refereed by boardtalk's own rules engines: an illegal move,\n"
    "a crash, a garbage answer (any line outside a response), an answer with the wrong id (the\n"
    "runner numbers its commands) or no answer within the move time forfeits the game. Under a\n"
    "clock kept by the runner (--tc) an engine whose genmove overruns its time left loses on\n"
    "time (B+T, W+T). Colours alternate (engine a plays the first colour in even games: Black\n"
    "in Go, White in Morris and DVONN; in a tournament the pairing's first engine in its even\n"
    "games; with --no-swap in every game). 2048 is single-player: only --engine-a, and the\n"
    "summary is the score distribution.\n"
    "In an engine command line, {seed} stands for the game's seed (base seed + game index).\n"
    "Results: DIR/results.jsonl (one line per finished game), a record per game, and a summary\n"
    "on stdout; exit code 0 when every game was played, 1 when a game could not be recorded.\n"
    "With --sprt the match is a sequential test (SPRT) of H0: Elo a - b = elo0 against\n"
    "H1: Elo = elo1, evaluated in game-index order after every pair of games 2k, 2k+1 (same\n"
    "opening, colours swapped: pentanomial; DVONN random setups: after every game,\n"
    "trinomial); it stops when the test decides, games still running then are finished but\n"
    "not counted. Exit code 0: H1 accepted, 3: H0 accepted, 4: neither within --games;\n"
    "--summarize of its directory recomputes the test and exits the same way. With --shard\n"
    "every shard plays all its games up to --games (no early stop); --summarize of the shards\n"
    "counts the games in index order up to the decision and says how many later ones it left.\n"
    "A tournament (--tournament round-robin: every engine against every other; gauntlet: the\n"
    "first engine against each of the others) plays --games games per pairing, colours and\n"
    "openings as in a match within each pairing, game indices and seeds running on across\n"
    "pairings; its summary is a cross table and a rating list (Bradley-Terry maximum-likelihood\n"
    "Elo with 95% intervals, the first engine at 0); --plot draws the first engine's running\n"
    "score over its games.";

// The engines and how many games they play (with the test that may stop them early).
void describe_engines(po::options_description& d, RawOptions& o) {
    d.add_options()("game", protocol::text_value(&o.game), (game_names() + " (required)").c_str())(
        "engine", po::value(&o.engines),
        "NAME[:tc=TC]=[proto:gtp|codecup|uci:]CMD, once per engine (instead of --engine-a/-b); "
        "NAME: 1..32 of A-Z a-z 0-9 _ . -; protocol gtp (default), codecup (DVONN engines of "
        "CodeCup 2011, with --dvonn-setup placement) or uci (Sanmill's, for Morris) (default: "
        "none)")(
        "engine-option", po::value(&o.engine_options),
        "ENGINE:NAME=VALUE, repeatable: a UCI engine's option, sent as setoption name NAME value "
        "VALUE after uciok and before isready, in the order given (cutechess-cli's "
        "option.NAME=VALUE); ENGINE: a, b or an --engine NAME (default: none)")(
        "engine-a", protocol::text_value(&o.engine_a), "command line of engine a (default: none)")(
        "engine-b", protocol::text_value(&o.engine_b),
        "command line of engine b, not for 2048 (default: none)")(
        "tournament", protocol::text_value(&o.tournament),
        "match (two engines), round-robin (every engine against every other) or gauntlet (the "
        "first engine against each of the others), two engines or more (default: match)")(
        "tc", protocol::text_value(&o.tc),
        "clock kept by the runner for every engine: BASE+INC seconds (Fischer, INC added after "
        "each move) or M/B/S (Canadian byo-yomi: M main seconds, then S moves every B seconds); "
        "Go engines get time_settings and time_left before every genmove, Morris and DVONN "
        "engines time_limit min(L/20 + INC, L/2) (L: time left); an engine whose genmove "
        "overruns its time left (plus --timeout-margin) loses on time; not with --move-time, "
        "--time-settings or 2048 (default: none)")(
        "tc-a", protocol::text_value(&o.tc_a), "the first engine's clock, as --tc (default: --tc)")(
        "tc-b", protocol::text_value(&o.tc_b),
        "the second engine's clock, as --tc (default: --tc)")(
        "games",
        protocol::arg_value(&o.games, protocol::signed_int_type(), protocol::int_range(1, 1000000)),
        "games per pairing of engines, 1..1000000 in all (default: none, required; with --sprt "
        "the most, default 20000, required with --shard)")(
        "sprt", protocol::text_value(&o.sprt),
        "elo0=E0,elo1=E1[,alpha=0.05][,beta=0.05][,model=logistic|normalized]: stop when the "
        "SPRT accepts H0 (Elo = E0) or H1 (Elo = E1), -1000 <= E0 < E1 <= 1000, Elo in the model "
        "(logistic Elo or normalized nElo); a match of two engines, not 2048 (default: none)");
}

// The games themselves: board, rules, time, length, openings.
void describe_games(po::options_description& d, RawOptions& o) {
    d.add_options()("boardsize", po::value(&o.boardsize),
                    "Go: 2..25 (default: 9); 2048: 3..8 (default: 4)")(
        "komi", protocol::arg_value<double>(nullptr, protocol::types::real()),
        "Go: komi, -1000..1000 (default: 7.5)")(
        "rules", protocol::text_value(&o.rules),
        "Go: referee's rules, a preset or settings (default: chinese)")(
        "handicap", po::value(&o.handicap), "Go: fixed handicap stones, 0 or 2..9 (default: 0)")(
        "time-settings", protocol::text_value(&o.time_settings),
        "Go: \"M B S\" sent as time_settings (default: none sent)")(
        "move-time",
        protocol::arg_value<double>(nullptr, protocol::types::real(),
                                    protocol::positive_seconds(86400)),
        "seconds per move an engine may take (default: 60)")(
        "timeout-margin",
        protocol::arg_value<double>(nullptr, protocol::types::real(),
                                    protocol::seconds_range(0, 86400)),
        "seconds beyond --move-time before a timeout (default: 1 + 50% of the move time); "
        "with --tc, beyond the time left before the flag falls (default: 0.2)")(
        "setup-timeout",
        protocol::arg_value(&o.setup_timeout, protocol::types::real(),
                            protocol::positive_seconds(3600)),
        "seconds an engine may take to start: UCI's uci, setoption and isready answered, GTP's "
        "setup commands (clear_board, komi, time settings), above 0 and at most 3600 (default: "
        "10)")("max-moves",
               protocol::arg_value(&o.max_moves, protocol::signed_int_type(),
                                   protocol::check_that<int>([](int v) { return v >= 0; },
                                                             "must be 0 (no limit) or more")),
               "stop a game after M moves, scored as is (default: 0, no limit)")(
        "draw-after",
        protocol::arg_value(&o.draw_after, protocol::int_type(), protocol::int_range(1, 1000)),
        "Morris: adjudicate a draw after N plies of the moving phase without a removal, 1..1000 "
        "(default: only the rules' limit, 100)")(
        "openings", protocol::text_value(&o.openings),
        "file of openings, one a line (moves in the game's notation); game i of a pairing plays "
        "opening (i/2) mod count (default: none)")(
        "dvonn-setup", protocol::text_value(&o.dvonn_setup),
        "DVONN: random (setup random SEED) or placement (the placing phase) (default: random)");
}

// How the match is run, stored and summarized.
void describe_run(po::options_description& d, RawOptions& o) {
    d.add_options()(
        "jobs",
        protocol::arg_value(&o.jobs, protocol::signed_int_type(), protocol::int_range(1, 64)),
        "games played at once, 1..64 (default: 1)")("out", protocol::text_value(&o.out),
                                                    "results directory (default: match-<date>)")(
        "seed", protocol::arg_value(&o.seed, protocol::types::seed()),
        "base seed: game i has seed S + i, 0..2^64-1 (default: 1)")(
        "no-swap", po::bool_switch(&o.no_swap),
        "engine a (a pairing's first engine) plays the first colour in every game, as "
        "cutechess-cli's -noswap: for handicap games; not with --sprt (default: colours "
        "alternate)")("resume", po::bool_switch(&o.resume),
                      "skip the games already in DIR/results.jsonl (default: off)")(
        "shard", protocol::arg_value(&o.shard, shard_type()),
        "I/N: play only games with index % N == I - 1 (default: 1/1, every game)")(
        "plot", protocol::text_value(&o.plot),
        "write the running score as an SVG file, with --sprt also the LLR track; a tournament: the "
        "first engine's score (default: none)")(
        "summarize", po::bool_switch(&o.summarize),
        "merge the results of the directories given as arguments and print the summary "
        "(default: off)")("dir", po::value(&o.dirs),
                          "results directories, with --summarize (default: none)");
}

po::options_description describe(RawOptions& o) {
    po::options_description d("boardtalk match options (each says its default)");
    describe_engines(d, o);
    describe_games(d, o);
    describe_run(d, o);
    return d;
}

// The options of the games as given, for the game to check (RefereeGame::settle).
GameOptionText game_options(const RawOptions& o, const po::variables_map& vm) {
    GameOptionText t{o.boardsize,     o.rules,       o.komi,       o.handicap,
                     o.time_settings, o.dvonn_setup, o.draw_after, {}};
    for (const auto& [name, value] : vm)
        if (!value.defaulted()) t.given.push_back(name);
    return t;
}

// "go and 2048": the games that take option `name`.
std::string games_taking(const std::string& name) {
    std::vector<std::string> takers;
    for (const GameEntry& g : games())
        if (std::ranges::count(g.referee.options, name)) takers.push_back(g.name);
    std::string out;
    for (std::size_t i = 0; i < takers.size(); ++i)
        out += (i == 0 ? "" : i + 1 == takers.size() ? " and " : ", ") + takers[i];
    return out;
}

// Options that only other games take are refused, so a typo is not silently ignored; then the
// game checks its own.
void check_game(const RawOptions& o, const po::variables_map& vm, MatchOptions& m) {
    if (o.game.empty()) throw UsageError("--game is required (" + game_names() + ")");
    const RefereeGame* game = find_referee_game(o.game);
    if (!game) throw UsageError("unknown game '" + o.game + "' (" + game_names() + ")");
    m.settings.game = o.game;
    GameOptionText given = game_options(o, vm);
    for (const GameEntry& other : games())
        for (const std::string& name : other.referee.options) {
            // --boardsize 0 means "the game's default", given or not.
            const bool is_given =
                name == "boardsize" ? o.boardsize != 0 : std::ranges::count(given.given, name) > 0;
            if (is_given && !std::ranges::count(game->options, name))
                throw UsageError("--" + name + " is for " + games_taking(name) + " only");
        }
    try {
        game->settle(given, m.settings);
    } catch (const GameOptionError& e) {
        throw UsageError(e.what());
    }
}

// True for a single-player game (2048): one engine, no SPRT, no tournament, no clock.
bool single_player(const RawOptions& o) {
    return find_referee_game(o.game)->players == 1;
}

// --sprt, after check_game and the shard; sets the default --games.
void check_sprt(const RawOptions& o, const po::variables_map& vm, MatchOptions& m, int& games) {
    if (!vm.count("sprt")) return;
    auto parsed = parse_sprt_spec(o.sprt);
    if (!parsed) throw UsageError("--sprt: " + parsed.error());
    if (single_player(o)) throw UsageError("--sprt is for two-player games, not " + o.game);
    if (m.tournament != TournamentKind::match)
        throw UsageError("--sprt is for a match of two engines, not a " +
                         std::string(tournament_name(m.tournament)));
    if (m.shards > 1 && !vm.count("games"))
        throw UsageError("--sprt with --shard needs --games (every shard plays all its games)");
    // Games whose start depends on the seed (DVONN random setups) are not pairs.
    const bool pairs = !find_referee_game(o.game)->seed_dependent(m.settings);
    if (o.no_swap) throw UsageError("--sprt needs colours swapped: not with --no-swap");
    m.sprt = SprtSetup{*parsed, pairs};
    if (!vm.count("games")) games = 20000;
}

// The time control of an option (--tc, --tc-a, --tc-b), nullopt when not given.
std::optional<TimeControl> option_tc(const std::string& text, const char* name,
                                     const po::variables_map& vm) {
    if (!vm.count(name)) return std::nullopt;
    auto tc = parse_time_control(text);
    if (!tc) throw UsageError(std::string("--") + name + ": " + tc.error());
    return *tc;
}

// The engines from --engine (any number) or --engine-a / --engine-b, and their clocks.
std::vector<EngineSpec> engine_list(const RawOptions& o) {
    std::vector<EngineSpec> engines;
    if (!o.engines.empty() && (!o.engine_a.empty() || !o.engine_b.empty()))
        throw UsageError("--engine does not go with --engine-a / --engine-b");
    for (const std::string& text : o.engines) {
        auto spec = parse_engine_spec(text);
        if (!spec) throw UsageError("--engine: " + spec.error());
        for (const EngineSpec& e : engines)
            if (e.name == spec->name)
                throw UsageError("--engine: the name " + e.name + " is given twice");
        engines.push_back(std::move(spec).value());
    }
    if (!o.engine_a.empty()) engines.push_back({"a", o.engine_a});
    if (!o.engine_b.empty()) engines.push_back({"b", o.engine_b});
    return engines;
}

// An engine of another protocol than GTP plays its one game, and only as its protocol can start
// one: CodeCup engines play the whole DVONN game from the empty board, with no opening.
void check_protocol(const RawOptions& o, const MatchOptions& m, const EngineSpec& e) {
    const std::string proto(protocol_name(e.protocol));
    const auto game = only_game_of(e.protocol);
    if (game && *game != o.game)
        throw UsageError("engine " + e.name + ": the " + proto + " protocol plays " + *game +
                         " only, not " + o.game);
    if (e.protocol != EngineProtocol::codecup) return;
    if (!m.settings.dvonn_placement)
        throw UsageError("engine " + e.name +
                         ": codecup engines start from the empty board: use --dvonn-setup "
                         "placement (random setups cannot be given to them)");
    if (!o.openings.empty())
        throw UsageError("engine " + e.name +
                         ": codecup engines cannot be given an opening (--openings)");
}

// An engine with a clock: the options that would give it a second time limit are refused.
void check_clock(const RawOptions& o, const po::variables_map& vm, const EngineSpec& e) {
    const std::string clock = "engine " + e.name + " has a clock (" + e.tc->text() + ")";
    if (single_player(o))
        throw UsageError("--tc is not for " + o.game +
                         " (single player, no time commands): use --move-time");
    if (vm.count("move-time"))
        throw UsageError(clock + ": --move-time does not go with --tc (choose one)");
    if (!o.time_settings.empty())
        throw UsageError(clock +
                         ": --time-settings does not go with --tc (the clock's "
                         "time_settings is sent)");
}

// --engine-option: each to its UCI engine, in the order given.
void add_engine_options(const RawOptions& o, MatchOptions& m) {
    for (const std::string& text : o.engine_options) {
        auto parsed = parse_engine_option(text);
        if (!parsed) throw UsageError("--engine-option: " + parsed.error());
        auto& option = *parsed;
        const auto e = std::ranges::find(m.engines, option.engine, &EngineSpec::name);
        if (e == m.engines.end())
            throw UsageError("--engine-option: no engine named " + option.engine);
        if (e->protocol != EngineProtocol::uci)
            throw UsageError("--engine-option: engine " + e->name + " speaks " +
                             std::string(protocol_name(e->protocol)) +
                             ": options are for uci engines");
        e->options.emplace_back(std::move(option.name), std::move(option.value));
    }
}

void check_engines(const RawOptions& o, const po::variables_map& vm, MatchOptions& m) {
    m.engines = engine_list(o);
    const bool single = single_player(o);
    if (m.engines.empty())
        throw UsageError(single ? "--engine-a is required"
                                : "--engine-a and --engine-b, or two --engine, are required");
    if (single && m.engines.size() > 1)
        throw UsageError(o.game + " is single-player: one engine only");
    if (!single && m.engines.size() == 1)
        throw UsageError(m.tournament == TournamentKind::match
                             ? "a second engine is required (--engine-b, or another --engine)"
                             : "a " + std::string(tournament_name(m.tournament)) +
                                   " needs at least two engines (--engine, once per engine)");
    if (m.engines.size() > 2 && m.tournament == TournamentKind::match)
        throw UsageError(std::to_string(m.engines.size()) +
                         " engines need --tournament round-robin or gauntlet (a match is two)");
    const auto all = option_tc(o.tc, "tc", vm);
    const std::optional<TimeControl> own[2] = {option_tc(o.tc_a, "tc-a", vm),
                                               option_tc(o.tc_b, "tc-b", vm)};
    for (std::size_t i = 0; i < m.engines.size(); ++i) {
        EngineSpec& e = m.engines[i];
        if (i < 2 && own[i]) {
            if (e.tc)
                throw UsageError("engine " + e.name + " has two clocks (" +
                                 (i == 0 ? "--tc-a" : "--tc-b") + " and tc=)");
            e.tc = own[i];
        }
        if (!e.tc) e.tc = all;
        if (e.tc) check_clock(o, vm, e);
        check_protocol(o, m, e);
    }
    add_engine_options(o, m);
}

void check_tournament(const RawOptions& o, MatchOptions& m) {
    const auto kind = tournament_from_name(o.tournament);
    if (!kind)
        throw UsageError("unknown --tournament '" + o.tournament +
                         "' (match, round-robin or gauntlet)");
    if (*kind != TournamentKind::match && single_player(o))
        throw UsageError("--tournament is for two-player games, not " + o.game);
    m.tournament = *kind;
}

void check_match(const RawOptions& o, const po::variables_map& vm, MatchOptions& m) {
    check_game(o, vm, m);
    m.shard = o.shard.index;
    m.shards = o.shard.count;
    check_tournament(o, m);
    int games = o.games;
    check_sprt(o, vm, m, games);
    check_engines(o, vm, m);
    const auto pairings =
        static_cast<long long>(std::max<std::size_t>(1, m.schedule().pairings.size()));
    if (games == 0) throw UsageError("--games is required (or --sprt)");
    if (games * pairings > 1000000)
        throw UsageError("--games: " + std::to_string(games) + " games per pairing, " +
                         std::to_string(pairings) + " pairings: at most 1000000 games in all");
    if (o.no_swap && single_player(o)) throw UsageError("--no-swap is for two-player games");
    m.games = games;
    m.move_time = o.move_time;
    m.timeout_margin = o.margin;
    m.setup_timeout = o.setup_timeout;
    m.max_moves = o.max_moves;
    m.openings = o.openings;
    m.jobs = o.jobs;
    m.out = o.out.empty() ? default_out_dir() : o.out;
    m.seed = o.seed;
    m.resume = o.resume;
    m.no_swap = o.no_swap;
    m.plot = o.plot;
}

void check_summarize(const RawOptions& o, const po::variables_map& vm, MatchOptions& m) {
    if (o.dirs.empty()) throw UsageError("--summarize needs at least one results directory");
    // An empty name would be the current directory, never what was meant.
    for (const auto& dir : o.dirs)
        if (dir.empty()) throw UsageError("--dir: must not be empty");
    for (const auto& [name, value] : vm)
        if (name != "summarize" && name != "dir" && name != "plot" && name.rfind("log-", 0) != 0 &&
            !value.defaulted())
            throw UsageError("--" + name + " does not go with --summarize");
    m.summarize = true;
    m.summarize_dirs = o.dirs;
    m.plot = o.plot;
}

}  // namespace

double MatchOptions::genmove_timeout() const {
    double base = move_time.value_or(60.0);
    if (!move_time && settings.time_settings) {
        std::istringstream in(*settings.time_settings);
        double main = 0, byo = 0;
        in >> main >> byo;
        base = std::max(base, main + byo);
    }
    return base + timeout_margin.value_or(1.0 + 0.5 * base);
}

std::string default_out_dir() {
    const std::time_t now = std::time(nullptr);
    std::tm utc{};
    gmtime_r(&now, &utc);
    char buf[64];
    std::strftime(buf, sizeof buf, "match-%Y%m%d-%H%M%S", &utc);
    return buf;
}

ParsedOptions parse_match_options(int argc, char** argv) {
    RawOptions raw;
    MatchOptions m;
    po::options_description desc = describe(raw);
    protocol::add_log_options(desc, m.log);
    po::positional_options_description positional;
    positional.add("dir", -1);
    po::variables_map vm;
    if (auto done = protocol::parse_options(argc, argv, kUsage, desc, positional, vm)) return *done;
    raw.komi = vm.count("komi") ? std::optional(vm["komi"].as<double>()) : std::nullopt;
    if (vm.count("move-time")) raw.move_time = vm["move-time"].as<double>();
    if (vm.count("timeout-margin")) raw.margin = vm["timeout-margin"].as<double>();
    try {
        if (raw.summarize) {
            check_summarize(raw, vm, m);
        } else {
            if (!raw.dirs.empty())
                throw UsageError("unexpected argument '" + raw.dirs.front() +
                                 "' (results directories go with --summarize)");
            check_match(raw, vm, m);
        }
    } catch (const UsageError& e) {
        std::cerr << "boardtalk " << argv[0] << ": " << e.what() << " (try --help)\n";
        return 2;
    }
    return m;
}

}  // namespace boardtalk::match
