#include "engine/morris/transposition_table.hpp"

namespace boardtalk::morris {

TranspositionTable::TranspositionTable(int log2_entries)
    : entries_(std::size_t{1} << log2_entries), mask_((std::uint64_t{1} << log2_entries) - 1) {}

void TranspositionTable::new_search() {
    if (++generation_ == 0) {
        // Wrapped: old entries could look current; clear them once every 255 searches.
        entries_.clear();
        generation_ = 1;
    }
}

const TTEntry* TranspositionTable::probe(std::uint64_t key) const {
    const TTEntry& e = entries_[key & mask_];
    return e.generation == generation_ && e.key == key ? &e : nullptr;
}

void TranspositionTable::store(std::uint64_t key, int score, int depth, Bound bound, Turn turn) {
    TTEntry& e = entries_[key & mask_];
    if (e.generation == generation_ && e.key != key && e.depth > depth) return;
    if (e.generation == generation_ && e.key == key && turn.is_null()) turn = e.turn;
    e = TTEntry{
        key, static_cast<std::int16_t>(score), static_cast<std::int8_t>(depth), bound, generation_,
        turn};
}

}  // namespace boardtalk::morris
