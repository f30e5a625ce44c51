#include "engine/2048/transposition_table.hpp"

#include <algorithm>

namespace boardtalk::g2048 {

TranspositionTable::TranspositionTable(int log2_entries)
    : entries_(std::size_t{1} << log2_entries), shift_(64 - log2_entries) {}

void TranspositionTable::next_generation() {
    if (++generation_ == 0) {  // wrapped: old generations would look current again
        std::fill(entries_.begin(), entries_.end(), Entry{});
        generation_ = 1;
    }
}

std::optional<float> TranspositionTable::find(Bitboard board, int remaining) const {
    const Entry& e = entries_[slot(board)];
    if (e.generation == generation_ && e.board == board && e.remaining >= remaining) return e.value;
    return std::nullopt;
}

void TranspositionTable::store(Bitboard board, int remaining, float value) {
    entries_[slot(board)] = Entry{board, value, generation_, static_cast<std::uint8_t>(remaining)};
}

}  // namespace boardtalk::g2048
