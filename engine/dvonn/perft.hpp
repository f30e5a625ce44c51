#pragma once
// Perft: the number of legal move sequences of a given length (a pass counts as a move; a
// finished game has none), for checking the move generator against frozen tables.
#include <cstdint>
#include <utility>
#include <vector>

#include "engine/dvonn/board.hpp"

namespace boardtalk::dvonn {

std::uint64_t perft(const Board& b, int depth);
// Per first move, its perft(depth - 1) count; the counts sum to perft(depth).
std::vector<std::pair<Move, std::uint64_t>> perft_divide(const Board& b, int depth);

}  // namespace boardtalk::dvonn
