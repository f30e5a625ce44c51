#pragma once
// Expectimax on the generic grid (used by Searcher for sizes other than 4x4), without a
// transposition table.
#include <array>
#include <cstdint>
#include <functional>
#include <optional>

#include "engine/2048/grid.hpp"

namespace boardtalk::g2048 {

struct GridSearchOutput {
    std::array<std::optional<double>, 4> values{};  // per Direction, nullopt when illegal
    std::uint64_t moves_evaluated = 0;
    bool stopped = false;  // `stop` said so: the values are incomplete
};

// Searches every root move of `grid` with `depth` chance layers below it. `stop`, when set, is
// asked every few thousand moves whether to give up.
GridSearchOutput grid_search(const Grid& grid, int depth, double prob_cutoff,
                             const std::function<bool()>& stop = {});

}  // namespace boardtalk::g2048
