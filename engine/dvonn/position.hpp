#pragma once
// A whole position: the compact Board the rules use plus the pieces of every stack from bottom
// to top (for the position text and the board diagram).
#include <array>
#include <cstdint>
#include <string>

#include "engine/dvonn/board.hpp"

namespace boardtalk::dvonn {

struct Position {
    Board board = empty_board();
    // Per square the pieces from bottom to top: 'W', 'B' or 'D'; empty when the space is.
    std::array<std::string, kSquareSlots> stacks{};
    friend bool operator==(const Position&, const Position&) = default;
};

// The empty board, White to place the first DVONN piece.
Position empty_position();

// Applies a legal move to board and stacks alike. Returns the squares removed by disconnection.
Mask apply_move(Position& p, const Move& m);

// The board filled at random with 3 DVONN, 23 white and 23 black pieces (a shuffle driven by
// `seed`: the same seed gives the same setup on every platform), White to move, moving phase.
Position random_setup(std::uint64_t seed);

// A small deterministic generator (splitmix64) for setups, random players and tie breaks.
class Rng {
  public:
    explicit Rng(std::uint64_t seed) : state_(seed) {}
    std::uint64_t next();
    // Uniform in [0, n); n > 0.
    std::uint32_t below(std::uint32_t n);

  private:
    std::uint64_t state_;
};

}  // namespace boardtalk::dvonn
