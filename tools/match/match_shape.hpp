#pragma once
// Which results belong to a match: its game, the indices of its games, the engines of each
// index's pairing and each game's seed. --resume and --summarize refuse a results.jsonl line
// that does not belong, rather than counting it or leaving it out.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "tools/match/game_result.hpp"
#include "tools/match/tournament.hpp"

namespace boardtalk::match {

struct MatchShape {
    std::string game;                  // "go", ...
    Schedule schedule;                 // the pairings and the games of each
    std::vector<std::string> engines;  // the engines' names in command-line order
    std::uint64_t seed = 0;            // the base seed: game i has seed + i
};

// Why `r` is not a result of the match, in a few words ("index 7 is outside the match's games
// 0..3", "a morris game in a go match", "engines x and y, but game 3 is a against b", "seed 9,
// but game 3 has seed 10"), or nullopt when it can be. Results of older versions without the
// engines' names (both empty) are not checked for them.
std::optional<std::string> foreign_result_problem(const MatchShape& shape, const GameResult& r);

}  // namespace boardtalk::match
