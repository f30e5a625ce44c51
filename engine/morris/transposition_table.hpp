#pragma once
// A fixed-size transposition table. Each search bumps the generation and ignores entries of
// other generations, so a search's result never depends on earlier searches (deterministic
// mode) while no memory has to be cleared between moves.
#include <cstdint>
#include <optional>

#include "core/zeroed_array.hpp"
#include "engine/morris/types.hpp"

namespace boardtalk::morris {

enum class Bound : std::uint8_t { exact, lower, upper };

struct TTEntry {
    std::uint64_t key = 0;
    std::int16_t score = 0;
    std::int8_t depth = 0;
    Bound bound = Bound::exact;
    std::uint8_t generation = 0;
    Turn turn;
};

class TranspositionTable {
  public:
    // 2^log2_entries entries of 16 bytes.
    explicit TranspositionTable(int log2_entries = 20);
    void new_search();
    // The entry of `key` stored during this search, if any.
    const TTEntry* probe(std::uint64_t key) const;
    // Starts loading the slot of `key` into the cache (a hint: no effect on the contents).
    void prefetch(std::uint64_t key) const { __builtin_prefetch(entries_.data() + (key & mask_)); }
    // Stores unless a deeper entry of this search holds the slot.
    void store(std::uint64_t key, int score, int depth, Bound bound, Turn turn);

  private:
    // Zero bytes are an entry of generation 0, which no search uses: a new table needs no filling.
    ZeroedArray<TTEntry> entries_;
    std::uint64_t mask_;
    std::uint8_t generation_ = 1;
};

}  // namespace boardtalk::morris
