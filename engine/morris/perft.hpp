#pragma once
// Perft: the number of legal turn sequences of a given length (a mill move counted once per
// possible removal). A side with fewer than 3 men has lost and has no turns; the draw rules are
// not applied. The last ply is counted without being played (bulk counting).
#include <cstdint>
#include <utility>
#include <vector>

#include "engine/morris/position.hpp"

namespace boardtalk::morris {

std::uint64_t perft(const Position& pos, const Rules& rules, int depth);

// The perft of each first turn (a "divide"), in generation order.
std::vector<std::pair<Turn, std::uint64_t>> perft_divide(const Position& pos, const Rules& rules,
                                                         int depth);

}  // namespace boardtalk::morris
