#include "engine/2048/search.hpp"

#include <algorithm>

#include "engine/2048/game.hpp"
#include "engine/2048/grid_search.hpp"
#include "engine/2048/table_board.hpp"
#include "engine/2048/table_search.hpp"
#include "engine/2048/transposition_table.hpp"

namespace boardtalk::g2048 {

namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point start) {
    return std::chrono::duration<double>(Clock::now() - start).count();
}

// Whether sliding `grid` toward `d` makes the first 2048: the game is won for certain, whatever
// the evaluation says of the position after (a heuristic or a network can value another move
// higher on its own scale).
bool wins(const Grid& grid, Direction d) {
    return grid.max_exponent() < Game::win_exponent &&
           grid.slide(d).grid.max_exponent() >= Game::win_exponent;
}

}  // namespace

int automatic_depth(const Grid& grid, const SearchOptions& options) {
    if (options.depth > 0) return options.depth;
    if (grid.size() != 4) return 2;
    const int empty = grid.empty_count();
    int depth = options.base_depth;
    for (const int threshold : options.deepen_at)
        if (empty <= threshold) ++depth;
    return std::clamp(depth, 1, 8);
}

Searcher::Searcher(SearchOptions options) : options_(options) {}
Searcher::~Searcher() = default;

void Searcher::set_network(std::shared_ptr<const NTupleNetwork> network) {
    network_ = std::move(network);
    table_.reset();  // its values were of the other evaluation
}
Searcher::Searcher(Searcher&&) noexcept = default;
Searcher& Searcher::operator=(Searcher&&) noexcept = default;

SearchResult Searcher::search_depth(const Grid& grid, int depth,
                                    const std::function<bool()>& stop) {
    SearchResult r;
    r.depth = depth;
    if (auto board = to_bitboard(grid)) {
        if (!table_) table_ = std::make_unique<TranspositionTable>();
        auto out = table_search(*board, depth, options_.prob_cutoff, *table_, stop, network_.get());
        r.values = out.values;
        r.moves_evaluated = out.moves_evaluated;
        r.stopped = out.stopped;
    } else {
        auto out = grid_search(grid, depth, options_.prob_cutoff, stop);
        r.values = out.values;
        r.moves_evaluated = out.moves_evaluated;
        r.stopped = out.stopped;
    }
    if (r.stopped) return r;
    // The best valued move; a move that wins the game comes first.
    bool best_wins = false;
    for (Direction d : all_directions) {
        const auto& v = r.values[static_cast<int>(d)];
        if (!v) continue;
        const bool w = wins(grid, d);
        if (!r.best || (w && !best_wins) ||
            (w == best_wins && *v > *r.values[static_cast<int>(*r.best)])) {
            r.best = d;
            best_wins = w;
        }
    }
    return r;
}

SearchResult Searcher::search(const Grid& grid, const std::function<bool()>& stop) {
    const auto start = Clock::now();
    const int depth = automatic_depth(grid, options_);
    if (options_.time_ms <= 0) {
        auto r = search_depth(grid, depth, stop);
        r.seconds = seconds_since(start);
        return r;
    }
    // Iterative deepening: start a deeper search only if it is likely to end in time (each
    // depth costs roughly ten times the one before).
    const int limit = options_.depth > 0 ? options_.depth : 8;
    const double budget = options_.time_ms / 1000.0;
    SearchResult best;
    std::uint64_t moves = 0;
    for (int d = 1; d <= limit; ++d) {
        const auto t0 = Clock::now();
        best = search_depth(grid, d, stop);
        moves += best.moves_evaluated;
        if (!best.best) break;  // no move, or stopped
        const double took = seconds_since(t0);
        if (seconds_since(start) + took * 10 > budget) break;
    }
    best.moves_evaluated = moves;
    best.seconds = seconds_since(start);
    return best;
}

}  // namespace boardtalk::g2048
