#pragma once
// Expectimax on the 4x4 table board (used by Searcher).
#include <array>
#include <cstdint>
#include <functional>
#include <optional>

#include "engine/2048/table_board.hpp"
#include "engine/2048/transposition_table.hpp"

namespace boardtalk::g2048 {

struct TableSearchOutput {
    std::array<std::optional<double>, 4> values{};  // per Direction, nullopt when illegal
    std::uint64_t moves_evaluated = 0;
    bool stopped = false;  // `stop` said so: the values are incomplete
};

// Searches every root move of `board` with `depth` chance layers below it. `stop`, when set, is
// asked every few thousand moves whether to give up; the table keeps only complete values.
TableSearchOutput table_search(Bitboard board, int depth, double prob_cutoff,
                               TranspositionTable& table, const std::function<bool()>& stop = {});

}  // namespace boardtalk::g2048
