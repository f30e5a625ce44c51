#pragma once
// The command line of `boardtalk tune`. The game settings and per-game limits (--game,
// --boardsize, --komi, --rules, --handicap, --time-settings, --dvonn-setup, --move-time, --tc,
// --timeout-margin, --max-moves, --draw-after, --openings) are read by `boardtalk match`'s own
// parser, so each has one parser and one range whichever command takes it.
#include <string>
#include <variant>

#include "games/common/cli.hpp"
#include "tools/match/match_options.hpp"
#include "tools/tune/spsa.hpp"

namespace boardtalk::tune {

struct TuneOptions {
    match::MatchOptions match;  // settings, move_time, timeout_margin, max_moves, openings
    std::string engine;         // the command line, {NAME} for each parameter, {seed} allowed
    SpsaSettings spsa;
    std::string out;
    bool resume = false;
    int jobs = 1;  // 1, or 2: the two games of a pair at once
    protocol::LogOptions log;
};

// Either the options or the exit code to return now (0 after --help; 2 after a usage error,
// printed as one line on stderr).
std::variant<TuneOptions, int> parse_tune_options(int argc, char** argv);

}  // namespace boardtalk::tune
