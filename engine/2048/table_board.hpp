#pragma once
// The 4x4 board as one 64-bit word, 4 bits a cell (the tile exponent, 0 = empty), cell i of the
// generic grid (row by row from the top-left) in bits 4i..4i+3. A move is four lookups in
// 65,536-entry row tables. Exponents go up to 15 (the tile 32768); two 32768 tiles do not merge
// on this board (65536 does not fit 4 bits), so it is exact only while no such pair meets: the
// player falls back to the generic grid when a position holds a tile above 32768.
#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>

#include "engine/2048/direction.hpp"
#include "engine/2048/grid.hpp"

namespace boardtalk::g2048 {

using Bitboard = std::uint64_t;

inline constexpr int table_max_exponent = 15;

// The board after sliding toward `d` (unchanged when nothing moves).
Bitboard table_move(Bitboard board, Direction d);
// The boards after each slide, indexed by Direction (one transpose for both vertical moves).
std::array<Bitboard, 4> table_moves(Bitboard board);
// The score the merges of that slide make.
std::uint64_t table_move_score(Bitboard board, Direction d);
// Rows become columns.
Bitboard transpose(Bitboard board);
// Number of empty cells (0..16).
int count_empty(Bitboard board);
// The exponent at cell i (0..15).
inline int cell_exponent(Bitboard board, int cell) {
    return static_cast<int>((board >> (4 * cell)) & 0xF);
}
// The largest exponent on the board (0: empty).
inline int max_exponent(Bitboard board) {
    int m = 0;
    for (int c = 0; c < 16; ++c) m = std::max(m, cell_exponent(board, c));
    return m;
}

// A 4x4 grid whose exponents all fit 4 bits; nullopt otherwise (other size, tile above 32768).
std::optional<Bitboard> to_bitboard(const Grid& grid);
Grid to_grid(Bitboard board);

// The per-row tables, built once on first use (thread-safe). Row r of the board is the 16 bits
// at 16r; in a row, column c is nibble c. Exposed for the heuristic.
struct RowTables {
    std::uint16_t left[65536];   // the row slid toward column 0
    std::uint16_t right[65536];  // the row slid toward column 3
    std::uint32_t score[65536];  // score of sliding the row left (right: of the reversed row)
    // For a column read as a row (nibble c = the cell in board row c): the column slid up
    // (toward row 0) or down, unpacked into column 0 of a board (nibble c at bit 16c).
    Bitboard up[65536];
    Bitboard down[65536];
};
const RowTables& row_tables();

}  // namespace boardtalk::g2048
