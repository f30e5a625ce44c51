#pragma once
// Playing whole games between two players (benchmarks, strength checks).
#include <cstdint>
#include <vector>

#include "engine/morris/game.hpp"
#include "engine/morris/player.hpp"

namespace boardtalk::morris {

struct MatchResult {
    Status status;
    std::size_t turns = 0;
};

// Plays `opening` (legal turns) and then alternates `white` and `black` until the game ends or
// `max_turns` turns were played (then the status is ongoing).
MatchResult play_game(const Rules& rules, Player& white, Player& black,
                      const std::vector<Turn>& opening, std::size_t max_turns = 2000);

// `plies` random legal turns from the start, reproducible from `seed`; stops early if the game
// would end.
std::vector<Turn> random_opening(const Rules& rules, int plies, std::uint64_t seed);

}  // namespace boardtalk::morris
