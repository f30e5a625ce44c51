#include "engine/2048/search.hpp"

#include <algorithm>
#include <bit>

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

// Whether `next` is `prev` after one move and its spawn (a 2 or a 4 on a cell the move left
// empty).
bool follows(const Grid& prev, const Grid& next) {
    if (prev.size() != next.size()) return false;
    for (Direction d : all_directions) {
        const auto slid = prev.slide(d);
        if (!slid.changed) continue;
        int spawns = 0, other = 0;
        for (int c = 0; c < next.cell_count(); ++c) {
            if (slid.grid.at(c) == next.at(c)) continue;
            if (slid.grid.at(c) == 0 && (next.at(c) == 1 || next.at(c) == 2))
                ++spawns;
            else
                ++other;
        }
        if (spawns == 1 && other == 0) return true;
    }
    return false;
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
Searcher::Searcher(Searcher&&) noexcept = default;
Searcher& Searcher::operator=(Searcher&&) noexcept = default;

void Searcher::set_network(std::shared_ptr<const NTupleNetwork> network) {
    network_ = std::move(network);
    forget();  // the cache holds values of the other evaluation
}

void Searcher::set_options(SearchOptions options) {
    options_ = options;
    forget();
}

void Searcher::forget() {
    if (table_) table_->clear();
    last_grid_.reset();
}

void Searcher::follow(const Grid& grid) {
    if (!last_grid_ || !follows(*last_grid_, grid)) forget();
}

SearchResult Searcher::search_depth(const Grid& grid, int depth,
                                    const std::function<bool()>& stop) {
    SearchResult r;
    r.depth = depth;
    if (auto board = to_bitboard(grid)) {
        if (!table_) table_ = std::make_unique<TranspositionTable>();
        auto out =
            table_search(*board, depth, options_.prob_cutoff, *table_, stop, network_.get(),
                         options_.downgrade_at ? std::countr_zero(options_.downgrade_at) : 0);
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

// Iterative deepening from depth 1 within options_.time_ms. A deeper search starts when the
// time left likely covers it (its cost guessed from how the last one grew over the one before)
// and is abandoned at the deadline, the last complete depth answering. Depth 1 always completes.
// The cache makes the depths the last move searched nearly free, so the depth grows where the
// board branches little: crowded boards, where games are lost.
SearchResult Searcher::search_in_time(const Grid& grid, const std::function<bool()>& stop) {
    const auto start = Clock::now();
    const auto deadline = start + std::chrono::milliseconds(options_.time_ms);
    bool asked = false;  // `stop` said so (not the clock)
    int depth_now = 1;
    const auto give_up = [&] {
        if (stop && stop()) asked = true;
        return asked || (depth_now > 1 && Clock::now() >= deadline);
    };
    const int limit = options_.depth > 0 ? options_.depth : 8;
    SearchResult best;
    std::uint64_t moves = 0, last_moves = 0;
    for (; depth_now <= limit; ++depth_now) {
        const auto t0 = Clock::now();
        SearchResult r = search_depth(grid, depth_now, give_up);
        moves += r.moves_evaluated;
        if (r.stopped) {
            if (asked) best = r;
            break;
        }
        best = r;
        if (!best.best) break;  // no move
        const double growth =
            last_moves ? std::clamp(double(r.moves_evaluated) / double(last_moves), 2.0, 50.0)
                       : 10.0;
        last_moves = std::max<std::uint64_t>(r.moves_evaluated, 1);
        if (seconds_since(start) + seconds_since(t0) * growth > options_.time_ms / 1000.0) break;
    }
    best.moves_evaluated = moves;
    return best;
}

SearchResult Searcher::search(const Grid& grid, const std::function<bool()>& stop) {
    const auto start = Clock::now();
    if (last_grid_ && *last_grid_ == grid) {
        SearchResult again = last_result_;
        again.seconds = seconds_since(start);
        return again;
    }
    follow(grid);
    SearchResult r = options_.time_ms > 0
                         ? search_in_time(grid, stop)
                         : search_depth(grid, automatic_depth(grid, options_), stop);
    r.seconds = seconds_since(start);
    if (r.stopped) {
        forget();  // the cache holds what the search had done when it was stopped
    } else {
        last_grid_ = grid;
        last_result_ = r;
    }
    return r;
}

}  // namespace boardtalk::g2048
