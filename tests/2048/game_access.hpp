#pragma once
// The tests' access to a Game's undo limit (Game::default_undo_limit in play): dropping the
// oldest moves is tested within short games by lowering it.
#include <algorithm>
#include <cstddef>

#include "engine/2048/game.hpp"

namespace boardtalk::g2048 {

struct GameTestAccess {
    static std::size_t undo_limit(const Game& g) { return g.undo_limit_; }
    // Undo then reaches back at least `limit` moves (at least 1); lowering it drops the moves
    // over the new limit at once.
    static void set_undo_limit(Game& g, std::size_t limit) {
        g.undo_limit_ = std::max<std::size_t>(limit, 1);
        if (g.moves_.size() > g.undo_limit_) g.drop_oldest(g.moves_.size() - g.undo_limit_);
    }
};

}  // namespace boardtalk::g2048
