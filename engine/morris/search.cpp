#include "engine/morris/search.hpp"

#include <algorithm>
#include <cstring>

#include "engine/morris/evaluation.hpp"
#include "engine/morris/movegen.hpp"
#include "engine/morris/solve/database_play.hpp"

namespace boardtalk::morris {

namespace {

constexpr int kInfinity = kMateScore + 1;

// Mate scores are stored relative to the node, not the root.
int to_tt(int score, int ply) {
    if (score > kMateScore - 1000) return score + ply;
    if (score < -kMateScore + 1000) return score - ply;
    return score;
}
int from_tt(int score, int ply) {
    if (score > kMateScore - 1000) return score - ply;
    if (score < -kMateScore + 1000) return score + ply;
    return score;
}

double seconds_since(std::chrono::steady_clock::time_point t) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
}

}  // namespace

Searcher::Searcher(int tt_log2_entries, EvalWeights weights)
    : tt_(tt_log2_entries), weights_(weights) {}

bool Searcher::out_of_time() {
    if (!may_stop_) return false;
    if (limits_.nodes && nodes_ >= limits_.nodes) stop_ = true;
    if (limits_.seconds > 0 && (nodes_ & 1023) == 0 && seconds_since(started_) >= limits_.seconds)
        stop_ = true;
    return stop_;
}

bool Searcher::repeated(const Position& pos) const {
    if (!rules_->repetition_draw) return false;
    // Positions before the last placement or removal cannot recur; `clock` plies reach back to it.
    const std::size_t n = keys_.size() - 1;  // keys_.back() is pos itself
    const std::size_t reach = std::min<std::size_t>(pos.clock, n);
    for (std::size_t back = 2; back <= reach; back += 2)
        if (keys_[n - back] == pos.key) return true;
    return false;
}

void Searcher::score_turns(const Position& pos, const TurnList& list, int* scores, Turn tt_turn,
                           int ply) const {
    const int us = index(pos.to_move);
    for (int i = 0; i < list.size; ++i) {
        const Turn& t = list[i];
        if (t == tt_turn) {
            scores[i] = 1 << 30;
        } else if (t.remove != kNoPoint) {
            scores[i] = 1 << 29;
        } else if (t == killers_[ply][0]) {
            scores[i] = 1 << 28;
        } else if (t == killers_[ply][1]) {
            scores[i] = (1 << 28) - 1;
        } else {
            scores[i] = history_[us][t.from + 1][t.to];
        }
    }
}

namespace {

// Moves the best-scored remaining turn to position i (selection: most nodes cut off early).
void pick_next(TurnList& list, int* scores, int i) {
    int best = i;
    for (int j = i + 1; j < list.size; ++j)
        if (scores[j] > scores[best]) best = j;
    std::swap(list[i], list[best]);
    std::swap(scores[i], scores[best]);
}

}  // namespace

int Searcher::draw_score(const Position& pos) const {
    return pos.to_move == root_side_ ? -limits_.contempt : limits_.contempt;
}

namespace {

// A table's win or loss too long for the removal limit: it may still come (a removal on the way
// restarts the clock) or be drawn by the rule. Above every evaluation, below every mate.
constexpr int kLateScore = kMateScore - 2000;

// The score of a table value at `ply` for the side to move, `in_time` as solve::ends_in_time;
// nullopt for a draw.
std::optional<int> table_score(solve::Value v, bool in_time, int ply) {
    if (v.outcome == solve::Verdict::draw) return std::nullopt;
    const int score = in_time ? kMateScore - (ply + v.plies) : kLateScore - v.plies;
    return v.outcome == solve::Verdict::win ? score : -score;
}

}  // namespace

std::optional<int> Searcher::database_score(const Position& pos, int ply) const {
    if (!databases_ || pos.clock != 0 || pos.placing()) return std::nullopt;
    const auto v = databases_->lookup(pos, *rules_);
    if (!v) return std::nullopt;
    const auto score = table_score(*v, solve::ends_in_time(pos, *v, *rules_), ply);
    return score ? *score : draw_score(pos);
}

std::optional<SearchReport> Searcher::database_report(const Position& root) const {
    if (!databases_) return std::nullopt;
    const auto best = solve::best_turn(root, *rules_, *databases_);
    if (!best) return std::nullopt;
    SearchReport report;
    report.best = best->turn;
    report.pv = {best->turn};
    report.score = table_score(best->value, best->in_time, 0).value_or(0);
    return report;
}

int Searcher::quiesce(const Position& pos, int alpha, int beta, int ply, int qdepth) {
    if (qdepth > 0) ++nodes_;
    if (lost_by_material(pos, pos.to_move)) return -(kMateScore - ply);
    if (qdepth > 0 && databases_)
        if (const auto s = database_score(pos, ply)) return *s;
    if (!has_turn(pos, *rules_)) return -(kMateScore - ply);
    if (rules_->removal_limit > 0 && pos.clock >= rules_->removal_limit) return draw_score(pos);
    int best = evaluate(pos, *rules_, weights_);
    if (best >= beta || qdepth >= 4 || ply >= kMaxPly - 1) return best;
    alpha = std::max(alpha, best);
    TurnList list;
    generate_removals(pos, *rules_, list);
    for (const Turn& t : list) {
        const int s = -quiesce(apply_turn(pos, t), -beta, -alpha, ply + 1, qdepth + 1);
        if (s > best) best = s;
        if (s > alpha) alpha = s;
        if (alpha >= beta) break;
    }
    return best;
}

