#pragma once
// The transposition table of the 4x4 search: board -> value of its chance node searched with a
// given remaining depth. Fixed size, two entries a slot: one kept for the deepest search of the
// board (it gives way only to as deep a search, or once it is from an older search), one
// always replaced. Entries survive from search to search (the Searcher keeps them while a game
// goes on move by move) until clear(), which is O(1): entries of an older epoch are never found.
// The key is the whole board, so two boards never share an entry.
#include <cstdint>
#include <optional>
#include <vector>

#include "core/huge_page_allocator.hpp"
#include "engine/2048/table_board.hpp"

namespace boardtalk::g2048 {

class TranspositionTable {
  public:
    explicit TranspositionTable(int log2_slots = 19);

    // Forgets every entry.
    void clear();
    // Starts a new search: entries of earlier ones stay valid but give way first.
    void next_generation() { ++generation_; }
    // The stored value of `board` if it was searched at least `remaining` deep.
    std::optional<float> find(Bitboard board, int remaining) const;
    void store(Bitboard board, int remaining, float value);

  private:
    struct Entry {
        Bitboard board = 0;  // 0 (no tiles) is never searched: an empty entry
        float value = 0;
        std::uint16_t epoch = 0;
        std::uint8_t generation = 0;
        std::uint8_t remaining = 0;
    };
    struct Slot {
        Entry deep, recent;
    };
    std::size_t slot(Bitboard board) const {
        return static_cast<std::size_t>((board * 0x9E3779B97F4A7C15ULL) >> shift_);
    }
    bool valid(const Entry& e, Bitboard board, int remaining) const {
        return e.epoch == epoch_ && e.board == board && e.remaining >= remaining;
    }
    std::vector<Slot, HugePageAllocator<Slot>> slots_;  // 16 MB probed at random: huge pages
    int shift_;
    std::uint16_t epoch_ = 1;
    std::uint8_t generation_ = 0;
};

}  // namespace boardtalk::g2048
