#include "engine/go/patterns.hpp"

#include <array>
#include <bit>
#include <string_view>
#include <vector>

namespace boardtalk::go {

namespace {

// The patterns as drawn (rows from the top; the centre is the empty point to play).
// X, O: a black or white stone (and, with colours swapped, the other way round);
// x: anything but X (empty, O or border); o: anything but O; ?: anything; #: border.
constexpr std::array<std::string_view, 13> sources = {
    "XOX...???",  // hane: enclosing hane
    "XO....?.?",  // hane: non-cutting hane
    "XO?X..x.?",  // hane: magari
    ".O.X.....",  // katatsuke or diagonal attachment
    "XO?O.o?o?",  // cut1: unprotected cut
    "XO?O.X???",  // cut1: peeped cut
    "?X?O.Oooo",  // cut2: de
    "OX?o.O???",  // cut keima
    "X.?O.?###",  // edge: chase
    "OX?X.O###",  // edge: block side cut
    "?X?x.O###",  // edge: block side connection
    "?XOx.x###",  // edge: sagari
    "?OXX.O###",  // edge: cut
};

using Grid = std::array<char, 9>;  // row-major, rows from the top

constexpr unsigned bit(int color) {
    return 1u << color;  // Color values: 0 empty, 1 black, 2 white, 3 border
}

// The colours a pattern symbol allows, as a mask over Color values.
unsigned allowed(char symbol) {
    switch (symbol) {
        case '.':
            return bit(0);
        case 'X':
            return bit(1);
        case 'O':
            return bit(2);
        case 'x':
            return bit(0) | bit(2) | bit(3);
        case 'o':
            return bit(0) | bit(1) | bit(3);
        case '#':
            return bit(3);
        default:  // '?'
            return 0xf;
    }
}

Grid rotate(const Grid& g) {  // a quarter turn
    Grid r;
    for (int row = 0; row < 3; ++row)
        for (int col = 0; col < 3; ++col) r[row * 3 + col] = g[(2 - col) * 3 + row];
    return r;
}

Grid mirror(const Grid& g) {  // left <-> right
    Grid r;
    for (int row = 0; row < 3; ++row)
        for (int col = 0; col < 3; ++col) r[row * 3 + col] = g[row * 3 + 2 - col];
    return r;
}

Grid swap_colours(const Grid& g) {
    Grid r = g;
    for (char& c : r) {
        if (c == 'X' || c == 'O')
            c = c == 'X' ? 'O' : 'X';
        else if (c == 'x' || c == 'o')
            c = c == 'x' ? 'o' : 'x';
    }
    return r;
}

// Sets the bit of every key that fits grid `g` (the centre is not part of the key).
void add_keys(const Grid& g, std::vector<std::uint64_t>& table) {
    std::array<unsigned, 8> masks;
    int slot = 0;
    for (int i = 0; i < 9; ++i)
        if (i != 4) masks[slot++] = allowed(g[i]);
    // Enumerate the product of the allowed colours, one neighbour per 2 bits of the key.
    std::vector<unsigned> keys = {0};
    for (int n = 0; n < 8; ++n) {
        std::vector<unsigned> next;
        for (unsigned k : keys)
            for (int c = 0; c < 4; ++c)
                if (masks[n] & bit(c)) next.push_back(k | (unsigned(c) << (2 * n)));
        keys.swap(next);
    }
    for (unsigned k : keys) table[k >> 6] |= std::uint64_t(1) << (k & 63);
}

std::vector<std::uint64_t> build_table() {
    std::vector<std::uint64_t> table(1024, 0);
    for (std::string_view source : sources) {
        Grid g;
        for (int i = 0; i < 9; ++i) g[i] = source[i];
        for (int turn = 0; turn < 4; ++turn, g = rotate(g))
            for (const Grid& h : {g, mirror(g)}) {
                add_keys(h, table);
                add_keys(swap_colours(h), table);
            }
    }
    return table;
}

}  // namespace

const std::uint64_t* pattern_table() {
    static const std::vector<std::uint64_t> table = build_table();
    return table.data();
}

}  // namespace boardtalk::go
