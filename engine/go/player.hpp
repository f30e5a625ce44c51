#pragma once

#include <string_view>

#include "engine/go/game.hpp"
#include "engine/go/point.hpp"

namespace boardtalk::go {

// A move generator. The adapter owns one per session and plays what it returns; a player never
// changes the game. A later issue adds an MCTS player behind this interface.
class Player {
  public:
    virtual ~Player() = default;
    // A legal move for c in the game's current position, or pass.
    virtual Point genmove(const Game& game, Color c) = 0;
    // Short name for --help and logs, e.g. "random".
    virtual std::string_view name() const = 0;
};

}  // namespace boardtalk::go
