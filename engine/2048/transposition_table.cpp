#include "engine/2048/transposition_table.hpp"

#include <algorithm>

namespace boardtalk::g2048 {

TranspositionTable::TranspositionTable(int log2_slots)
    : slots_(std::size_t{1} << log2_slots), shift_(64 - log2_slots) {}

void TranspositionTable::clear() {
    if (++epoch_ == 0) {  // wrapped: entries of old epochs would look current again
        std::fill(slots_.begin(), slots_.end(), Slot{});
        epoch_ = 1;
    }
}

std::optional<float> TranspositionTable::find(Bitboard board, int remaining) const {
    const Slot& s = slots_[slot(board)];
    if (valid(s.deep, board, remaining)) return s.deep.value;
    if (valid(s.recent, board, remaining)) return s.recent.value;
    return std::nullopt;
}

void TranspositionTable::store(Bitboard board, int remaining, float value) {
    Slot& s = slots_[slot(board)];
    const Entry e{board, value, epoch_, generation_, static_cast<std::uint8_t>(remaining)};
    const bool deep_gives_way = s.deep.epoch != epoch_ || s.deep.board == board ||
                                s.deep.generation != generation_ || remaining >= s.deep.remaining;
    if (!deep_gives_way) {
        s.recent = e;
        return;
    }
    if (s.deep.epoch == epoch_ && s.deep.board != board) s.recent = s.deep;
    if (s.recent.board == board) s.recent = Entry{};
    s.deep = e;
}

}  // namespace boardtalk::g2048
