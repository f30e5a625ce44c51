#pragma once
// Strength matches for the benchmark: the engine against a random player, and a deep search
// against a shallow one, colours alternating.
#include <cstdint>
#include <iosfwd>

#include "engine/morris/rules.hpp"
#include "games/common/match_tally.hpp"

namespace boardtalk::morris {

struct MatchTally : adapters::WinDrawLoss {  // for the first-named player
    std::size_t turns = 0;
};

// `games` games of the engine (at `move_time` seconds a move) against uniformly random moves.
MatchTally match_against_random(const Rules& rules, int games, double move_time, std::uint64_t seed,
                                std::ostream& progress);

// `games` games of depth `deep` against depth `shallow`, each pair of games (colours swapped)
// from its own random opening of `opening_plies` plies.
MatchTally match_depths(const Rules& rules, int games, int deep, int shallow, int opening_plies,
                        std::uint64_t seed, std::ostream& progress);

}  // namespace boardtalk::morris
