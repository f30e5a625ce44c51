#pragma once

#include <array>
#include <cstdint>

#include "engine/go/color.hpp"

namespace boardtalk::go {

// Board geometry. Every board, whatever its size (2..25 wide and high), lives in the same
// padded 27 x 27 array: row y (0 at the bottom) and column x (0 at the left) of the playing area
// are at index (y + 1) * stride + (x + 1), so a Point means the same vertex on every board and
// can be named without knowing the board size. Points outside the playing area are borders.
inline constexpr int max_size = 25;
inline constexpr int min_size = 2;
// The board of every tool unless one is asked for (`boardtalk go`, match, play, serve's engine):
// 19x19, as GTP's engines start.
inline constexpr int default_size = 19;
inline constexpr int stride = max_size + 2;
inline constexpr int array_size = stride * stride;

// A board point: an index into the padded array (never a valid vertex when 0).
using Point = std::uint16_t;

// The pass move. Index 0 is a corner of the padding, so it is never a point of the board.
inline constexpr Point pass = 0;

// The point of column x and row y (both from 0; y from the bottom). Precondition: 0 <= x, y < 25.
constexpr Point point(int x, int y) {
    return static_cast<Point>((y + 1) * stride + (x + 1));
}

// Column of p (0 at the left). Meaningless for pass.
constexpr int x_of(Point p) {
    return p % stride - 1;
}

// Row of p (0 at the bottom). Meaningless for pass.
constexpr int y_of(Point p) {
    return p / stride - 1;
}

// p's index when a board `width` wide is laid out row by row from the bottom left (y * width +
// x), as the policy network's planes and logits are. Precondition: p is on that board.
constexpr int row_major_index(Point p, int width) {
    return y_of(p) * width + x_of(p);
}

// The point of row-major index i on a board `width` wide: row_major_index's inverse.
constexpr Point row_major_point(int i, int width) {
    return point(i % width, i / width);
}

// True when p is a vertex of a width x height board (pass is not).
constexpr bool on_board(Point p, int width, int height) {
    int x = x_of(p), y = y_of(p);
    return p != pass && p < array_size && x >= 0 && y >= 0 && x < width && y < height;
}

// The four orthogonal neighbours of p (valid indices for any point on a board).
constexpr std::array<Point, 4> neighbours(Point p) {
    return {static_cast<Point>(p - stride), static_cast<Point>(p - 1), static_cast<Point>(p + 1),
            static_cast<Point>(p + stride)};
}

// The index steps from a point to its four orthogonal neighbours, in neighbours()' order.
inline constexpr std::array<int, 4> neighbour_offsets = {-stride, -1, 1, stride};

// The point `offset` index steps from p.
constexpr Point at_offset(Point p, int offset) {
    return static_cast<Point>(p + offset);
}

// The four diagonal neighbours of p.
constexpr std::array<Point, 4> diagonals(Point p) {
    return {static_cast<Point>(p - stride - 1), static_cast<Point>(p - stride + 1),
            static_cast<Point>(p + stride - 1), static_cast<Point>(p + stride + 1)};
}

// A move: who plays where (point may be pass).
struct Move {
    Color color;
    Point point;
    friend bool operator==(const Move&, const Move&) = default;
};

}  // namespace boardtalk::go
