#include "engine/2048/downgrade.hpp"

#include <bit>

namespace boardtalk::g2048 {

Bitboard downgrade(Bitboard board, int from_exponent) {
    if (from_exponent <= 0) return board;
    unsigned present = 0;  // bit e: some cell holds 2^e
    for (int cell = 0; cell < 16; ++cell) present |= 1u << cell_exponent(board, cell);
    // The largest exponent is present's highest bit (0: an empty board).
    for (int top = std::bit_width(present) - 1; top >= from_exponent; --top) {
        int gap = top - 1;
        while (gap >= 1 && (present >> gap & 1)) --gap;
        if (gap < 1) break;  // every tile from 2 up to the largest: nothing to close
        Bitboard lowered = 0;
        for (int cell = 0; cell < 16; ++cell) {
            const int e = cell_exponent(board, cell);
            lowered |= static_cast<Bitboard>(e > gap ? e - 1 : e) << (4 * cell);
        }
        board = lowered;
        // The exponents above the gap move down one: the gap closes, the top bit empties.
        const unsigned below = present & ((2u << gap) - 1);
        present = below | (present >> (gap + 1) << gap);
    }
    return board;
}

}  // namespace boardtalk::g2048
