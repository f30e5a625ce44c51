#pragma once
// What one `boardtalk morris` session owns: the game (with its rules), the search limits and the
// searcher. No globals: two sessions in one process are independent.
#include <memory>

#include "engine/morris/game.hpp"
#include "engine/morris/search.hpp"

namespace boardtalk::morris {

struct MorrisState {
    Game game;
    SearchLimits limits{.depth = 0, .seconds = 1.0, .nodes = 0};
    std::unique_ptr<Searcher> searcher = std::make_unique<Searcher>(20);
};

}  // namespace boardtalk::morris
