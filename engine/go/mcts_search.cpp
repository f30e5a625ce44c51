#include "engine/go/mcts_search.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <mutex>
#include <thread>

#include "engine/go/criticality.hpp"
#include "engine/go/dynamic_komi.hpp"
#include "engine/go/game_positions.hpp"
#include "engine/go/heavy_policy.hpp"
#include "engine/go/last_good_reply.hpp"
#include "engine/go/mcts_priors.hpp"
#include "engine/go/policy_priors.hpp"

namespace boardtalk::go {

// What one search thread owns: its generator and scratch boards.
struct MctsSearch::ThreadState {
    ThreadState(int width, int height, std::uint64_t seed) : rng(seed), board(width, height) {}
    Rng rng;
    FastBoard board;
    PlayoutRecord record;
    ReplyTable replies;  // its playouts' last good replies (when the policy uses them)
    std::vector<MctsNode*> path;
    // Who owned each point at the end of its playouts since set_root: each thread counts its
    // own, so that these lines are not passed between the cores after every playout.
    OwnershipCounts ownership;
    mutable SpinLock counts_lock;   // guards `ownership` against report()'s sum while searching
    CriticalityCounts criticality;  // beside `ownership`, when the criticality prior is on
    bool black_won = false;
    double margin = 0;                    // black's final margin, komi included
    std::unique_ptr<PolicyPrior> policy;  // when the search has a policy network
    float black_value = 0;                // the playout's value to Black (playout_value)
};

namespace {

std::uint64_t thread_seed(std::uint64_t seed, int index) {
    return seed * 0x9e3779b97f4a7c15ULL + static_cast<std::uint64_t>(index) * 0x632be59bd9b4e019ULL;
}

// The child with the most real playouts (ties: the better win rate), skipping pass unless
// allowed.
const MctsNode* most_visited(const MctsNode& node, bool allow_pass) {
    const MctsNode* best = nullptr;
    for (const MctsNode& child : node.children) {
        if (child.move == pass && !allow_pass) continue;
        if (child.visits < 1) continue;
        if (best == nullptr || child.visits > best->visits ||
            (child.visits == best->visits && child.winrate() > best->winrate()))
            best = &child;
    }
    return best;
}

// How many playouts the most visited child (pass excluded unless allow_pass) has more than the
// next; infinity when it has no rival.
double visits_lead(const MctsNode& node, bool allow_pass) {
    double first = -1, second = 0;
    for (const MctsNode& child : node.children) {
        if (child.move == pass && !allow_pass) continue;
        const double v = child.visits;
        second = std::max(second, std::min(first, v));
        first = std::max(first, v);
    }
    return first < 0 ? std::numeric_limits<double>::infinity() : first - second;
}

// The main thread checks params_.early_stop after this many of its playouts.
constexpr std::uint64_t early_stop_interval = 16;

}  // namespace

MctsSearch::MctsSearch(const SearchParams& params) : params_(params) {}

MctsSearch::~MctsSearch() = default;

void MctsSearch::ensure_threads() {
    const int wanted = std::max(1, params_.threads);
    const bool resized = !threads_.empty() && (threads_[0]->board.width() != root_board_.width() ||
                                               threads_[0]->board.height() != root_board_.height());
    if (resized) threads_.clear();
    while (int(threads_.size()) < wanted) {
        const int i = int(threads_.size());
        threads_.push_back(std::make_unique<ThreadState>(root_board_.width(), root_board_.height(),
                                                         thread_seed(params_.seed, i)));
    }
    for (auto& ts : threads_)
        if (!params_.policy_network)
            ts->policy.reset();
        else if (!ts->policy || &ts->policy->network() != params_.policy_network.get())
            ts->policy = std::make_unique<PolicyPrior>(params_.policy_network);
}

std::vector<MctsNode> MctsSearch::make_children(const FastBoard& board, Point last,
                                                const Game* root_game,
                                                const ThreadState* ts) const {
    const Color c = board.to_move();
    std::vector<Point> candidates;
    for (Point p : root_board_.points()) {
        if (board.at(p) != Color::empty || board.is_own_eye(p)) continue;
        if (left_out_in_opening(board, p, params_.priors)) continue;
        const bool legal = root_game != nullptr ? root_game->is_legal(c, p) : board.is_legal(p);
        if (legal) candidates.push_back(p);
    }
    // Pass is a move of the root (the player weighs it with the scorer); inside the tree only
    // when nothing else is left.
    if (root_game != nullptr || candidates.empty()) candidates.push_back(pass);
    const std::vector<Prior> priors =
        compute_priors(board, candidates, last, params_.priors, params_.ratings.get());
    std::vector<MctsNode> children(priors.size());
    for (std::size_t i = 0; i < priors.size(); ++i) {
        children[i].move = priors[i].move;
        children[i].color = c;
        children[i].prior_visits = priors[i].visits;
        children[i].prior_wins = priors[i].wins;
    }
    // Wins on the points the game turns on, by the expanding thread's own counts (read
    // without the lock: only this thread writes them).
    const float crit_weight = params_.priors.criticality;
    if (ts != nullptr && crit_weight > 0 &&
        ts->ownership.playouts >= params_.priors.criticality_playouts)
        for (MctsNode& child : children) {
            if (child.move == pass) continue;
            const float gain =
                crit_weight * float(criticality(ts->ownership, ts->criticality, child.move));
            if (gain > 0) child.prior_visits += gain, child.prior_wins += gain;
        }
    return children;
}

bool MctsSearch::try_reuse(const Game& game, Color c) {
    if (!root_ || root_board_.width() != game.width() || root_board_.height() != game.height() ||
        white_bonus_ != game.white_bonus() || root_setup_ != game.setup() ||
        root_edits_ != game.edits())
        return false;
    const auto& history = game.history();
    if (history.size() < root_history_.size() ||
        !std::equal(root_history_.begin(), root_history_.end(), history.begin()))
        return false;
    if (history.size() == root_history_.size() && c != root_color_) return false;
    // Walk down the tree along the moves played since.
    MctsNode* node = root_.get();
    Board board = root_board_;
    for (std::size_t i = root_history_.size(); i < history.size(); ++i) {
        const Move& m = history[i];
        auto it = std::find_if(node->children.begin(), node->children.end(),
                               [&m](const MctsNode& n) { return n.move == m.point; });
        if (it == node->children.end() || it->color != m.color) return false;
        if (m.point != pass) board.play(m.color, m.point);
        node = &*it;
    }
    if (board.hash() != game.board().hash() || !node->expanded || node->children.empty() ||
        node->children.front().color != c)
        return false;
    if (node != root_.get()) root_ = std::make_unique<MctsNode>(std::move(*node));
    // The tree used simple ko; the root obeys the game's rule, and always offers pass.
    auto& kids = root_->children;
    auto& amaf = root_->children_amaf;
    std::size_t kept = 0;
    for (std::size_t i = 0; i < kids.size(); ++i) {
        if (kids[i].move != pass && !game.is_legal(c, kids[i].move)) continue;
        if (kept != i) kids[kept] = std::move(kids[i]), amaf[kept] = amaf[i];
        ++kept;
    }
    kids.resize(kept);
    amaf.resize(kept);
    if (std::none_of(kids.begin(), kids.end(), [](const MctsNode& n) { return n.move == pass; })) {
        MctsNode p;
        p.color = c;
        p.prior_visits = params_.priors.even;
        kids.push_back(p);
        amaf.emplace_back();
    }
    return true;
}

bool MctsSearch::set_root(const Game& game, Color c) {
    std::lock_guard lock(tree_lock_);
    const bool reused = try_reuse(game, c);
    root_board_ = game.board();
    root_color_ = c;
    white_bonus_ = game.white_bonus();
    search_bonus_ =
        white_bonus_ + dynamic_komi(game.handicap().size(), game.history().size(),
                                    game.width() * game.height(), params_.handicap_komi);
    root_history_ = game.history();
    root_setup_ = game.setup();
    root_edits_ = game.edits();
    // The heavy policy answers the last moves, in the tree as at the root.
    root_fast_ = fast_position(game, c);
    if (!reused) {
        root_ = std::make_unique<MctsNode>();
        const auto last = game.last_move();
        root_->set_children(make_children(root_fast_, last ? last->point : pass, &game));
        root_->expanded = true;
    }
    // Counting every node of a reused tree costs more than it tells: count the root's level.
    node_count_ = 1 + root_->children.size();
    ensure_threads();
    for (auto& ts : threads_) {
        ts->ownership = OwnershipCounts{};
        ts->criticality = CriticalityCounts{};
    }
    return reused;
}

MctsNode* MctsSearch::select_child(MctsNode& node) const {
    MctsNode* best = nullptr;
    double best_value = -1e300;
    const double log_n = params_.ucb_c > 0 ? std::log(node.visits + 1) : 0;
    // The policy bonus, as AlphaGo's PUCT: c * p * sqrt(parent visits) / (1 + visits).
    const double bonus = node.policy_done ? params_.policy_bonus * std::sqrt(node.visits) : 0;
    for (std::size_t i = 0; i < node.children.size(); ++i) {
        MctsNode& child = node.children[i];
        double value = child.urgency(node.children_amaf[i], params_.rave_equiv);
        if (params_.ucb_c > 0)
            value += params_.ucb_c * std::sqrt(log_n / (child.visits + child.prior_visits + 1));
        if (bonus > 0) value += bonus * child.policy / (1 + child.visits);
        if (value > best_value) best_value = value, best = &child;
    }
    return best;
}

// Gives the leaf of ts.path the children simulate() claimed it needs (computed without the
// lock), then steps into the most urgent one (ts.board is the leaf's position).
void MctsSearch::expand_leaf(ThreadState& ts) {
    MctsNode* leaf = ts.path.back();
    std::vector<MctsNode> children = make_children(ts.board, leaf->move, nullptr, &ts);
    std::lock_guard lock(tree_lock_);
    node_count_ += children.size();
    leaf->set_children(std::move(children));
    leaf->expanded = true;
    leaf->expanding = false;
    MctsNode* child = select_child(*leaf);
    if (child == nullptr) return;
    child->visits += params_.virtual_loss;
    ts.path.push_back(child);
    ts.board.play(child->move);
}

// The policy network's prior for the children of `node`, whose position ts.board is: read
// without the lock (the children's moves never change), added under it. Each child but pass
// gets `weight` virtual playouts won in the proportion of its probability to the likeliest
// move's, and keeps its probability for the selection's policy bonus.
void MctsSearch::add_policy_prior(ThreadState& ts, MctsNode& node) {
    const float weight = params_.priors.policy;
    const std::vector<float>& p = ts.policy->probabilities(ts.board, node.children);
    const float most = *std::max_element(p.begin(), p.end());
    std::lock_guard lock(tree_lock_);
    for (std::size_t i = 0; i < node.children.size(); ++i) {
        if (node.children[i].move == pass) continue;  // the network does not weigh passing
        node.children[i].policy = p[i];
        node.children[i].prior_visits += weight;
        node.children[i].prior_wins += most > 0 ? weight * p[i] / most : 0;
    }
}

bool MctsSearch::simulate(ThreadState& ts, const SearchLimits& limits) {
    if (stop_.load(std::memory_order_relaxed) || limits.expired()) return false;
    ts.path.clear();
    bool expand = false;
    int policy_at = -1;  // the node of the path whose children get the network's prior now
    {
        std::lock_guard lock(tree_lock_);
        if (started_ >= target_) return false;
        ++started_;
        MctsNode* node = root_.get();
        node->visits += params_.virtual_loss;
        ts.path.push_back(node);
        while (node->expanded && !node->children.empty()) {
            if (policy_at < 0 && ts.policy && !node->policy_done &&
                node->visits >= float(params_.policy_visits))
                node->policy_done = true, policy_at = int(ts.path.size()) - 1;
            node = select_child(*node);
            node->visits += params_.virtual_loss;
            ts.path.push_back(node);
        }
        // A leaf visited often enough gets children, from this thread alone.
        expand = !node->expanded && !node->expanding &&
                 node->visits >= float(params_.expand_visits) && node_count_ < params_.max_nodes;
        if (expand) node->expanding = true;
    }
    // The nodes' moves never change once made, so the path is replayed without the lock.
    ts.board = root_fast_;
    for (std::size_t i = 0; i < ts.path.size(); ++i) {
        if (i > 0) ts.board.play(ts.path[i]->move);
        if (int(i) == policy_at) add_policy_prior(ts, *ts.path[i]);
    }
    if (expand) expand_leaf(ts);
    std::fill(ts.record.first_mover.begin(), ts.record.first_mover.end(), Color::empty);
    const bool replies = params_.heavy_playouts && params_.policy.reply_percent > 0;
    const Color first = ts.board.to_move();
    const Point before = ts.board.last_move();
    const HeavyPolicy heavy(params_.policy, replies ? &ts.replies : nullptr);
    run_mcts_playout(ts.board, ts.rng, params_.heavy_playouts ? &heavy : nullptr, ts.record);
    ts.margin = ts.record.margin - white_bonus_;
    const double search_margin = ts.record.margin - search_bonus_;  // over the search's komi
    ts.black_won = search_margin > 0;
    ts.black_value = playout_value(ts.black_won, search_margin, params_);
    if (replies)
        ts.replies.learn(ts.record.moves, first, before,
                         ts.black_won ? Color::black : Color::white);
    backpropagate(ts);
    return true;
}

void MctsSearch::backpropagate(ThreadState& ts) {
    backpropagate_tree(ts);
    // This thread's own counts, outside the tree lock: only report()'s sum reads them from
    // another thread, under their own lock, which this thread alone takes otherwise.
    {
        std::lock_guard lock(ts.counts_lock);
        ts.ownership.add(ts.record.owner, root_board_.points());
    }
    if (params_.priors.criticality > 0)
        ts.criticality.add(ts.record.owner, ts.black_won, root_board_.points());
}

void MctsSearch::backpropagate_tree(ThreadState& ts) {
    std::lock_guard lock(tree_lock_);
    const float vl = params_.virtual_loss;
    // The playout's value to each colour (1 and 0 for the winner and the loser without a score
    // weight).
    const float value[2] = {ts.black_value, 1 - ts.black_value};
    const auto value_to = [&value](Color c) { return value[c == Color::black ? 0 : 1]; };
    const int n = int(ts.path.size());
    for (int i = n - 1; i >= 0; --i) {
        MctsNode* node = ts.path[i];
        node->visits += 1 - vl;
        if (i > 0) {
            node->wins += value_to(node->color);
            node->margin_sum += node->color == Color::black ? ts.margin : -ts.margin;
        }
        // AMAF: the moves after this node are the tree moves below it and the playout's.
        if (i + 1 < n && ts.path[i + 1]->move != pass)
            ts.record.first_mover[ts.path[i + 1]->move] = ts.path[i + 1]->color;
        // Without a branch per child (whose outcome is a coin toss): a miss adds 0, which
        // leaves a count as it was. Pass never matches (first_mover[pass] stays empty).
        for (std::size_t k = 0; k < node->children.size(); ++k) {
            const MctsNode& child = node->children[k];
            const bool hit = ts.record.first_mover[child.move] == child.color;
            node->children_amaf[k].visits += float(hit);
            node->children_amaf[k].wins += float(hit) * value_to(child.color);
        }
    }
    ++finished_;
}

void MctsSearch::worker(int index, const SearchLimits& limits) {
    ThreadState& ts = *threads_[index];
    while (simulate(ts, limits)) {
    }
}

void MctsSearch::run(const SearchLimits& limits, double interval, const ReportCallback* report) {
    {
        std::lock_guard lock(tree_lock_);
        started_ = finished_ = 0;
        const bool bounded = limits.max_playouts || limits.time != nullptr || report != nullptr;
        target_ = limits.max_playouts ? *limits.max_playouts
                  : bounded           ? UINT64_MAX
                                      : params_.default_playouts;
    }
    stop_ = false;
    std::vector<std::thread> helpers;
    for (int i = 1; i < int(threads_.size()); ++i)
        helpers.emplace_back([this, i, &limits] { worker(i, limits); });
    using clock = std::chrono::steady_clock;
    auto last_report = clock::now();
    const bool early_stop =
        report == nullptr && params_.early_stop > 0 && limits.time != nullptr && limits.on_clock();
    const double start = early_stop ? limits.time->now() : 0;
    ThreadState& ts = *threads_[0];
    for (std::uint64_t n = 1; simulate(ts, limits); ++n) {
        if (early_stop && n % early_stop_interval == 0 && decided(limits, start)) break;
        if (report == nullptr) continue;
        const auto now = clock::now();
        if (std::chrono::duration<double>(now - last_report).count() < interval) continue;
        last_report = now;
        if (!(*report)(this->report())) break;
    }
    stop_ = true;
    for (auto& t : helpers) t.join();
    if (report != nullptr) (*report)(this->report());
}

bool MctsSearch::decided(const SearchLimits& limits, double start) const {
    const double now = limits.time->now();
    if (now <= start || !std::isfinite(limits.deadline)) return false;
    std::lock_guard lock(tree_lock_);
    double left = double(finished_) / (now - start) * std::max(0.0, limits.deadline - now);
    if (target_ != UINT64_MAX) left = std::min(left, double(target_ - started_));
    left *= params_.early_stop;
    return root_ && visits_lead(*root_, false) > left && visits_lead(*root_, true) > left;
}

CandidateStats MctsSearch::candidate(const MctsNode& child) const {
    CandidateStats s;
    s.move = child.move;
    s.visits = static_cast<std::uint64_t>(std::max(0.0f, child.visits));
    const double n = std::max(1.0f, child.visits);
    s.winrate = std::clamp(child.wins / n, 0.0, 1.0);
    s.lcb = std::clamp(
        s.winrate - 1.96 * std::sqrt(s.winrate * (1 - s.winrate) / n + 0.25 / (n * n)), 0.0, 1.0);
    s.score_lead = child.margin_sum / n;
    const MctsNode* node = &child;
    for (int depth = 0; node != nullptr && depth < 30; ++depth) {
        s.pv.push_back(node->move);
        node = most_visited(*node, true);
    }
    return s;
}

SearchReport MctsSearch::report() const {
    std::lock_guard lock(tree_lock_);
    SearchReport r;
    r.to_move = root_color_;
    if (!root_) return r;
    r.visits = static_cast<std::uint64_t>(std::max(0.0f, root_->visits));
    double prior_total = 0;
    for (const MctsNode& child : root_->children) prior_total += child.prior_wins;
    for (const MctsNode& child : root_->children) {
        if (child.visits < 1) continue;
        CandidateStats s = candidate(child);
        s.prior = prior_total > 0 ? child.prior_wins / prior_total : 0;
        r.candidates.push_back(std::move(s));
    }
    std::stable_sort(
        r.candidates.begin(), r.candidates.end(),
        [](const CandidateStats& a, const CandidateStats& b) { return a.visits > b.visits; });
    const OwnershipCounts counts = summed_ownership();
    if (counts.playouts > 0) {
        r.ownership.assign(array_size, 0.0);
        const double sign = root_color_ == Color::black ? 1 : -1;
        for (Point p : root_board_.points()) r.ownership[p] = sign * counts.value(p);
    }
    return r;
}

OwnershipCounts MctsSearch::summed_ownership() const {
    OwnershipCounts counts;
    for (const auto& ts : threads_) {
        std::lock_guard lock(ts->counts_lock);
        counts.playouts += ts->ownership.playouts;
        for (Point p : root_board_.points()) {
            counts.black[p] += ts->ownership.black[p];
            counts.white[p] += ts->ownership.white[p];
        }
    }
    return counts;
}

OwnershipCounts MctsSearch::ownership_counts() const {
    std::lock_guard lock(tree_lock_);
    return summed_ownership();
}

std::optional<CandidateStats> MctsSearch::best(bool allow_pass) const {
    std::lock_guard lock(tree_lock_);
    if (!root_) return std::nullopt;
    const MctsNode* node = most_visited(*root_, allow_pass);
    // No playout yet (no time at all): the move the priors like best.
    const auto& kids = root_->children;
    double node_urgency = 0;
    for (std::size_t i = 0; i < kids.size(); ++i) {
        if (node != nullptr && node->visits >= 1) break;
        if (kids[i].move == pass && !allow_pass) continue;
        const double u = kids[i].urgency(root_->children_amaf[i], params_.rave_equiv);
        if (node == nullptr || u > node_urgency) node = &kids[i], node_urgency = u;
    }
    if (node == nullptr) return std::nullopt;
    return candidate(*node);
}

bool MctsSearch::settled() const {
    std::lock_guard lock(tree_lock_);
    const MctsNode* best = root_ ? most_visited(*root_, false) : nullptr;
    if (best == nullptr) return true;
    for (const MctsNode& child : root_->children)
        if (child.move != pass && 3 * child.visits >= best->visits &&
            child.winrate() > best->winrate())
            return false;
    return true;
}

std::uint64_t MctsSearch::root_visits() const {
    std::lock_guard lock(tree_lock_);
    return root_ ? static_cast<std::uint64_t>(std::max(0.0f, root_->visits)) : 0;
}

}  // namespace boardtalk::go
