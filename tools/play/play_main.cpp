#include "tools/play/play_main.hpp"

#include <unistd.h>

#include <algorithm>
#include <iostream>
#include <sstream>

#include "games/common/cli.hpp"
#include "games/common/engine_link.hpp"
#include "games/common/play_options.hpp"
#include "games/common/play_session.hpp"
#include "games/common/terminal.hpp"
#include "games/table/game_table.hpp"
#include "protocol/option_values.hpp"

namespace boardtalk::play {

namespace {

// GAME's names come from the game table.
std::string usage() {
    return "usage: boardtalk play GAME [OPTIONS], GAME one of " + game_names() +
           "\n"
           "Play at the terminal against an engine, against a friend, or watch the engine play.\n"
           "The engine is `boardtalk GAME` unless --engine names another program speaking the "
           "protocol.\n"
           "Type `help` at a move prompt for the moves and commands of the game.";
}

struct RawOptions {
    std::string game, engine, mode = "human-engine", colour, names;
    bool no_color = false, placing = false;
    std::int64_t seed = -1;
    double move_time = 1.0, timeout = 0;
    int boardsize = 0;
    protocol::LogOptions log;
};

std::vector<std::string> split_names(const std::string& names) {
    std::vector<std::string> out;
    std::istringstream in(names);
    for (std::string name; std::getline(in, name, ',');) out.push_back(name);
    return out;
}

// The checked options, or the message saying what is wrong.
Result<PlayOptions> check(const RawOptions& raw) {
    PlayOptions o;
    const GameEntry* game = find_game(raw.game);
    if (!game) return Error{"unknown game '" + raw.game + "' (" + game_names() + ")"};
    o.game = raw.game;
    if (raw.mode == "human-engine")
        o.mode = Mode::human_engine;
    else if (raw.mode == "two-humans")
        o.mode = Mode::two_humans;
    else if (raw.mode == "engine-engine")
        o.mode = Mode::engine_engine;
    else
        return Error{"unknown --mode '" + raw.mode +
                     "' (human-engine, two-humans or engine-engine)"};
    const std::string c = lowercase(raw.colour);
    if (!c.empty() && c != "white" && c != "w" && c != "black" && c != "b")
        return Error{"--colour must be white or black"};
    if (!c.empty()) o.colour = c;
    // Each game's own range (the engine's boardsize command would refuse the others).
    const int low = game->play.min_boardsize, high = game->play.max_boardsize;
    if (raw.boardsize != 0 && high != 0 && (raw.boardsize < low || raw.boardsize > high))
        return Error{"--boardsize must be " + std::to_string(low) + ".." + std::to_string(high) +
                     " for " + raw.game};
    o.engine_command = raw.engine;
    o.names = split_names(raw.names);
    o.colour_output = !raw.no_color;
    if (raw.seed >= 0) o.seed = static_cast<std::uint64_t>(raw.seed);
    o.move_time = raw.move_time;
    if (raw.boardsize != 0) o.boardsize = raw.boardsize;
    o.placing = raw.placing;
    if (raw.timeout > 0) o.timeout = raw.timeout;
    return o;
}

// The largest board size of any game, and --boardsize's help: "go 2..25 (default 19), ...".
int largest_boardsize() {
    int largest = 0;
    for (const GameEntry& g : games()) largest = std::max(largest, g.play.max_boardsize);
    return largest;
}

std::string boardsize_help() {
    std::string help;
    for (const GameEntry& g : games())
        if (const PlayGame& p = g.play; p.max_boardsize != 0)
            help += std::string(help.empty() ? "" : ", ") + g.name + " " +
                    std::to_string(p.min_boardsize) + ".." + std::to_string(p.max_boardsize) +
                    " (default " + std::to_string(p.default_boardsize) + ")";
    return help + "; the other games ignore it";
}

// This program's own engine for the game, with the options that only it understands.
std::vector<std::string> own_engine(const PlayGame& game, const PlayOptions& o,
                                    bool move_time_given) {
    std::vector<std::string> argv{"/proc/self/exe", o.game};
    const auto options = game.engine_options(o, move_time_given);
    argv.insert(argv.end(), options.begin(), options.end());
    return argv;
}

}  // namespace

int play_main(int argc, char** argv) {
    RawOptions raw;
    namespace po = protocol::po;
    po::options_description desc("options");
    desc.add_options()("game", protocol::text_value(&raw.game), game_names().c_str())(
        "engine", protocol::text_value(&raw.engine),
        "engine command line (default: boardtalk GAME)")(
        "mode", protocol::text_value(&raw.mode)->default_value("human-engine"),
        "human-engine, two-humans or engine-engine (watch)")(
        "colour,color", protocol::text_value(&raw.colour),
        "your colour against the engine (else asked)")(
        "names", protocol::text_value(&raw.names),
        "player names, comma-separated: yours first against the engine, else in move order")(
        "no-color", po::bool_switch(&raw.no_color), "no ANSI colours even on a terminal")(
        "seed",
        protocol::arg_value(
            &raw.seed, protocol::types::signed_integer(),
            protocol::check_that<std::int64_t>([](const std::int64_t& v) { return v >= -1; },
                                               "must be -1 (random) or a seed 0..2^63-1"))
            ->default_value(-1),
        "DVONN random setup, 2048 tiles, Go player (-1: random)")(
        "move-time",
        protocol::arg_value(&raw.move_time, protocol::types::real(),
                            protocol::seconds_range(0, 3600))
            ->default_value(1.0),
        "seconds per move of the built-in engine, 0..3600")(
        "boardsize",
        protocol::arg_value(&raw.boardsize, protocol::int_type(),
                            protocol::int_range(0, largest_boardsize()))
            ->default_value(0),
        boardsize_help().c_str())("placing", po::bool_switch(&raw.placing),
                                  "DVONN: the placing phase, not a random setup")(
        "timeout",
        protocol::arg_value(&raw.timeout, protocol::types::real(),
                            protocol::seconds_range(0, 86400))
            ->default_value(0),
        "seconds to wait for any one engine answer; then the engine is stopped (0: 60, and "
        "120 + 10 x move-time for a move)");
    protocol::add_log_options(desc, raw.log);
    po::positional_options_description positional;
    positional.add("game", 1);
    po::variables_map vm;
    if (auto done = protocol::parse_options(argc, argv, usage(), desc, positional, vm))
        return *done;
    if (!vm.count("game"))
        throw protocol::UsageError("which game? boardtalk play GAME, GAME one of " + game_names());
    protocol::configure_logging(raw.log);
    const bool move_time_given = !vm["move-time"].defaulted();
    const auto checked = check(raw);
    if (!checked) {
        std::cerr << "boardtalk play: " << checked.error() << "\n";
        return 2;
    }
    const PlayOptions& options = *checked;
    const PlayGame& game = find_game(options.game)->play;
    std::string error;
    EngineLink::Options link{
        options.engine_command.empty() ? "boardtalk " + options.game : options.engine_command,
        command_timeout(options)};
    auto engine = options.engine_command.empty()
                      ? EngineLink::start(own_engine(game, options, move_time_given), link, error)
                      : EngineLink::start(options.engine_command, link, error);
    if (!engine) {
        std::cerr << "boardtalk play: cannot start the engine: " << error << "\n";
        return 1;
    }
    Terminal term(std::cin, std::cout, options.colour_output, isatty(STDIN_FILENO) != 0);
    const auto ui = game.make_ui();
    const int code = run_session(*ui, *engine, term, options);
    restore_terminal();
    return code;
}

}  // namespace boardtalk::play
