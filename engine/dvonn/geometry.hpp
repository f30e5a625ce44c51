#pragma once
// The hexagonal board of 49 spaces in rows of 9, 10, 11, 10, 9 (columns A..K, rows 1..5) as
// 55 bit positions r * 11 + c; the six directions (c+-1, r), (c, r+-1), (c+1, r+1), (c-1, r-1);
// neighbour masks, rays and the flood fill that finds stacks cut off from every DVONN piece.
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "engine/dvonn/types.hpp"

namespace boardtalk::dvonn {

using Mask = std::uint64_t;

inline constexpr Mask bit(Square s) {
    return Mask{1} << s;
}

inline constexpr int kDirections = 6;
inline constexpr int kMaxDistance = 10;  // the longest straight line crosses 11 spaces

// True for the 49 squares on the board.
bool on_board(Square s);
// The 49 squares, in the canonical order: row 1 A..I, row 2 A..J, row 3 A..K, row 4 B..K,
// row 5 C..K.
const std::array<Square, kSpaces>& all_squares();
inline int column_of(Square s) {
    return s % 11;
}
inline int row_of(Square s) {
    return s / 11;
}
// The square at column c (0..10) and row r (0..4), or kNoSquare off the board.
Square square_at(int c, int r);
// The squares of row r (0..4), left to right: first column and count.
int row_first_column(int r);
int row_length(int r);

namespace geometry_detail {

inline constexpr int kDc[kDirections] = {1, -1, 0, 0, 1, -1};
inline constexpr int kDr[kDirections] = {0, 0, 1, -1, 1, -1};
inline constexpr int kStep[kDirections] = {1, -1, 11, -11, 12, -12};  // kDc + 11 x kDr

constexpr bool valid_cr(int c, int r) {
    return r >= 0 && r <= 4 && c >= (r > 2 ? r - 2 : 0) && c <= (r + 8 < 10 ? r + 8 : 10);
}

// Built at compile time: the search asks for rays and neighbours in its inner loops.
struct Tables {
    std::array<std::array<std::array<Square, kMaxDistance + 1>, kDirections>, kSquareSlots> rays{};
    std::array<Mask, kSquareSlots> neighbours{};
    Mask board = 0;     // the 49 spaces
    Mask interior = 0;  // the spaces with six neighbours
    // Per direction and distance, the spaces from which that jump stays on the board.
    std::array<std::array<Mask, kMaxDistance + 1>, kDirections> jump_from{};
};

constexpr Tables build_tables() {
    Tables t;
    for (int s = 0; s < kSquareSlots; ++s) {
        const int c0 = s % 11, r0 = s / 11;
        int count = 0;
        for (int d = 0; d < kDirections; ++d) {
            for (int k = 0; k <= kMaxDistance; ++k) {
                const int c = c0 + k * kDc[d], r = r0 + k * kDr[d];
                t.rays[s][d][k] = valid_cr(c0, r0) && valid_cr(c, r)
                                      ? static_cast<Square>(r * 11 + c)
                                      : kNoSquare;
            }
            for (int k = 0; k <= kMaxDistance; ++k)
                if (t.rays[s][d][k] != kNoSquare) t.jump_from[d][k] |= bit(static_cast<Square>(s));
            if (t.rays[s][d][1] != kNoSquare) {
                t.neighbours[s] |= bit(t.rays[s][d][1]);
                ++count;
            }
        }
        if (valid_cr(c0, r0)) t.board |= bit(static_cast<Square>(s));
        if (count == 6) t.interior |= bit(static_cast<Square>(s));
    }
    return t;
}

inline constexpr Tables kTables = build_tables();

// Columns A and K over the 55 slots, to stop shifts wrapping from one row into the next.
constexpr Mask column_mask(int c) {
    Mask m = 0;
    for (int r = 0; r < 5; ++r) m |= Mask{1} << (r * 11 + c);
    return m;
}
inline constexpr Mask kNotA = ~column_mask(0);
inline constexpr Mask kNotK = ~column_mask(10);

}  // namespace geometry_detail

// The squares next to a square of m, m's own squares among them (off-board slots too: callers
// mask the result).
inline Mask grow(Mask m) {
    using geometry_detail::kNotA, geometry_detail::kNotK;
    return m | ((m & kNotK) << 1) | ((m & kNotA) >> 1) | (m << 11) | (m >> 11) |
           ((m & kNotK) << 12) | ((m & kNotA) >> 12);
}

// The neighbours of s (2 to 6 of them).
inline Mask neighbours(Square s) {
    return geometry_detail::kTables.neighbours[s];
}
// True when s has six neighbours on the board (edge spaces are never surrounded).
inline bool has_six_neighbours(Square s) {
    return (geometry_detail::kTables.interior & bit(s)) != 0;
}
// The spaces of `occupied` whose six neighbours are all in `occupied`: the stacks that cannot
// move when `occupied` holds every stack.
inline Mask surrounded(Mask occupied) {
    const Mask empty = geometry_detail::kTables.board & ~occupied;
    return occupied & geometry_detail::kTables.interior & ~grow(empty);
}
// The square `distance` (1..10) steps from s in direction d (0..5), or kNoSquare.
inline Square ray(Square s, int direction, int distance) {
    return geometry_detail::kTables.rays[s][direction][distance];
}
// Where the stacks on `from` land when each jumps `distance` (0..10) spaces in direction d:
// one square for each of them whose jump stays on the board. The jumps in direction d ^ 1 are
// the same lines backwards: jumps(to, d ^ 1, h) are the squares whose jump lands on `to`.
inline Mask jumps(Mask from, int direction, int distance) {
    const Mask m = from & geometry_detail::kTables.jump_from[direction][distance];
    if (m == 0) return 0;  // a shift past 63 bits only ever meets an empty mask
    const int step = distance * geometry_detail::kStep[direction];
    return step >= 0 ? m << step : m >> -step;
}

// The direction and distance from `from` to `to` when they lie on one line, else nullopt.
struct LineStep {
    int direction;
    int distance;
};
std::optional<LineStep> line_between(Square from, Square to);

// `seeds` plus every square of `within` connected to them through squares of `within`.
Mask flood(Mask seeds, Mask within);

// "E3"; precondition on_board(s).
std::string square_name(Square s);
// Parses "E3" or "e3"; nullopt for anything else, including spaces off the board (A5, L3).
std::optional<Square> parse_square(std::string_view text);

}  // namespace boardtalk::dvonn