int Searcher::negamax(const Position& pos, int depth, int alpha, int beta, int ply) {
    ++nodes_;
    if (lost_by_material(pos, pos.to_move)) return -(kMateScore - ply);
    if (ply > 0 && repeated(pos)) return draw_score(pos);
    if (ply > 0 && databases_)
        if (const auto s = database_score(pos, ply)) return *s;
    if (out_of_time()) return 0;
    if (depth <= 0 || ply >= kMaxPly - 1) return quiesce(pos, alpha, beta, ply, 0);
    if (!has_turn(pos, *rules_)) return -(kMateScore - ply);
    if (rules_->removal_limit > 0 && pos.clock >= rules_->removal_limit) return draw_score(pos);

    // The table first: a cut-off needs no turns generated.
    Turn tt_turn;
    if (const TTEntry* e = tt_.probe(pos.key)) {
        tt_turn = e->turn;
        const int s = from_tt(e->score, ply);
        if (ply > 0 && e->depth >= depth) {
            if (e->bound == Bound::exact) return s;
            if (e->bound == Bound::lower && s >= beta) return s;
            if (e->bound == Bound::upper && s <= alpha) return s;
        }
    }
    TurnList list;
    generate_turns(pos, *rules_, list);
    int scores[kMaxTurns];
    score_turns(pos, list, scores, tt_turn, ply);

    const int alpha0 = alpha;
    int best = -kInfinity;
    Turn best_turn;
    for (int i = 0; i < list.size; ++i) {
        pick_next(list, scores, i);
        const Turn t = list[i];
        const Position child = apply_turn(pos, t);
        if (depth > 1) tt_.prefetch(child.key);  // depth 0 goes to quiesce, which never probes
        keys_.push_back(child.key);
        int s;
        if (i == 0) {
            s = -negamax(child, depth - 1, -beta, -alpha, ply + 1);
        } else {
            s = -negamax(child, depth - 1, -alpha - 1, -alpha, ply + 1);
            if (s > alpha && s < beta) s = -negamax(child, depth - 1, -beta, -alpha, ply + 1);
        }
        keys_.pop_back();
        if (stop_) return 0;
        if (s > best) {
            best = s;
            best_turn = t;
        }
        if (s > alpha) alpha = s;
        if (alpha >= beta) {
            if (t.remove == kNoPoint) {
                if (!(killers_[ply][0] == t)) {
                    killers_[ply][1] = killers_[ply][0];
                    killers_[ply][0] = t;
                }
                history_[index(pos.to_move)][t.from + 1][t.to] += depth * depth;
            }
            break;
        }
    }
    const Bound bound = best >= beta ? Bound::lower : best > alpha0 ? Bound::exact : Bound::upper;
    tt_.store(pos.key, to_tt(best, ply), depth, bound, best_turn);
    return best;
}

std::vector<Turn> Searcher::principal_variation(const Position& root, int depth) const {
    std::vector<Turn> pv;
    Position pos = root;
    for (int i = 0; i < depth; ++i) {
        const TTEntry* e = tt_.probe(pos.key);
        if (!e || e->turn.is_null() || check_turn(pos, *rules_, e->turn)) break;
        pv.push_back(e->turn);
        pos = apply_turn(pos, e->turn);
        if (lost_by_material(pos, pos.to_move)) break;
    }
    return pv;
}

SearchReport Searcher::search(const Position& root, const Rules& rules,
                              const std::vector<std::uint64_t>& history, const SearchLimits& limits,
                              const std::function<void(const SearchReport&)>& on_iteration) {
    rules_ = &rules;
    limits_ = limits;
    root_side_ = root.to_move;
    keys_ = history;
    if (keys_.empty() || keys_.back() != root.key) keys_.push_back(root.key);
    started_ = std::chrono::steady_clock::now();
    nodes_ = 0;
    stop_ = false;
    may_stop_ = false;
    tt_.new_search();
    std::memset(history_, 0, sizeof history_);
    for (auto& k : killers_) k[0] = k[1] = Turn{};

    SearchReport report;
    TurnList list;
    generate_turns(root, rules, list);
    if (list.size == 0 || lost_by_material(root, root.to_move)) return report;
    if (auto answered = database_report(root)) {
        answered->seconds = seconds_since(started_);
        if (on_iteration) on_iteration(*answered);
        return *answered;
    }
    report.best = list[0];
    const int max_depth = limits.depth > 0 ? std::min(limits.depth, kMaxPly - 2) : kMaxPly - 2;
    for (int depth = 1; depth <= max_depth; ++depth) {
        const int score = negamax(root, depth, -kInfinity, kInfinity, 0);
        if (stop_) break;
        may_stop_ = true;
        report.depth = depth;
        report.score = score;
        report.pv = principal_variation(root, depth);
        if (!report.pv.empty()) report.best = report.pv.front();
        report.nodes = nodes_;
        report.seconds = seconds_since(started_);
        if (on_iteration) on_iteration(report);
        // A win or loss found within the horizon will not change with more depth; one legal
        // turn needs no search at all under a time limit.
        if (is_mate_score(score) && kMateScore - std::abs(score) <= depth) break;
        if (list.size == 1 && limits.depth == 0) break;
        if (limits.seconds > 0 && report.seconds >= limits.seconds) break;
    }
    report.nodes = nodes_;
    report.seconds = seconds_since(started_);
    return report;
}

}  // namespace boardtalk::morris
