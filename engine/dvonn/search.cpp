#include "engine/dvonn/search.hpp"

#include <algorithm>
#include <cstdlib>

#include "engine/dvonn/budget.hpp"
#include "engine/dvonn/evaluation.hpp"

namespace boardtalk::dvonn {

namespace {

enum Bound : std::uint8_t { kExact = 1, kLower = 2, kUpper = 3 };
constexpr int kInfinity = 1 << 28;

// A finished game: its margin for the side to move, beyond any evaluation.
int final_score(const Board& b, int ply) {
    const int margin = pieces_controlled(b, b.to_move) - pieces_controlled(b, opponent(b.to_move));
    if (margin > 0) return kWinScore + kMarginUnit * margin - ply;
    if (margin < 0) return -kWinScore + kMarginUnit * margin + ply;
    return 0;
}

// Game-end scores count plies from the root; the table keeps them from its own node, so a
// position reached at another ply still reads the right score.
int to_table(int score, int ply) {
    if (score > kWinScore / 2) return score + ply;
    if (score < -kWinScore / 2) return score - ply;
    return score;
}

int from_table(int score, int ply) {
    if (score > kWinScore / 2) return score - ply;
    if (score < -kWinScore / 2) return score + ply;
    return score;
}

}  // namespace

std::optional<int> final_margin(int score) {
    if (score > kWinScore / 2) return (score - kWinScore + kMarginUnit - 1) / kMarginUnit;
    if (score < -kWinScore / 2) return -*final_margin(-score);
    return std::nullopt;
}

Searcher::Searcher(int tt_log2_entries, EvalWeights weights, SearchTuning tuning)
    : table_(std::size_t{1} << tt_log2_entries),
      endgame_(tt_log2_entries),
      weights_(weights),
      tuning_(tuning),
      mask_((std::uint64_t{1} << tt_log2_entries) - 1) {}

void Searcher::clear() {
    table_.clear();
    endgame_.clear();
}

bool Searcher::out_of_time() {
    if (!may_abort_) return false;
    if (aborted_) return true;
    aborted_ = budget_spent(nodes_, limits_.nodes, limits_.seconds, start_);
    return aborted_;
}

void Searcher::order(const Board& b, MoveList& list, const Move& first, int ply) const {
    constexpr int kFirst = 1 << 30, kCapture = 1 << 29, kKiller = 1 << 28;
    std::array<int, 160> keys{};
    const Mask enemy = b.owned_by(opponent(b.to_move));
    const bool killers = ply >= 0 && ply < kKillerPlies;
    for (int i = 0; i < list.size; ++i) {
        const Move& m = list.moves[i];
        int k = 0;
        if (m == first) {
            k = kFirst;
        } else if (enemy & bit(m.to)) {
            k = kCapture + 16 * b.height[m.to] - b.height[m.from];
        } else if (killers && (m == killers_[ply][0] || m == killers_[ply][1])) {
            k = kKiller + (m == killers_[ply][0]);
        } else {
            // History is capped at 2^24 (note_cutoff), so quiet keys stay below kKiller.
            k = static_cast<int>(history_[m.from * kSquareSlots + m.to]) * 4 - b.height[m.from];
        }
        keys[i] = k;
    }
    // Insertion sort: lists are short.
    for (int i = 1; i < list.size; ++i) {
        const Move m = list.moves[i];
        const int k = keys[i];
        int j = i - 1;
        for (; j >= 0 && keys[j] < k; --j) list.moves[j + 1] = list.moves[j], keys[j + 1] = keys[j];
        list.moves[j + 1] = m, keys[j + 1] = k;
    }
}

void Searcher::note_cutoff(const Board& b, const Move& m, int depth, int ply) {
    if (b.owned_by(opponent(b.to_move)) & bit(m.to)) return;  // captures are ordered anyway
    std::uint32_t& h = history_[m.from * kSquareSlots + m.to];
    h = std::min<std::uint32_t>(h + static_cast<std::uint32_t>(depth * depth), 1u << 24);
    if (ply < 0 || ply >= kKillerPlies || killers_[ply][0] == m) return;
    killers_[ply][1] = killers_[ply][0];
    killers_[ply][0] = m;
}

bool Searcher::is_killer(const Move& m, int ply) const {
    return ply >= 0 && ply < kKillerPlies && (m == killers_[ply][0] || m == killers_[ply][1]);
}

int Searcher::reduction(const Board& b, const Move& m, Mask removed, int i, int depth,
                        int ply) const {
    if (!tuning_.reductions || depth < 3 || i < 3 || removed || is_killer(m, ply)) return 0;
    // Most moves land on an enemy stack; taking a single piece is as ordinary as a quiet move.
    if ((b.owned_by(opponent(b.to_move)) & bit(m.to)) && b.height[m.to] >= 2) return 0;
    if (depth < 4) return 1;
    return i >= 12 ? 3 : i >= 6 ? 2 : 1;
}

int Searcher::quiesce(const Board& b, int alpha, int beta, int plies) {
    ++nodes_;
    const int stand = evaluate(b, weights_);
    if (plies == 0 || stand >= beta || out_of_time()) return stand;
    alpha = std::max(alpha, stand);
    MoveList list;
    generate_captures(b, b.to_move, list);
    order(b, list, Move::pass(), -1);
    int best = stand;
    for (const Move& m : list) {
        Board next = b;
        apply_step(next, m.from, m.to);
        const int v = -quiesce(next, -beta, -alpha, plies - 1);
        if (aborted_) return 0;
        best = std::max(best, v);
        alpha = std::max(alpha, v);
        if (alpha >= beta) break;
    }
    return best;
}

int Searcher::negamax(const Board& b, int depth, int alpha, int beta, int ply) {
    ++nodes_;
    if (out_of_time()) return 0;
    MoveList list;
    generate_steps(b, b.to_move, list);
    if (list.size == 0) {
        if (!has_step(b, opponent(b.to_move))) return final_score(b, ply);
        if (depth <= 0) return evaluate(b, weights_);
        Board next = b;
        apply_pass(next);
        return -negamax(next, depth - 1, -beta, -alpha, ply + 1);
    }
    if (depth <= 0) return quiesce(b, alpha, beta, kQuiescencePlies);
    Entry& e = table_[b.key & mask_];
    Move tt_move = Move::pass();
    if (e.holds(b.key)) {
        tt_move = Move::step(e.from, e.to);
        const int score = from_table(e.score, ply);
        if (e.depth >= depth && ply > 0) {
            if (e.bound == kExact) return score;
            if (e.bound == kLower && score >= beta) return score;
            if (e.bound == kUpper && score <= alpha) return score;
        }
    }
    order(b, list, tt_move, ply);
    const int alpha0 = alpha;
    int best = -kInfinity;
    Move best_move = list.moves[0];
    for (int i = 0; i < list.size; ++i) {
        const Move& m = list.moves[i];
        Board next = b;
        const Mask removed = apply_step(next, m.from, m.to);
        // Principal variation search: later moves get a null window first, late quiet ones
        // at a reduced depth.
        int v = 0;
        if (i == 0) {
            v = -negamax(next, depth - 1, -beta, -alpha, ply + 1);
        } else {
            const int r = reduction(b, m, removed, i, depth, ply);
            v = -negamax(next, depth - 1 - r, -alpha - 1, -alpha, ply + 1);
            if (r > 0 && v > alpha && !aborted_)
                v = -negamax(next, depth - 1, -alpha - 1, -alpha, ply + 1);
            if (v > alpha && v < beta && !aborted_)
                v = -negamax(next, depth - 1, -beta, -alpha, ply + 1);
        }
        if (aborted_) return 0;
        if (v > best) best = v, best_move = m;
        alpha = std::max(alpha, v);
        if (alpha >= beta) {
            note_cutoff(b, m, depth, ply);
            break;
        }
    }
    const std::uint8_t bound = best <= alpha0 ? kUpper : best >= beta ? kLower : kExact;
    if (!e.holds(b.key) || depth >= e.depth || bound == kExact)
        e = Entry{b.key, to_table(best, ply), static_cast<std::int8_t>(depth),
                  bound, best_move.from,      best_move.to};
    return best;
}

std::vector<Move> Searcher::principal_variation(const Board& root, int depth) const {
    std::vector<Move> pv;
    Board b = root;
    for (int i = 0; i < depth; ++i) {
        const Entry& e = table_[b.key & mask_];
        if (!e.holds(b.key)) break;
        const Move m = Move::step(e.from, e.to);
        if (illegal_reason(b, m)) break;
        pv.push_back(m);
        apply_step(b, m.from, m.to);
    }
    return pv;
}

int Searcher::search_root(const Board& root, MoveList& list, int depth, int alpha, int beta,
                          Move& best) {
    ++nodes_;
    const int alpha0 = alpha;
    int best_score = -kInfinity;
    best = list.moves[0];
    for (int i = 0; i < list.size; ++i) {
        const Move& m = list.moves[i];
        Board next = root;
        apply_step(next, m.from, m.to);
        int v = i == 0 ? -negamax(next, depth - 1, -beta, -alpha, 1)
                       : -negamax(next, depth - 1, -alpha - 1, -alpha, 1);
        if (aborted_) return best_score;
        if (i > 0 && v > alpha) {
            // Failing high on the null window proves m better than every move before it: keep
            // it even if the time runs out during the exact re-search.
            best = m;
            if (v < beta) v = -negamax(next, depth - 1, -beta, -alpha, 1);
            if (aborted_) return best_score;
        }
        if (v > best_score) best_score = v;
        if (v > alpha) alpha = v, best = m;
        if (alpha >= beta) break;
    }
    const std::uint8_t bound = best_score <= alpha0 ? kUpper : best_score >= beta ? kLower : kExact;
    Entry& e = table_[root.key & mask_];
    e = Entry{root.key, best_score, static_cast<std::int8_t>(depth), bound, best.from, best.to};
    return best_score;
}

int Searcher::search_iteration(const Board& root, MoveList& list, int depth, int previous,
                               Move& best) {
    // Aspiration: a window around the previous iteration's score, widened on the side that
    // failed until the score falls inside. Game-end scores get the full window.
    int delta = kAspirationWindow;
    const bool narrow = depth >= 3 && std::abs(previous) < kWinScore / 2;
    int alpha = narrow ? previous - delta : -kInfinity;
    int beta = narrow ? previous + delta : kInfinity;
    while (true) {
        const int score = search_root(root, list, depth, alpha, beta, best);
        if (aborted_) return score;
        // The best move so far first in the next search, the others keep their order.
        Move* const at = std::find(list.moves.data(), list.moves.data() + list.size, best);
        std::rotate(list.moves.data(), at, at + 1);
        delta *= 4;
        if (score <= alpha && alpha > -kInfinity) {
            alpha =
                std::abs(score) < kWinScore / 2 ? std::max(score - delta, -kInfinity) : -kInfinity;
        } else if (score >= beta && beta < kInfinity) {
            beta = std::abs(score) < kWinScore / 2 ? std::min(score + delta, kInfinity) : kInfinity;
        } else {
            return score;
        }
    }
}

std::optional<SearchReport> Searcher::solve_endgame(const Board& root) {
    if (mobile_stacks(root) > tuning_.endgame_stacks) return std::nullopt;
    EndgameLimits limits{.seconds = limits_.seconds / 2, .nodes = limits_.nodes};
    if (limits.seconds <= 0 && limits.nodes == 0) limits.nodes = kEndgameNodes;
    const EndgameResult r = endgame_.solve(root, limits);
    nodes_ += r.nodes;
    if (!r.solved) return std::nullopt;
    SearchReport report;
    report.best = r.best;
    report.score = r.margin > 0   ? kWinScore + kMarginUnit * r.margin
                   : r.margin < 0 ? -kWinScore + kMarginUnit * r.margin
                                  : 0;
    report.depth = kMaxDepth;
    report.solved = true;
    report.nodes = nodes_;
    report.pv = {r.best};
    return report;
}

SearchReport Searcher::search(const Board& root, const SearchLimits& limits,
                              const std::function<void(const SearchReport&)>& on_iteration) {
    start_ = std::chrono::steady_clock::now();
    limits_ = limits;
    nodes_ = 0;
    aborted_ = false;
    // Older cut-offs still say something about this position: age the history. Killers are
    // per ply, and the plies of the last search were other positions.
    for (std::uint32_t& h : history_) h /= 8;
    for (auto& k : killers_) k = {Move::pass(), Move::pass()};
    SearchReport report;
    const auto elapsed = [&] { return seconds_since(start_); };
    if (root.phase == Phase::placing) {
        const PlacementReport placed = search_placement(
            root, PlacementLimits{limits.seconds, limits.nodes, limits.seed, limits.depth},
            weights_, tuning_.placement);
        report.best = placed.best;
        report.depth = placed.depth;
        report.nodes = placed.nodes;
        report.seconds = elapsed();
        return report;
    }
    if (std::optional<SearchReport> solved = solve_endgame(root)) {
        solved->seconds = elapsed();
        if (on_iteration) on_iteration(*solved);
        return *solved;
    }
    MoveList list;
    generate_steps(root, root.to_move, list);
    if (list.size == 0) {
        // The only move is a pass: what it leads to is the opponent's search, which has a move
        // (the game is not over).
        Board next = root;
        apply_pass(next);
        report = search(next, limits, {});
        report.score = -report.score;
        report.pv.insert(report.pv.begin(), Move::pass());
        report.best = Move::pass();
        return report;
    }
    const Entry& known = table_[root.key & mask_];
    order(root, list, known.holds(root.key) ? Move::step(known.from, known.to) : Move::pass(), 0);
    report.best = list.moves[0];
    const int max_depth = limits.depth > 0 ? std::min(limits.depth, kMaxDepth) : kMaxDepth;
    for (int depth = 1; depth <= max_depth; ++depth) {
        may_abort_ = depth > 1;
        Move best = list.moves[0];
        const int score = search_iteration(root, list, depth, report.score, best);
        report.best = best;
        if (aborted_) break;
        report.score = score;
        report.depth = depth;
        report.nodes = nodes_;
        report.seconds = elapsed();
        report.pv = principal_variation(root, depth);
        if (on_iteration) on_iteration(report);
        // The next iteration costs several times this one: do not start what cannot finish.
        if (limits.seconds > 0 && report.seconds > tuning_.deepen_share * limits.seconds) break;
    }
    report.nodes = nodes_;
    report.seconds = elapsed();
    return report;
}

}  // namespace boardtalk::dvonn
