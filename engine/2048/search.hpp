#pragma once
// The expectimax player: the player's moves alternate with the tile spawns (every empty cell, a
// 2 with probability 0.9 and a 4 with 0.1). A chance path whose probability falls below the
// cut-off, or the depth limit, ends in the heuristic. 4x4 boards use the table board and a
// transposition table; other sizes (and 4x4 boards holding a tile above 32768) the generic grid.
#include <array>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>

#include "engine/2048/direction.hpp"
#include "engine/2048/grid.hpp"
#include "engine/2048/ntuple.hpp"

namespace boardtalk::g2048 {

struct SearchOptions {
    // Chance layers searched below each root move; 0: automatic (see automatic_depth).
    int depth = 0;
    // Chance paths less likely than this end in the heuristic.
    double prob_cutoff = 1e-4;
    // When > 0: iterative deepening from depth 1 up to `depth` (8 when automatic) within about
    // this many milliseconds; a depth once started is finished.
    int time_ms = 0;
    // The automatic depth on 4x4: `base_depth` chance layers, one more for each entry of
    // `deepen_at` that the number of empty cells is at or below. Crowded boards are where games
    // are lost, and there the chance nodes branch little, so depth is cheapest where it counts.
    int base_depth = 3;
    std::array<int, 2> deepen_at = {5, 2};
};

// The depth a search with `options` uses on `grid`: options.depth when set; otherwise on 4x4
// base_depth plus one per deepen_at threshold reached (at most 8), and 2 on other sizes.
int automatic_depth(const Grid& grid, const SearchOptions& options);

// The preset of `boardtalk bench 2048 --what strength`: the strongest setting measured to play
// at least 200 moves per second on one core (depth 3, 4 with at most 3 empty cells, 5 on a full
// board after the spawn).
inline constexpr SearchOptions strength_preset{0, 1e-4, 0, 3, {3, 0}};

// What one search found: a plain struct the adapter formats and the tests inspect.
struct SearchResult {
    std::optional<Direction> best;  // nullopt when no direction changes the board
    // Expected heuristic value of each direction (index = Direction), nullopt when illegal.
    std::array<std::optional<double>, 4> values{};
    std::uint64_t moves_evaluated = 0;  // slides computed in the tree
    int depth = 0;                      // the deepest completed depth
    double seconds = 0;
    bool stopped = false;  // `stop` ended the search: best is nullopt, values incomplete
};

class Searcher {
  public:
    explicit Searcher(SearchOptions options = {});
    ~Searcher();
    Searcher(Searcher&&) noexcept;
    Searcher& operator=(Searcher&&) noexcept;

    const SearchOptions& options() const { return options_; }
    void set_options(SearchOptions options) { options_ = options; }
    // With a network, 4x4 searches evaluate by it and value moves by expected score (see
    // table_search.hpp); other sizes, and boards above 32768, keep the heuristic. nullptr: none.
    void set_network(std::shared_ptr<const NTupleNetwork> network);
    const NTupleNetwork* network() const { return network_.get(); }

    // The best direction for `grid` and the value of each one; a move that makes the first 2048
    // (the win) is chosen before any that does not, whatever their values. Deterministic for given
    // options without a time limit. `stop`, when set, is asked every few thousand moves whether to
    // give up (autoplay's input check); then the result is `stopped`, without a best move.
    SearchResult search(const Grid& grid, const std::function<bool()>& stop = {});

  private:
    SearchResult search_depth(const Grid& grid, int depth, const std::function<bool()>& stop);

    SearchOptions options_;
    std::unique_ptr<class TranspositionTable> table_;  // allocated on the first 4x4 search
    std::shared_ptr<const NTupleNetwork> network_;
};

}  // namespace boardtalk::g2048
