#pragma once
// What people read about a tournament (round-robin, gauntlet): its summary with the cross table
// and the rating list, its progress line naming the pairing, and its --plot. The engines of each
// game are the names in its result (GameResult::a_name, b_name).
#include <filesystem>
#include <string>
#include <vector>

#include "tools/match/game_result.hpp"
#include "tools/match/tournament.hpp"

namespace boardtalk::match {

// The summary (stdout), several lines ending in '\n'. The kind and engines (`engines`, in
// command-line order: the first is the rating list's anchor at Elo 0); then per game (go,
// morris, ...) the number of games, the cross table (points/games of the row engine against the
// column engine), the rating list (Bradley-Terry maximum-likelihood Elo over all games with 95%
// intervals, ratings.hpp), how games ended and forfeits by engine and cause; last, after
// timing_separator (summary.hpp), seconds per move of each engine. Everything before the
// separator depends only on the results' non-timing fields.
std::string format_tournament_summary(const std::vector<GameResult>& results,
                                      const std::vector<std::string>& engines, TournamentKind kind);

// One line (no newline) for stderr after each game: games done/total, the pairing of the game
// just finished and who won, the first engine's running score in that pairing, elapsed time and
// ETA. `done` are the games finished in finishing order, the last one the game just finished,
// the first `earlier` of them before this run (--resume; see progress_line).
std::string tournament_progress_line(const std::vector<GameResult>& done, int total,
                                     double elapsed_seconds, int earlier = 0);

// The games `engine` played, seen from its side: each result with the engine as "a" (when it
// was "b": the names, winner, colour, forfeiting engine, margin, moves, seconds and final_score
// answers swapped), in the order of `results`.
std::vector<GameResult> games_of_engine(const std::vector<GameResult>& results,
                                        const std::string& engine);

// --plot of a tournament: the running score of the first engine over its games against the
// others (plot_svg of games_of_engine), written atomically.
void write_tournament_plot_svg(const std::vector<GameResult>& results,
                               const std::vector<std::string>& engines,
                               const std::filesystem::path& path);

}  // namespace boardtalk::match
