#pragma once
// The Monte-Carlo tree search of the MCTS player: UCT with RAVE (MC-RAVE), priors as virtual
// playouts, expansion after a few visits, threads sharing one tree, and tree reuse between
// moves. The player (mcts_player.hpp) decides what to do with the statistics (pass, resign).
#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "core/spin_lock.hpp"
#include "engine/go/dead_stones_playout.hpp"
#include "engine/go/fast_board.hpp"
#include "engine/go/game.hpp"
#include "engine/go/mcts_node.hpp"
#include "engine/go/mcts_playout.hpp"
#include "engine/go/player.hpp"
#include "engine/go/search_params.hpp"
#include "engine/go/search_report.hpp"

namespace boardtalk::go {

class MctsSearch {
  public:
    explicit MctsSearch(const SearchParams& params = {});
    ~MctsSearch();
    MctsSearch(const MctsSearch&) = delete;
    MctsSearch& operator=(const MctsSearch&) = delete;

    const SearchParams& params() const { return params_; }

    // Makes the position of `game` with c to move the root. When the game reached this
    // position from the previous root by moves only (same size, komi, setup and edits; the
    // moves since then are in the tree), that subtree is kept and true is returned; otherwise
    // the tree starts fresh. The root's children are the moves legal under the game's own ko
    // rule (superko included) that do not fill an own eye, plus pass.
    bool set_root(const Game& game, Color c);

    // Runs playouts from the root (set_root first) until max_playouts of `limits` (counted for
    // this call), its deadline, or `report` returning false, whichever comes first; without any
    // of them, params().default_playouts. Calls `report` from the calling thread about every
    // `interval` seconds and once at the end. The time is checked before every playout.
    void run(const SearchLimits& limits, double interval = 0,
             const ReportCallback* report = nullptr);

    // The statistics of the root now (candidates best first, ownership for the side to move).
    SearchReport report() const;
    // Who owned each point at the end of the playouts since set_root (every playout of the
    // tree, exploratory ones included), in the counts of the light-playout estimate.
    OwnershipCounts ownership_counts() const;
    // The most visited root child (pass excluded unless allow_pass), with its statistics;
    // before any playout the child the priors like best; nullopt when there is no such child.
    std::optional<CandidateStats> best(bool allow_pass) const;
    // True when the most visited root child (pass excluded) also has the best win rate of
    // the children with at least a third of its playouts, or there is none.
    bool settled() const;
    // Playouts through the root (the reused ones included) and in the last run().
    std::uint64_t root_visits() const;
    std::uint64_t last_run_playouts() const { return finished_; }
    // The root's position (set_root's), with its side to move and last two moves.
    const FastBoard& root_position() const { return root_fast_; }
    // Nodes in the tree.
    std::size_t node_count() const { return node_count_; }

  private:
    struct ThreadState;

    bool try_reuse(const Game& game, Color c);
    // The children of `board`'s position with their priors; `root_game` for the root (its
    // ko rule, and pass always offered), `ts` the expanding thread (its criticality counts).
    std::vector<MctsNode> make_children(const FastBoard& board, Point last, const Game* root_game,
                                        const ThreadState* ts = nullptr) const;
    bool simulate(ThreadState& ts, const SearchLimits& limits);
    MctsNode* select_child(MctsNode& node) const;
    void expand_leaf(ThreadState& ts);
    void add_policy_prior(ThreadState& ts, MctsNode& node);
    void backpropagate(ThreadState& ts);       // the tree's part, then the thread's counts
    void backpropagate_tree(ThreadState& ts);  // under the tree lock
    void worker(int index, const SearchLimits& limits);
    // params_.early_stop's test: whether the choice of the root's move is made, `start` the
    // run's start on limits.time's scale.
    bool decided(const SearchLimits& limits, double start) const;
    CandidateStats candidate(const MctsNode& child) const;
    // The threads' counts, each read under its thread's counts lock (the caller holds the tree
    // lock, so no search starts or resets them meanwhile).
    OwnershipCounts summed_ownership() const;
    void ensure_threads();

    SearchParams params_;
    mutable SpinLock tree_lock_;  // guards the tree and the counters
    std::unique_ptr<MctsNode> root_;
    Board root_board_;
    FastBoard root_fast_{2, 2};  // root_board_ with root_color_ to move
    Color root_color_ = Color::black;
    double white_bonus_ = 7.5;   // komi and the handicap bonus (the score, the lead)
    double search_bonus_ = 7.5;  // white_bonus_ and the dynamic komi (who won a playout)
    // What the root's position came from (for reuse).
    std::vector<Move> root_history_;
    std::vector<Move> root_setup_;
    std::vector<SetupEdit> root_edits_;
    std::size_t node_count_ = 0;
    std::uint64_t started_ = 0, finished_ = 0, target_ = 0;
    std::atomic<bool> stop_{false};
    std::vector<std::unique_ptr<ThreadState>> threads_;
};

}  // namespace boardtalk::go
