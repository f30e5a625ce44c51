#pragma once
// The command line of `boardtalk match`: parsed, checked, and turned into one options value.
#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "games/common/cli.hpp"
#include "games/common/referee.hpp"
#include "tools/match/engine_spec.hpp"
#include "tools/match/sprt_sequence.hpp"
#include "tools/match/tournament.hpp"

namespace boardtalk::match {

struct MatchOptions {
    GameSettings settings;
    // The engines in command-line order (--engine, or --engine-a / --engine-b named "a" and
    // "b"), each with its clock resolved (its own tc, else --tc-a / --tc-b / --tc); one for 2048.
    std::vector<EngineSpec> engines;
    TournamentKind tournament = TournamentKind::match;  // --tournament
    int games = 0;  // per pairing; with sprt: the most games before the test gives up (exit 4)
    std::optional<SprtSetup> sprt;         // --sprt: stop as soon as the test decides
    std::optional<double> move_time;       // seconds an engine may think per move (referee limit)
    std::optional<double> timeout_margin;  // seconds beyond move_time before a timeout, or
                                           // beyond the time left on a clock (clock_grace)
    double setup_timeout = 10;             // seconds for an engine's start-up handshake
    int max_moves = 0;                     // 0: no limit
    std::string openings;                  // file, empty: none
    int jobs = 1;
    std::string out;  // results directory
    std::uint64_t seed = 1;
    bool resume = false;
    bool no_swap = false;       // --no-swap: engine a plays the first colour in every game
    int shard = 1, shards = 1;  // --shard I/N, 1-based
    std::string plot;           // SVG file, empty: none
    bool summarize = false;     // --summarize DIR...: no match, merge and print
    std::vector<std::string> summarize_dirs;
    protocol::LogOptions log;

    // The longest an engine without a clock may take to answer genmove before it forfeits by
    // timeout: move time + margin (default 1 s + 50%), or 60 s + margin without --move-time
    // (longer when the Go time settings allow more). Engines with a clock have their time left
    // + clock_grace() instead.
    double genmove_timeout() const;
    // The pairings of the engines under `tournament`, `games` games each.
    Schedule schedule() const { return {make_pairings(tournament, engines.size()), games}; }
    // Engines with a clock (--tc): the seconds beyond their time left before the flag falls,
    // --timeout-margin or 0.2 s.
    double clock_grace() const { return timeout_margin.value_or(0.2); }
    // True when game `index` belongs to this shard.
    bool in_shard(int index) const { return index % shards == shard - 1; }
};

// Either the options, or the exit code to return now (0 after --help, 2 after a usage error
// that was printed as one line on stderr, after "boardtalk ARGV0: "). `boardtalk tune` reads its
// game settings here too.
using ParsedOptions = std::variant<MatchOptions, int>;
ParsedOptions parse_match_options(int argc, char** argv);

// "match-YYYYMMDD-HHMMSS" (UTC), the default --out.
std::string default_out_dir();

}  // namespace boardtalk::match
