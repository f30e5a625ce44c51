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
    // When > 0: iterative deepening from depth 1 up to `depth` (8 when automatic) within this
    // many milliseconds (see Searcher::search_in_time). Not reproducible: depends on the clock.
    int time_ms = 0;
    // The automatic depth on 4x4: `base_depth` chance layers, one more for each entry of
    // `deepen_at` that the number of empty cells is at or below. Crowded boards are where games
    // are lost, and there the chance nodes branch little, so depth is cheapest where it counts.
    int base_depth = 3;
    std::array<int, 2> deepen_at = {5, 2};
    // With a network: boards whose largest tile is at least this tile (a power of two, 4..32768)
    // are valued downgraded (downgrade.hpp); 0: never.
    std::uint32_t downgrade_at = 0;
};

// The depth a search with `options` uses on `grid`: options.depth when set; otherwise on 4x4
// base_depth plus one per deepen_at threshold reached (at most 8), and 2 on other sizes.
int automatic_depth(const Grid& grid, const SearchOptions& options);

// The settings of the benchmarks (docs/benchmarks.md), by speed. The default is
// SearchOptions{} with the heuristic and network_default with a network.
// Fast (tests, quick games): one chance layer.
inline constexpr SearchOptions fast_preset{1, 1e-4, 0};
// The automatic depth with a network, one layer less than the heuristic's (2, 3 with at most 5
// empty cells, 4 with at most 2): a network's leaf costs more, and the default must keep at
// least 100 moves/s (docs/benchmarks.md has what it runs at). Boards from 16384 up are valued
// downgraded: over 100 whole games it lifted 32768 from 5% to the rate in docs/benchmarks.md, with
// 16384's unchanged (docs/2048.md).
inline constexpr SearchOptions network_default{0, 1e-4, 0, 2, {5, 2}, 16384};
// `boardtalk bench 2048 --what strength`: 100 ms a move, iterative deepening (up to depth 8).
inline constexpr SearchOptions strength_preset{0, 1e-4, 100};

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
    // New options forget the cache (its values were searched with the old ones).
    void set_options(SearchOptions options);
    // With a network, 4x4 searches evaluate by it and value moves by expected score (see
    // table_search.hpp); other sizes, and boards above 32768, keep the heuristic. nullptr: none.
    void set_network(std::shared_ptr<const NTupleNetwork> network);
    const NTupleNetwork* network() const { return network_.get(); }
    // Empties the cache: the next search starts a game chain afresh (see search()).
    void forget();

    // The best direction for `grid` and the value of each one; a move that makes the first 2048
    // (the win) is chosen before any that does not, whatever their values. `stop`, when set, is
    // asked every few thousand moves whether to give up (autoplay's input check); then the
    // result is `stopped`, without a best move.
    //
    // The 4x4 cache (transposition table) survives from one search to the next while `grid`
    // follows the last searched grid by one move and its spawn; any other grid starts a game
    // chain afresh with an empty cache. So without a time limit the result is a function of the
    // options, the network and the grids searched since the chain began: the same seed plays the
    // same game, whatever the searcher did before. The same grid twice in a row gets the same
    // result without a search (genmove plays what reg_genmove said).
    SearchResult search(const Grid& grid, const std::function<bool()>& stop = {});

  private:
    SearchResult search_depth(const Grid& grid, int depth, const std::function<bool()>& stop);
    SearchResult search_in_time(const Grid& grid, const std::function<bool()>& stop);
    // Keeps the cache for a grid that follows the last one, empties it otherwise.
    void follow(const Grid& grid);

    SearchOptions options_;
    std::unique_ptr<class TranspositionTable> table_;  // allocated on the first 4x4 search
    std::shared_ptr<const NTupleNetwork> network_;
    std::optional<Grid> last_grid_;  // the grid of the last complete search
    SearchResult last_result_;
};

}  // namespace boardtalk::g2048
