#pragma once
// Builds grids from tile values as written in games.md, row by row from the top.
#include <initializer_list>
#include <vector>

#include "engine/2048/grid.hpp"

namespace boardtalk::g2048::test {

inline Grid grid_of(std::initializer_list<std::initializer_list<unsigned>> rows) {
    Grid g(static_cast<int>(rows.size()));
    int r = 0;
    for (const auto& row : rows) {
        int c = 0;
        for (unsigned v : row) {
            std::uint8_t e = 0;
            while (v > 1) {
                v >>= 1;
                ++e;
            }
            g.set(r, c++, e);
        }
        ++r;
    }
    return g;
}

}  // namespace boardtalk::g2048::test
