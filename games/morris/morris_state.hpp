#pragma once
// What one `boardtalk morris` session owns: the game (with its rules), the search limits, the
// searcher and the endgame databases. No globals: two sessions in one process are independent.
#include <memory>

#include "engine/morris/game.hpp"
#include "engine/morris/search.hpp"
#include "engine/morris/solve/databases.hpp"

namespace boardtalk::morris {

struct MorrisState {
    Game game;
    SearchLimits limits{.depth = 0, .seconds = 1.0, .nodes = 0};
    std::unique_ptr<Searcher> searcher = std::make_unique<Searcher>(20);
    // The endgame databases in use (the searcher points at them); null for none.
    std::shared_ptr<const solve::Databases> databases;
};

}  // namespace boardtalk::morris
