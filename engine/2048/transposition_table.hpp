#pragma once
// A fixed-size, always-replace transposition table for the 4x4 search: board -> value of its
// chance node searched with a given remaining depth. Entries of older searches are ignored by
// generation, so a new search needs no clearing.
#include <cstdint>
#include <optional>
#include <vector>

#include "engine/2048/table_board.hpp"

namespace boardtalk::g2048 {

class TranspositionTable {
  public:
    explicit TranspositionTable(int log2_entries = 20);

    // Starts a new search: every stored entry becomes stale.
    void next_generation();
    // The stored value of `board` if it was searched at least `remaining` deep in this search.
    std::optional<float> find(Bitboard board, int remaining) const;
    void store(Bitboard board, int remaining, float value);

  private:
    struct Entry {
        Bitboard board = 0;
        float value = 0;
        std::uint16_t generation = 0;
        std::uint8_t remaining = 0;
    };
    std::size_t slot(Bitboard board) const {
        return static_cast<std::size_t>((board * 0x9E3779B97F4A7C15ULL) >> shift_);
    }
    std::vector<Entry> entries_;
    int shift_;
    std::uint16_t generation_ = 1;
};

}  // namespace boardtalk::g2048
