#pragma once
// Strength matches for the benchmark, colours alternating: the engine against a random player
// from random setups, and the engine at one time per move against itself at another, from
// random setups or from the official placement phase with a few random first placements.
#include <cstddef>
#include <cstdint>
#include <iosfwd>

#include "engine/dvonn/evaluation.hpp"
#include "engine/dvonn/position.hpp"
#include "engine/dvonn/search.hpp"
#include "games/common/match_tally.hpp"

namespace boardtalk::dvonn {

struct MatchTally : adapters::WinDrawLoss {  // for the first-named player
    long margin = 0;                         // sum of its final margins (pieces)
    std::size_t moves = 0;
};

// `games` games of the engine (at `move_time` seconds a move) against uniformly random moves,
// game g from `setup random (seed + g)`, the engine White in even games.
MatchTally match_against_random(int games, double move_time, std::uint64_t seed,
                                std::ostream& progress);

// Where the games of match_times start.
enum class StrengthStart {
    random_setup,  // `setup random SEED`: the board full, moving phase
    placement,     // the placing phase after the three DVONN pieces and `random_pieces`
                   // coloured pieces per side went to random empty spaces
};

struct StartOptions {
    StrengthStart kind = StrengthStart::placement;
    int random_pieces = 2;  // per side, placement starts only
};

// The start of match_times' game pair `seed`: a random setup, or the placing phase after the
// random first placements (3 DVONN pieces, then 2 * random_pieces coloured ones).
Position strength_start(const StartOptions& start, std::uint64_t seed);

// `games` games of the engine at `strong_time` against the engine at `weak_time` evaluating
// with `weak_weights`, the first searching with `strong_tuning`, each pair of games (colours
// swapped) from its own start (strength_start(start, seed + pair)).
MatchTally match_times(int games, double strong_time, double weak_time,
                       const EvalWeights& weak_weights, const SearchTuning& strong_tuning,
                       const StartOptions& start, std::uint64_t seed, std::ostream& progress);

}  // namespace boardtalk::dvonn
