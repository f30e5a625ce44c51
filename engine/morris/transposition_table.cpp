#include "engine/morris/transposition_table.hpp"

#include <sys/mman.h>

#include <algorithm>
#include <new>

namespace boardtalk::morris {

namespace {

constexpr std::size_t kHugePage = std::size_t{2} << 20;

TTEntry* allocate(std::size_t count) {
    const std::size_t bytes = count * sizeof(TTEntry);
    const std::size_t align = std::min(bytes, kHugePage);  // both powers of two
    void* p = std::aligned_alloc(align, bytes);
    if (!p) throw std::bad_alloc();
#ifdef MADV_HUGEPAGE
    if (align == kHugePage) ::madvise(p, bytes, MADV_HUGEPAGE);  // a hint; failure is harmless
#endif
    return static_cast<TTEntry*>(p);
}

}  // namespace

TranspositionTable::TranspositionTable(int log2_entries)
    : entries_(allocate(std::size_t{1} << log2_entries)),
      mask_((std::uint64_t{1} << log2_entries) - 1) {
    std::uninitialized_fill_n(entries_.get(), mask_ + 1, TTEntry{});
}

void TranspositionTable::new_search() {
    if (++generation_ == 0) {
        // Wrapped: old entries could look current; clear them once every 255 searches.
        std::fill_n(entries_.get(), mask_ + 1, TTEntry{});
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
