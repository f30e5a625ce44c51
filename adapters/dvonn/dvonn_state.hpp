#pragma once
// What one `boardtalk dvonn` session owns: the game, the search limits and the searcher. No
// globals: two sessions in one process are independent.
#include <memory>

#include "engine/dvonn/game.hpp"
#include "engine/dvonn/search.hpp"

namespace boardtalk::dvonn {

struct DvonnState {
    Game game;
    SearchLimits limits{.depth = 0, .seconds = 1.0, .nodes = 0};
    std::unique_ptr<Searcher> searcher = std::make_unique<Searcher>(20);
};

}  // namespace boardtalk::dvonn
