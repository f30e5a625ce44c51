#pragma once
// What people read about a match: the results files read back (and merged across shards), the
// final table, the progress line and the --plot SVG. The math is in stats.hpp, the counting in
// stats_tally.hpp.
#include <cstddef>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "tools/match/game_result.hpp"
#include "tools/match/match_shape.hpp"

namespace boardtalk::match {

struct SprtSetup;  // sprt_sequence.hpp

// A results file holding a line that does not belong to its match, or two results for one game:
// bad input (exit code 2), the message naming the file and the line.
struct ResultsError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// Reads <dir>/results.jsonl of every dir and returns the results sorted by index.
// - A line that is not a complete result is skipped: silently when it is the unterminated last
//   line of its file (the torn append of an interrupted match), with a spdlog warning naming
//   the file and line otherwise. Blank lines are ignored.
// - A result that does not belong to the dir's match (foreign_result_problem against the
//   shape in its match.json, when it has one) throws ResultsError "FILE line N: <problem>".
// - The same index twice in one file throws ResultsError "FILE line N: index I again (line M)":
//   the runner never writes a game twice. Across dirs (shards, a resumed copy) the same index
//   with identical content counts once; with different content it throws ResultsError
//   "conflicting results for index I in DIR1 and DIR2".
// - A dir without a readable results.jsonl throws std::runtime_error naming the file.
std::vector<GameResult> read_results(const std::vector<std::filesystem::path>& dirs);

// The results of one dir checked against `shape` instead of its match.json (the runner's
// --resume, before match.json is written), as above.
std::vector<GameResult> read_results(const std::filesystem::path& dir, const MatchShape& shape);

// The two engines as people should see them (a name or the command line).
struct MatchNames {
    std::string a, b;
};

// The line after which format_summary puts the timing lines (seconds per move), the only part
// of the table that differs between two runs of the same games. Everything before it depends
// only on the results' non-timing fields and their order by index.
inline constexpr std::string_view timing_separator = "-- timing (differs between runs) --";

// The final table for people (stdout), several lines ending in '\n'. Two-player games: wins,
// losses and draws of a and b overall and per colour; a's score with its 95% Wilson interval;
// the Elo difference a - b with its 95% interval (">= +X" / "<= -X" when a won or lost every
// game); mean margin; how often the engines' final_score answers equal the result (Go, when
// asked); games by how they ended; forfeits by cause and engine; losses on time of engines
// under a runner-kept clock; games that repeat an earlier one move for move (moves_digest), when
// any do. 2048 (winner none): score distribution with the mean's 95% interval, share of games
// reaching each tile, ends, forfeits. Last, after timing_separator: average seconds per move of
// each engine and, under clocks, seconds used per game and the least time left at a game's end.
// When the results hold several games (go, morris ...), one section per game in name order.
std::string format_summary(const std::vector<GameResult>& results, const MatchNames& names);

// One line (no newline) for stderr after each game: games done/total, the running score of a
// (2048: mean score and best tile so far), elapsed time and ETA (elapsed / done * remaining).
// `done` are the games finished, the first `earlier` of them before this run (--resume), and
// `elapsed_seconds` the time this run spent on the others.
std::string progress_line(const std::vector<GameResult>& done, int total, double elapsed_seconds,
                          int earlier = 0);

// The ETA of a run that has played `done - earlier` games in `elapsed_seconds`, `total - done`
// to go; negative (shown as --) before its first game.
double eta_seconds(int done, int total, double elapsed_seconds, int earlier);

// The most points the plot draws: past it, every k-th game and the last.
inline constexpr std::size_t plot_max_points = 2000;

// --plot: a standalone SVG of a's running score over the games (y: 0..100%), the 95% Wilson
// band around it as a polygon, a 50% reference line, axes and labels; for 2048 the running mean
// score with its 95% band. Hand-written SVG; written atomically (protocol::write_file_atomically,
// which throws protocol::CommandError "cannot write PATH: reason").
// With a sequential test (`sprt` not null), a second chart below: the LLR after each counted
// observation (x: games counted), its two bounds and 0 as dashed lines, up to the decision.
void write_plot_svg(const std::vector<GameResult>& results, const MatchNames& names,
                    const std::filesystem::path& path, const SprtSetup* sprt = nullptr);

// The SVG text write_plot_svg writes (for tests and callers that want the text).
std::string plot_svg(const std::vector<GameResult>& results, const MatchNames& names,
                     const SprtSetup* sprt = nullptr);

// True when a result is scored as a single-player game (2048): Winner::none.
bool is_single_player(const std::vector<GameResult>& results);

}  // namespace boardtalk::match
