#include "engine/dvonn/endgame.hpp"

#include <algorithm>
#include <array>

#include "engine/dvonn/budget.hpp"

namespace boardtalk::dvonn {

namespace {

constexpr int kBeyond = kSpaces + 1;  // outside every margin

int margin_of(const Board& b, Colour c) {
    return pieces_controlled(b, c) - pieces_controlled(b, opponent(c));
}

}  // namespace

// The children of `b` in the order to search them: the table's move first, then by the margin
// right after the move (the mover's view), so captures of tall stacks and cut-offs come early.
struct EndgameSolver::Children {
    std::array<Board, 160> boards;
    std::array<Move, 160> moves;
    std::array<int, 160> keys;
    int size = 0;

    void fill(const Board& b, const MoveList& list, const Move& first) {
        size = list.size;
        for (int i = 0; i < size; ++i) {
            const Move m = list.moves[i];
            Board next = b;
            apply_step(next, m.from, m.to);
            int k = margin_of(next, b.to_move);
            if (m == first) k = 1000;
            // Insertion sort, highest key first: lists are short.
            int j = i - 1;
            for (; j >= 0 && keys[j] < k; --j)
                boards[j + 1] = boards[j], moves[j + 1] = moves[j], keys[j + 1] = keys[j];
            boards[j + 1] = next, moves[j + 1] = m, keys[j + 1] = k;
        }
    }
};

int mobile_stacks(const Board& b) {
    int n = 0;
    for (Mask m = b.white | b.black; m; m &= m - 1) {
        const auto s = static_cast<Square>(__builtin_ctzll(m));
        const int h = b.height[s];
        if (h > kMaxDistance || is_surrounded(b, s)) continue;
        for (int d = 0; d < kDirections; ++d) {
            const Square t = ray(s, d, h);
            if (t != kNoSquare && (b.occupied & bit(t))) {
                ++n;
                break;
            }
        }
    }
    return n;
}

EndgameSolver::EndgameSolver(int tt_log2_entries)
    : table_(std::size_t{1} << tt_log2_entries), mask_((std::uint64_t{1} << tt_log2_entries) - 1) {}

EndgameSolver::~EndgameSolver() = default;

void EndgameSolver::clear() {
    table_.clear();
}

bool EndgameSolver::out_of_limits() {
    if (aborted_) return true;
    aborted_ = budget_spent(nodes_, limits_.nodes, limits_.seconds, start_);
    return aborted_;
}

int EndgameSolver::search(const Board& b, int alpha, int beta, int ply) {
    ++nodes_;
    if (out_of_limits()) return 0;
    MoveList list;
    generate_steps(b, b.to_move, list);
    if (list.size == 0) {
        if (!has_step(b, opponent(b.to_move))) return margin_of(b, b.to_move);
        Board next = b;
        apply_pass(next);
        return -search(next, -beta, -alpha, ply + 1);
    }
    Entry& e = table_[b.key & mask_];
    Move first = Move::pass();
    if (e.holds(b.key)) {
        if (e.lower >= beta || e.lower == e.upper) return e.lower;
        if (e.upper <= alpha) return e.upper;
        alpha = std::max<int>(alpha, e.lower);
        beta = std::min<int>(beta, e.upper);
        first = Move::step(e.from, e.to);
    }
    // A frame of 160 boards is 24 KB: one per ply, kept between searches.
    while (static_cast<int>(children_.size()) <= ply)
        children_.push_back(std::make_unique<Children>());
    Children* const children = children_[ply].get();
    children->fill(b, list, first);
    int best = -kBeyond;
    Move best_move = children->moves[0];
    for (int i = 0; i < children->size && best < beta; ++i) {
        const int v = -search(children->boards[i], -beta, -std::max(alpha, best), ply + 1);
        if (aborted_) return 0;
        if (v > best) best = v, best_move = children->moves[i];
    }
    Entry stored = e.holds(b.key) ? e : Entry::unknown(b.key);
    if (best <= alpha) {
        stored.upper = static_cast<std::int8_t>(std::min<int>(stored.upper, best));
    } else if (best >= beta) {
        stored.lower = static_cast<std::int8_t>(std::max<int>(stored.lower, best));
    } else {
        stored.lower = stored.upper = static_cast<std::int8_t>(best);
    }
    if (best > alpha) stored.from = best_move.from, stored.to = best_move.to;
    if (stored.from == kNoSquare) stored.from = best_move.from, stored.to = best_move.to;
    e = stored;
    return best;
}

EndgameResult EndgameSolver::solve(const Board& b, const EndgameLimits& limits) {
    start_ = std::chrono::steady_clock::now();
    limits_ = limits;
    nodes_ = 0;
    aborted_ = false;
    EndgameResult r;
    MoveList list;
    generate_steps(b, b.to_move, list);
    if (list.size == 0) {
        Board next = b;
        apply_pass(next);
        r.best = Move::pass();
        r.margin = -search(next, -kBeyond, kBeyond, 1);
    } else {
        // The root by itself, so the best move never depends on a table slot.
        const Entry& e = table_[b.key & mask_];
        auto root = std::make_unique<Children>();
        root->fill(b, list, e.holds(b.key) ? Move::step(e.from, e.to) : Move::pass());
        r.margin = -kBeyond;
        for (int i = 0; i < root->size && !aborted_; ++i) {
            const int v = -search(root->boards[i], -kBeyond, -r.margin, 1);
            if (!aborted_ && v > r.margin) r.margin = v, r.best = root->moves[i];
        }
    }
    r.solved = !aborted_;
    r.nodes = nodes_;
    r.seconds = seconds_since(start_);
    return r;
}

}  // namespace boardtalk::dvonn
