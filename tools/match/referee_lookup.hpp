#pragma once
// The referees of the game table by the game's name: how the match runner and tune find them.
#include <cstdint>
#include <memory>
#include <string_view>

#include "games/common/referee.hpp"

namespace boardtalk::match {

// The game of that name in the game table, or nullptr.
const RefereeGame* find_referee_game(std::string_view game);

// A referee at the start of a game with this seed (DVONN random setups, 2048 spawns and the
// Go dead-stone estimate use it). Precondition: settings.game is a game of the table.
std::unique_ptr<Referee> make_referee(const GameSettings& settings, std::uint64_t seed);

// True for a game of the table ("go", "morris", "dvonn", "2048").
bool is_known_game(std::string_view game);

}  // namespace boardtalk::match
