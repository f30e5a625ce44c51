#include "engine/go/diamond_pattern.hpp"

#include <algorithm>

namespace boardtalk::go {

namespace {

int cell_at(int dx, int dy) {
    for (int i = 0; i < diamond_cells; ++i)
        if (diamond_offsets[i][0] == dx && diamond_offsets[i][1] == dy) return i;
    return -1;
}

// For each symmetry (and, as the 9th, the colour swap): a table per key byte (4 cells) of what
// that byte becomes, so a key is transformed by three lookups.
struct ByteTables {
    std::array<std::array<std::array<std::uint32_t, 256>, 3>, 9> t{};
};

const ByteTables& byte_tables() {
    static const ByteTables tables = [] {
        ByteTables b;
        for (int s = 0; s < 9; ++s)
            for (int byte = 0; byte < 3; ++byte)
                for (unsigned v = 0; v < 256; ++v) {
                    std::uint32_t out = 0;
                    for (int k = 0; k < 4; ++k) {
                        unsigned cell = (v >> (2 * k)) & 3;
                        const int i = 4 * byte + k;
                        if (s == 8) {
                            if (cell == 1 || cell == 2) cell = 3 - cell;
                            out |= cell << (2 * i);
                        } else {
                            out |= cell << (2 * symmetric_cell(s, i));
                        }
                    }
                    b.t[s][byte][v] = out;
                }
        return b;
    }();
    return tables;
}

std::uint32_t transformed(const ByteTables& b, int s, std::uint32_t key) {
    return b.t[s][0][key & 255] | b.t[s][1][(key >> 8) & 255] | b.t[s][2][(key >> 16) & 255];
}

}  // namespace

int symmetric_cell(int s, int i) {
    using Cells = std::array<std::array<int, diamond_cells>, 8>;
    static const Cells cells = [] {
        Cells c{};
        for (int sym = 0; sym < 8; ++sym)
            for (int k = 0; k < diamond_cells; ++k) {
                int x = diamond_offsets[k][0], y = diamond_offsets[k][1];
                if (sym & 4) x = -x;
                for (int r = 0; r < (sym & 3); ++r) std::swap(x, y), x = -x;
                c[sym][k] = cell_at(x, y);
            }
        return c;
    }();
    return cells[s][i];
}

std::uint32_t diamond_key(const FastBoard& board, Point p) {
    std::uint32_t key = board.pattern_key(p);
    const int x = x_of(p), y = y_of(p);
    for (int i = 8; i < diamond_cells; ++i) {
        const int cx = x + diamond_offsets[i][0], cy = y + diamond_offsets[i][1];
        const bool on = cx >= 0 && cy >= 0 && cx < board.width() && cy < board.height();
        const Color c = on ? board.at(point(cx, cy)) : Color::border;
        key |= std::uint32_t(c) << (2 * i);
    }
    return key;
}

std::uint32_t swap_colours(std::uint32_t key) {
    return transformed(byte_tables(), 8, key);
}

std::uint32_t canonical_diamond(std::uint32_t key, bool swap) {
    const ByteTables& b = byte_tables();
    if (swap) key = transformed(b, 8, key);
    std::uint32_t best = key;
    for (int s = 1; s < 8; ++s) best = std::min(best, transformed(b, s, key));
    return best;
}

}  // namespace boardtalk::go
