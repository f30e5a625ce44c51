#pragma once
// Late-game boards kept by training for later training games to start from, so that the
// network sees the boards past a large tile far more often than games from the start reach
// them (the remedy of Yeh et al. 2016 and Jaskowski 2018, "carousel shaping": episodes begun
// from states that earlier episodes reached). A board is kept when a game first makes a tile
// of at least `tile` (and again when it makes a larger one); the oldest go beyond `capacity`.
#include <cstdint>
#include <deque>
#include <string>
#include <string_view>

#include "core/result.hpp"
#include "engine/2048/spawn.hpp"
#include "engine/2048/table_board.hpp"

namespace boardtalk::g2048 {

class LateStarts {
  public:
    static constexpr std::size_t default_capacity = 1000;

    // Precondition: 1 <= tile_exponent <= 15, capacity >= 1.
    explicit LateStarts(int tile_exponent, std::size_t capacity = default_capacity);

    int tile_exponent() const { return tile_exponent_; }
    std::size_t capacity() const { return capacity_; }
    const std::deque<Bitboard>& boards() const { return boards_; }
    bool empty() const { return boards_.empty(); }

    // Keeps `board`, dropping the oldest when full.
    void add(Bitboard board);
    // A uniformly random kept board. Precondition: !empty().
    Bitboard pick(SpawnRng& rng) const;

    // The file beside the network: a text header (format, tile, capacity, the network's game
    // count it goes with, board count) and one board a line, 16 hex digits, oldest first.
    // parse() refuses anything else with the reason.
    std::string serialize(std::uint64_t games) const;
    struct Saved;
    static Result<Saved> parse(std::string_view text);

  private:
    int tile_exponent_;
    std::size_t capacity_;
    std::deque<Bitboard> boards_;
};

struct LateStarts::Saved {
    LateStarts starts;
    std::uint64_t games;  // the network's game count when they were saved
};

}  // namespace boardtalk::g2048
