#pragma once
// Builds grids from tile values as written in games.md, row by row from the top, and 4x4
// table boards from their tile exponents.
#include <array>
#include <initializer_list>
#include <vector>

#include "engine/2048/grid.hpp"
#include "engine/2048/table_board.hpp"

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

// A 4x4 board from its 16 tile exponents, row by row from the top left.
inline Bitboard board_of(const std::array<int, 16>& exponents) {
    Bitboard b = 0;
    for (int c = 0; c < 16; ++c) b |= static_cast<Bitboard>(exponents[c]) << (4 * c);
    return b;
}

}  // namespace boardtalk::g2048::test
