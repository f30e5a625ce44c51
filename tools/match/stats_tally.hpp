#pragma once
// Counting a match's results into the numbers the summary prints: wins, losses and draws of
// engine a (overall and per colour), how games ended, forfeits by cause and engine, margins,
// 2048 score distribution and best tiles, and moves and seconds of each engine. Pure: the same
// results in the same order give the same tally (the summary's determinism rests on this).
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "games/common/stats.hpp"
#include "tools/match/game_result.hpp"

namespace boardtalk::match {

// Wins, losses and draws of one side.
struct WinLossDraw {
    int wins = 0, losses = 0, draws = 0;

    int games() const { return wins + losses + draws; }
    double score() const { return stats::score(wins, draws, losses); }
    // The same games seen from the opponent: wins and losses swapped.
    WinLossDraw mirrored() const { return {losses, wins, draws}; }
};

// Forfeits of one cause, by engine.
struct ForfeitCount {
    ForfeitCause cause{};
    int by_a = 0, by_b = 0;
};

// One engine's runner-kept clock (--tc) over the games it played under one.
struct ClockUse {
    int games = 0;          // games with a clock
    double seconds = 0;     // seconds charged to it in those games (its genmove time)
    double least_left = 0;  // the least time left at a game's end
    int losses_on_time = 0;
};

// Everything but the score: how games ended and how long the engines thought.
struct CommonTally {
    int games = 0;
    // (end, games) in a fixed order: two passes, resignation, game end, max moves, forfeit,
    // then any other end alphabetically; only ends that occurred.
    std::vector<std::pair<std::string, int>> ends;
    // One entry per ForfeitCause in enum order, zeros included.
    std::vector<ForfeitCount> forfeits;
    int forfeits_by_a = 0, forfeits_by_b = 0;  // every forfeit, whatever its cause
    long long a_moves = 0, b_moves = 0;
    double a_seconds = 0, b_seconds = 0;
    ClockUse a_clock, b_clock;
};

struct TwoPlayerTally {
    CommonTally common;
    WinLossDraw a;  // engine b's record is a.mirrored()
    // (colour engine a played, a's record with it), colours alphabetically ("black", "white").
    std::vector<std::pair<std::string, WinLossDraw>> a_by_colour;
    // a's margin (GameResult::score) summed over games that ended with a count, i.e. not by
    // resignation, forfeit or time, where the result carries no margin.
    double margin_sum = 0;
    int margin_games = 0;
    int unscored = 0;  // results with Winner::none (should not happen in a two-player game)
    // Go: among games with a margin (as above) where the engine answered final_score, how
    // many answers equal the referee's result (case and surrounding spaces ignored).
    int a_final_asked = 0, a_final_agreed = 0, b_final_asked = 0, b_final_agreed = 0;
};

struct SinglePlayerTally {
    CommonTally common;
    stats::Distribution scores;
    // (tile, games whose best tile is at least it) for 512, 1024, 2048, ... up to the largest
    // best tile seen (at least 2048).
    std::vector<std::pair<long long, int>> tiles_reached;
};

CommonTally tally_common(std::span<const GameResult> results);
TwoPlayerTally tally_two_player(std::span<const GameResult> results);
SinglePlayerTally tally_single_player(std::span<const GameResult> results);

// a's running score after each game: element k is the score over games 0..k.
std::vector<double> running_score(std::span<const GameResult> results);

}  // namespace boardtalk::match
