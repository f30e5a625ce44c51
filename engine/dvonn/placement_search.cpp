#include "engine/dvonn/placement_search.hpp"

#include <algorithm>
#include <array>
#include <chrono>
#include <limits>

#include "engine/dvonn/budget.hpp"
#include "engine/dvonn/placement_eval.hpp"

namespace boardtalk::dvonn {

namespace {

constexpr double kDeepenShare = 0.5;    // start another iteration only before this share of time
constexpr int kMaxPlacementDepth = 46;  // coloured pieces: no search is deeper than placing lasts
constexpr int kInfinity = std::numeric_limits<int>::max() / 2;

struct Child {
    Square square = kNoSquare;
    int gain = 0;
};

// The empty spaces of `b` with their gains, best first (lowest square on ties).
int ordered_children(const Board& b, const PlacingTables& t, std::array<Child, kSpaces>& out) {
    int n = 0;
    for (Square s : all_squares())
        if (!(b.occupied & bit(s))) out[n++] = {s, placing_gain(b, t, s)};
    std::stable_sort(out.begin(), out.begin() + n,
                     [](const Child& x, const Child& y) { return x.gain > y.gain; });
    return n;
}

class Search {
  public:
    Search(const PlacingTables& t, const PlacementLimits& limits)
        : tables_(t), limits_(limits), start_(std::chrono::steady_clock::now()) {}

    // Negamax with fail-soft alpha-beta; `value` is evaluate_placing(b) kept incrementally.
    int node(const Board& b, int value, int depth, int alpha, int beta) {
        ++nodes_;
        if (depth == 0 || b.phase != Phase::placing) return value;
        if (budget_spent(nodes_, limits_.nodes, limits_.seconds, start_)) aborted_ = true;
        if (aborted_) return 0;
        std::array<Child, kSpaces> children{};
        const int n = std::min(ordered_children(b, tables_, children), kPlacementInnerWidth);
        int best = -kInfinity;
        for (int i = 0; i < n; ++i) {
            Board next = b;
            apply_placement(next, children[i].square);
            const int v =
                -node(next, -(value + children[i].gain), depth - 1, -beta, -std::max(alpha, best));
            if (aborted_) return 0;
            best = std::max(best, v);
            if (best >= beta) break;
        }
        return best;
    }

    bool aborted() const { return aborted_; }
    std::uint64_t nodes() const { return nodes_; }
    double seconds() const { return seconds_since(start_); }

  private:
    const PlacingTables& tables_;
    PlacementLimits limits_;
    std::chrono::steady_clock::time_point start_;
    std::uint64_t nodes_ = 0;
    bool aborted_ = false;
};

// One root iteration at `depth`: every child searched, `root` reordered best first (the last
// iteration's best is searched first in the next). False when the limit stopped it.
bool root_iteration(Search& search, const Board& b, int value, int depth,
                    std::array<Child, kSpaces>& root, int n, int& best_value) {
    std::array<int, kSpaces> values{};
    int best = -kInfinity;
    for (int i = 0; i < n; ++i) {
        Board next = b;
        apply_placement(next, root[i].square);
        values[i] = -search.node(next, -(value + root[i].gain), depth - 1, -kInfinity, -best);
        if (search.aborted()) return false;
        best = std::max(best, values[i]);
    }
    // Fail-soft bounds below the best are upper bounds: only the best's place is exact, the
    // rest keep their order.
    const auto top = std::max_element(values.begin(), values.begin() + n) - values.begin();
    std::rotate(root.begin(), root.begin() + top, root.begin() + top + 1);
    best_value = best;
    return true;
}

}  // namespace

PlacementReport search_placement_alpha_beta(const Board& b, const PlacementLimits& limits) {
    PlacementReport report;
    report.best = best_placement(b);
    const bool limited = limits.depth > 0 || limits.seconds > 0 || limits.nodes > 0;
    if (b.placed < kDvonnPieces || !limited) return report;
    const PlacingTables tables = placing_tables(b);
    std::array<Child, kSpaces> root{};
    const int n = ordered_children(b, tables, root);
    report.candidates = n;
    report.best = Move::place(root[0].square);
    Search search(tables, limits);
    const int value = evaluate_placing(b, tables);
    const int max_depth = std::min(limits.depth > 0 ? limits.depth : kMaxPlacementDepth,
                                   kSpaces - static_cast<int>(b.placed));
    for (int depth = 1; depth <= max_depth && n > 1; ++depth) {
        int best_value = 0;
        if (!root_iteration(search, b, value, depth, root, n, best_value)) break;
        report.best = Move::place(root[0].square);
        report.expected = best_value;
        report.depth = depth;
        if (limits.seconds > 0 && search.seconds() > kDeepenShare * limits.seconds) break;
    }
    report.nodes = search.nodes();
    report.seconds = search.seconds();
    return report;
}

}  // namespace boardtalk::dvonn
