#pragma once
// Strength matches for the benchmark, from random setups with colours alternating: the engine
// against a random player, and the engine at one time per move against itself at another.
#include <cstddef>
#include <cstdint>
#include <iosfwd>

#include "engine/dvonn/evaluation.hpp"
#include "engine/dvonn/search.hpp"

namespace boardtalk::dvonn {

struct MatchTally {
    int wins = 0, draws = 0, losses = 0;  // for the first-named player
    long margin = 0;                      // sum of its final margins (pieces)
    std::size_t moves = 0;
};

// `games` games of the engine (at `move_time` seconds a move) against uniformly random moves,
// game g from `setup random (seed + g)`, the engine White in even games.
MatchTally match_against_random(int games, double move_time, std::uint64_t seed,
                                std::ostream& progress);

// `games` games of the engine at `strong_time` against the engine at `weak_time` evaluating
// with `weak_weights`, the first searching with `strong_tuning`, each pair of games (colours
// swapped) from its own random setup.
MatchTally match_times(int games, double strong_time, double weak_time,
                       const EvalWeights& weak_weights, const SearchTuning& strong_tuning,
                       std::uint64_t seed, std::ostream& progress);

}  // namespace boardtalk::dvonn
