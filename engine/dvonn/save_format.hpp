#pragma once
// The save file: a text holding the start position, every move and the position after it, so a
// loaded game can be undone to its start and a corrupt file is caught line by line.
//   boardtalk-dvonn-game 1
//   start <position text>
//   move <move> <position text>
//   ...
// Lines starting with '#' and blank lines are ignored.
#include <string>
#include <string_view>

#include "core/result.hpp"
#include "engine/dvonn/game.hpp"

namespace boardtalk::dvonn {

std::string write_game(const Game& game);
// The game, or "line N: <what is wrong>". Every move is replayed under the rules and the
// stored position after it must match.
Result<Game> read_game(std::string_view text);

}  // namespace boardtalk::dvonn
