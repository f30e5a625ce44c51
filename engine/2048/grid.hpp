#pragma once
// The generic 2048 board: n x n cells (3 <= n <= 8), each holding a tile exponent (0 = empty,
// k = the tile 2^k). Slower than the 4x4 table board but exact for every size and tile.
#include <cstdint>
#include <vector>

#include "engine/2048/direction.hpp"

namespace boardtalk::g2048 {

inline constexpr int min_size = 3;
inline constexpr int max_size = 8;
// The board of a new game unless one is asked for: the original 4x4.
inline constexpr int default_size = 4;

// The result of sliding a grid: the new cells and the score the merges made.
struct SlideOutcome;

class Grid {
  public:
    // An empty n x n grid. Precondition: min_size <= n <= max_size.
    explicit Grid(int n = 4);

    int size() const { return n_; }
    int cell_count() const { return n_ * n_; }
    // Cells are numbered row by row from the top-left, 0 .. n*n-1.
    std::uint8_t at(int cell) const { return cells_[cell]; }
    std::uint8_t at(int row, int col) const { return cells_[row * n_ + col]; }
    void set(int cell, std::uint8_t exponent) { cells_[cell] = exponent; }
    void set(int row, int col, std::uint8_t exponent) { cells_[row * n_ + col] = exponent; }

    // Empty cells in increasing order (the order spawns index into).
    std::vector<int> empty_cells() const;
    int empty_count() const;
    // The largest exponent on the grid (0 when empty).
    std::uint8_t max_exponent() const;

    // Slides every tile toward `d`, merging equal pairs once, from the side tiles move towards.
    SlideOutcome slide(Direction d) const;
    // True when sliding toward `d` changes the grid.
    bool can_slide(Direction d) const;
    // True when some direction changes the grid.
    bool any_move() const;

    friend bool operator==(const Grid&, const Grid&) = default;

  private:
    int n_;
    std::vector<std::uint8_t> cells_;
};

struct SlideOutcome {
    Grid grid;
    std::uint64_t score = 0;  // sum of the values of the tiles made by merges
    bool changed = false;
};

// The largest exponent a tile can reach on an n x n grid (every cell feeding one tile, with
// 4-spawns): n*n + 1, capped at 48 so that values and scores fit 64 bits. Positions with larger
// tiles are rejected.
int max_reachable_exponent(int n);

// Slides one line (cells listed from the side tiles move towards) in place; returns the score.
// Exposed for the table board, which builds its row tables from it.
std::uint64_t slide_line(std::uint8_t* line, int length);

}  // namespace boardtalk::g2048
