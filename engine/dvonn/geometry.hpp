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

// The neighbours of s (2 to 6 of them).
Mask neighbours(Square s);
// True when s has six neighbours on the board (edge spaces are never surrounded).
bool has_six_neighbours(Square s);
// The square `distance` (1..10) steps from s in direction d (0..5), or kNoSquare.
Square ray(Square s, int direction, int distance);
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
