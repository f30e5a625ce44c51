#pragma once

#include <array>
#include <cstdint>
#include <utility>

#include "engine/go/board.hpp"
#include "engine/go/color.hpp"
#include "engine/go/rng.hpp"

namespace boardtalk::go {

// A board made for light random playouts: simple ko, no suicide, alternating colours, no
// history and no hash. Its own compact layout (stride width + 1, one shared border column), so
// its indices are NOT go::Point values. Chains are circular lists with pseudo-liberty counts;
// the empty points are kept in a list for O(1) random choice. Fixed-size arrays: no allocation.
class PlayoutBoard {
  public:
    // Precondition: width and height in 2..25.
    PlayoutBoard(int width, int height);

    // Back to the empty board, black to move.
    void clear();

    // The position of `board` with `to_move` to move (no ko point). Precondition: same width and
    // height as this board.
    void load(const Board& board, Color to_move);

    // Plays a uniformly chosen legal move for the side to move that does not fill one of its own
    // eyes, or passes when there is none; then the other side is to move. Returns the index of
    // the stone played (this board's layout, see coordinates()), or 0 for a pass.
    int play_random(Rng& rng);

    // Column and row (from 0, row 0 at the bottom) of an index of this board.
    std::pair<int, int> coordinates(int index) const {
        return {index % stride_ - 1, index / stride_ - 1};
    }
    // The content of column x, row y. Precondition: inside the board.
    Color at(int x, int y) const { return color_[(y + 1) * stride_ + x + 1]; }

    // Black's area minus white's (stones plus empty points whose neighbours are all one colour),
    // komi not included.
    int area_margin() const;

    Color to_move() const { return to_move_; }
    int empty_count() const { return empty_count_; }

  private:
    static constexpr int capacity = 26 * 27 + 1;

    bool acceptable(int p) const;
    bool is_own_eye(Color c, int p) const;
    void place(Color c, int p);
    void merge(int keep, int absorb);
    void remove_chain(int head);
    void add_empty(int p);
    void remove_empty(int p);
    void count_neighbours_as(int p, Color before, Color after);

    int width_, height_, stride_;
    std::array<int, 4> offsets_;
    std::array<int, 4> diagonal_offsets_;
    Color to_move_ = Color::black;
    int ko_point_ = 0;  // 0: none (index 0 is always a border)
    int empty_count_ = 0;
    std::array<Color, capacity> color_;
    std::array<std::uint16_t, capacity> head_;
    std::array<std::uint16_t, capacity> next_;
    std::array<std::uint16_t, capacity> libs_;        // pseudo-liberties, at chain heads
    std::array<std::uint16_t, capacity> size_;        // at chain heads
    std::array<std::uint16_t, capacity> empty_;       // the empty points, unordered
    std::array<std::uint16_t, capacity> empty_slot_;  // index of each empty point in empty_
    // Neighbour counts of each point, 3 bits each: empty (bits 0-2), black or border (3-5),
    // white or border (6-8). One load answers "has an empty neighbour" and "surrounded by c".
    std::array<std::uint16_t, capacity> neighbour_counts_;
};

}  // namespace boardtalk::go
