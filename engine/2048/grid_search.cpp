#include "engine/2048/grid_search.hpp"

#include <algorithm>

#include "engine/2048/heuristic.hpp"

namespace boardtalk::g2048 {

namespace {

class GridSearch {
  public:
    GridSearch(double cutoff, const std::function<bool()>& stop) : cutoff_(cutoff), stop_(stop) {}

    double chance(Grid& grid, double prob, int remaining) {
        if (stopped_) return 0;
        if (remaining <= 0 || prob < cutoff_) return grid_heuristic(grid);
        const auto empty = grid.empty_cells();
        const double each = prob / static_cast<double>(empty.size());
        // A 4 too unlikely to be searched is not looked at: the 2s stand for it.
        const bool fours = each * 0.1 >= cutoff_;
        double twos = 0, fours_sum = 0;
        for (int cell : empty) {
            grid.set(cell, 1);
            twos += best_move(grid, each * 0.9, remaining);
            if (fours) {
                grid.set(cell, 2);
                fours_sum += best_move(grid, each * 0.1, remaining);
            }
            grid.set(cell, 0);
        }
        return (fours ? 0.9 * twos + 0.1 * fours_sum : twos) / static_cast<double>(empty.size());
    }

    double best_move(const Grid& grid, double prob, int remaining) {
        double best = 0;
        for (Direction d : all_directions) {
            auto slid = grid.slide(d);
            if ((++moves_ & 4095) == 0 && stop_ && stop_()) stopped_ = true;
            if (slid.changed) best = std::max(best, chance(slid.grid, prob, remaining - 1));
        }
        return best;
    }

    std::uint64_t moves_ = 0;
    bool stopped_ = false;

  private:
    double cutoff_;
    const std::function<bool()>& stop_;
};

}  // namespace

GridSearchOutput grid_search(const Grid& grid, int depth, double prob_cutoff,
                             const std::function<bool()>& stop) {
    GridSearch search(prob_cutoff, stop);
    GridSearchOutput out;
    for (Direction d : all_directions) {
        auto slid = grid.slide(d);
        ++search.moves_;
        if (!slid.changed) continue;
        out.values[static_cast<int>(d)] = search.chance(slid.grid, 1.0, depth);
    }
    out.moves_evaluated = search.moves_;
    out.stopped = search.stopped_;
    return out;
}

}  // namespace boardtalk::g2048
