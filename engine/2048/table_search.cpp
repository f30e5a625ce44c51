#include "engine/2048/table_search.hpp"

#include <algorithm>

#include "engine/2048/downgrade.hpp"
#include "engine/2048/heuristic.hpp"

namespace boardtalk::g2048 {

namespace {

class TableSearch {
  public:
    TableSearch(double cutoff, TranspositionTable& table, const std::function<bool()>& stop,
                const NTupleNetwork* network, int downgrade_from)
        : cutoff_(cutoff),
          table_(table),
          stop_(stop),
          network_(network),
          downgrade_from_(downgrade_from) {}

    // The value of the board after a slide when the search looks no further. A network's value
    // (32 lookups in a large table) is kept in the table as a search of depth 0; the heuristic
    // costs less than a look in the table.
    double leaf(Bitboard board) {
        if (!network_) return table_heuristic(board);
        if (auto v = table_.find(board, 0)) return *v;
        const auto value = static_cast<float>(network_->value(downgrade(board, downgrade_from_)));
        table_.store(board, 0, value);
        return value;
    }

    // The score the slide of `board` to `d` makes, when values are scores (with a network).
    double reward(Bitboard board, Direction d) const {
        return network_ ? static_cast<double>(table_move_score(board, d)) : 0.0;
    }

    // The expected value over the spawns on `board`, `remaining` chance layers to go.
    double chance(Bitboard board, double prob, int remaining) {
        if (stopped_) return 0;
        if (remaining <= 0 || prob < cutoff_) return leaf(board);
        if (auto v = table_.find(board, remaining)) return *v;
        const int empty = count_empty(board);
        const double each = prob / empty;
        // A 4 too unlikely to be searched is not looked at: the 2s stand for it.
        const bool fours = each * 0.1 >= cutoff_;
        double twos = 0, fours_sum = 0;
        Bitboard rest = board;
        Bitboard tile = 1;  // a 2 at the current cell
        for (int cell = 0; cell < 16; ++cell, rest >>= 4, tile <<= 4) {
            if (rest & 0xF) continue;
            twos += best_move(board | tile, each * 0.9, remaining);
            if (fours) fours_sum += best_move(board | (tile << 1), each * 0.1, remaining);
        }
        if (stopped_) return 0;  // an incomplete sum is not stored
        const double value = (fours ? 0.9 * twos + 0.1 * fours_sum : twos) / empty;
        table_.store(board, remaining, static_cast<float>(value));
        return value;
    }

    // The value of the best move from `board` (0: no move, the game is lost).
    double best_move(Bitboard board, double prob, int remaining) {
        double best = 0;
        const auto next = table_moves(board);
        moves_ += 4;
        if ((moves_ & 4095) == 0 && stop_ && stop_()) stopped_ = true;
        for (Direction d : all_directions) {
            const Bitboard b = next[static_cast<int>(d)];
            if (b != board)
                best = std::max(best, reward(board, d) + chance(b, prob, remaining - 1));
        }
        return best;
    }

    std::uint64_t moves() const { return moves_; }
    bool stopped() const { return stopped_; }
    void count_move() { ++moves_; }

  private:
    double cutoff_;
    TranspositionTable& table_;
    const std::function<bool()>& stop_;
    const NTupleNetwork* network_;
    int downgrade_from_;
    std::uint64_t moves_ = 0;
    bool stopped_ = false;
};

}  // namespace

TableSearchOutput table_search(Bitboard board, int depth, double prob_cutoff,
                               TranspositionTable& table, const std::function<bool()>& stop,
                               const NTupleNetwork* network, int downgrade_from) {
    table.next_generation();
    TableSearch search(prob_cutoff, table, stop, network, downgrade_from);
    TableSearchOutput out;
    for (Direction d : all_directions) {
        const Bitboard next = table_move(board, d);
        search.count_move();
        if (next == board) continue;
        out.values[static_cast<int>(d)] = search.reward(board, d) + search.chance(next, 1.0, depth);
    }
    out.moves_evaluated = search.moves();
    out.stopped = search.stopped();
    return out;
}

}  // namespace boardtalk::g2048
