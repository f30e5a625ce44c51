#pragma once
// Expectimax on the 4x4 table board (used by Searcher).
#include <array>
#include <cstdint>
#include <functional>
#include <optional>

#include "engine/2048/ntuple.hpp"
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
// Without `network` the leaves are the heuristic (heuristic.hpp) and a move's value is that of
// the positions it leads to; with it, a leaf is the network's value of the board after a slide
// (the score still to come) and a move's value adds the score its merges make, so the values are
// expected scores. `downgrade_from` > 0: the network values a leaf downgraded (downgrade.hpp).
TableSearchOutput table_search(Bitboard board, int depth, double prob_cutoff,
                               TranspositionTable& table, const std::function<bool()>& stop = {},
                               const NTupleNetwork* network = nullptr, int downgrade_from = 0);

}  // namespace boardtalk::g2048
