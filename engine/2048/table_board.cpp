#include "engine/2048/table_board.hpp"

#include <array>
#include <memory>

namespace boardtalk::g2048 {

namespace {

std::uint16_t reverse_row(std::uint16_t row) {
    return static_cast<std::uint16_t>((row >> 12) | ((row >> 4) & 0x00F0) | ((row << 4) & 0x0F00) |
                                      (row << 12));
}

// Slides a row toward column 0 with the generic line rule, except that 15 + 15 does not merge.
std::uint16_t slide_row_left(std::uint16_t row, std::uint32_t& score) {
    std::array<std::uint8_t, 4> line{};
    for (int c = 0; c < 4; ++c) line[c] = (row >> (4 * c)) & 0xF;
    // Split the line at every pair of 15s that would merge so that slide_line never makes a 16:
    // a 15 can only merge with the 15 right after it once the gaps are closed.
    std::array<std::uint8_t, 4> packed{};
    int n = 0;
    for (auto e : line)
        if (e) packed[n++] = e;
    std::uint32_t s = 0;
    std::array<std::uint8_t, 4> out{};
    int o = 0;
    for (int i = 0; i < n;) {
        if (i + 1 < n && packed[i] == packed[i + 1] && packed[i] < 15) {
            out[o++] = static_cast<std::uint8_t>(packed[i] + 1);
            s += 1u << (packed[i] + 1);
            i += 2;
        } else {
            out[o++] = packed[i++];
        }
    }
    score = s;
    std::uint16_t result = 0;
    for (int c = 0; c < 4; ++c) result |= static_cast<std::uint16_t>(out[c] << (4 * c));
    return result;
}

Bitboard unpack_column(std::uint16_t row) {
    Bitboard col = 0;
    for (int c = 0; c < 4; ++c) col |= Bitboard{(row >> (4u * c)) & 0xFu} << (16 * c);
    return col;
}

std::unique_ptr<RowTables> build_tables() {
    auto t = std::make_unique<RowTables>();
    for (std::uint32_t r = 0; r < 65536; ++r) {
        std::uint32_t score = 0;
        t->left[r] = slide_row_left(static_cast<std::uint16_t>(r), score);
        t->score[r] = score;
    }
    for (std::uint32_t r = 0; r < 65536; ++r) {
        const auto row = static_cast<std::uint16_t>(r);
        t->right[r] = reverse_row(t->left[reverse_row(row)]);
        t->up[r] = unpack_column(t->left[r]);
        t->down[r] = unpack_column(t->right[r]);
    }
    return t;
}

inline std::uint16_t row_of(Bitboard b, int r) {
    return static_cast<std::uint16_t>(b >> (16 * r));
}

Bitboard move_rows(Bitboard b, const std::uint16_t* table) {
    return Bitboard{table[row_of(b, 0)]} | (Bitboard{table[row_of(b, 1)]} << 16) |
           (Bitboard{table[row_of(b, 2)]} << 32) | (Bitboard{table[row_of(b, 3)]} << 48);
}

// `t` is the transposed board: its row j is column j of the board.
Bitboard move_columns(Bitboard t, const Bitboard* table) {
    return table[row_of(t, 0)] | (table[row_of(t, 1)] << 4) | (table[row_of(t, 2)] << 8) |
           (table[row_of(t, 3)] << 12);
}

}  // namespace

const RowTables& row_tables() {
    static const std::unique_ptr<RowTables> tables = build_tables();
    return *tables;
}

Bitboard transpose(Bitboard x) {
    // Swap the off-diagonal nibbles of each 2x2 block, then the off-diagonal 2x2 blocks.
    Bitboard a1 = x & 0xF0F00F0FF0F00F0FULL;
    Bitboard a2 = x & 0x0000F0F00000F0F0ULL;
    Bitboard a3 = x & 0x0F0F00000F0F0000ULL;
    Bitboard a = a1 | (a2 << 12) | (a3 >> 12);
    Bitboard b1 = a & 0xFF00FF0000FF00FFULL;
    Bitboard b2 = a & 0x00FF00FF00000000ULL;
    Bitboard b3 = a & 0x00000000FF00FF00ULL;
    return b1 | (b2 >> 24) | (b3 << 24);
}

Bitboard table_move(Bitboard board, Direction d) {
    const RowTables& t = row_tables();
    switch (d) {
        case Direction::left:
            return move_rows(board, t.left);
        case Direction::right:
            return move_rows(board, t.right);
        case Direction::up:
            return move_columns(transpose(board), t.up);
        case Direction::down:
            return move_columns(transpose(board), t.down);
    }
    return board;
}

std::array<Bitboard, 4> table_moves(Bitboard board) {
    const RowTables& t = row_tables();
    const Bitboard tr = transpose(board);
    return {move_columns(tr, t.up), move_columns(tr, t.down), move_rows(board, t.left),
            move_rows(board, t.right)};
}

std::uint64_t table_move_score(Bitboard board, Direction d) {
    const RowTables& t = row_tables();
    const bool vertical = d == Direction::up || d == Direction::down;
    const bool reversed = d == Direction::right || d == Direction::down;
    const Bitboard b = vertical ? transpose(board) : board;
    std::uint64_t score = 0;
    for (int r = 0; r < 4; ++r) {
        const std::uint16_t row = row_of(b, r);
        score += t.score[reversed ? reverse_row(row) : row];
    }
    return score;
}

int count_empty(Bitboard x) {
    // Fold each nibble to one bit: set when the nibble is non-zero.
    x |= (x >> 2) & 0x3333333333333333ULL;
    x |= (x >> 1);
    x = ~x & 0x1111111111111111ULL;
    return __builtin_popcountll(x);
}

std::optional<Bitboard> to_bitboard(const Grid& grid) {
    if (grid.size() != 4) return std::nullopt;
    Bitboard b = 0;
    for (int i = 0; i < 16; ++i) {
        if (grid.at(i) > table_max_exponent) return std::nullopt;
        b |= Bitboard{grid.at(i)} << (4 * i);
    }
    return b;
}

Grid to_grid(Bitboard board) {
    Grid g(4);
    for (int i = 0; i < 16; ++i) g.set(i, static_cast<std::uint8_t>(cell_exponent(board, i)));
    return g;
}

}  // namespace boardtalk::g2048
