#pragma once
// Alpha-beta (principal variation search) with iterative deepening, a transposition table,
// move ordering (table move, mills, killers, history) and the draw rules of the game. One
// thread. With endgame databases (set_databases) a covered root is answered from them without a
// search, and a position a removal or the last placement leads into a covered sector is an exact
// leaf (database wins and losses score as mates at their distance; those longer than the removal
// limit allows score below mates and above evaluations). With a depth limit and no time
// limit the result depends only on the position, its history and the limit (deterministic mode).
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "core/int_knob.hpp"
#include "engine/morris/evaluation.hpp"
#include "engine/morris/movegen.hpp"
#include "engine/morris/position.hpp"
#include "engine/morris/solve/databases.hpp"
#include "engine/morris/transposition_table.hpp"

namespace boardtalk::morris {

inline constexpr int kMateScore = 30000;  // a win at ply p scores kMateScore - p
inline constexpr int kMaxPly = 128;

// True for scores that announce a win or loss found by the search.
inline bool is_mate_score(int score) {
    return score > kMateScore - 1000 || score < -kMateScore + 1000;
}

// The search's settings a user gives, each declared once (core/int_knob.hpp): `boardtalk morris`
// makes its options, their checks and --help from these, its depth_limit command takes the depth's
// range, and the engine takes the defaults.
// The depth limit: the deepest search leaves two plies of room below kMaxPly.
inline constexpr IntKnob kDepthKnob{"depth", 0, kMaxPly - 2, 0, "plies per engine move"};
// --deterministic's depth when no --depth is given.
inline constexpr int kDeterministicDepth = 6;
inline constexpr IntKnob kTtLog2Knob{"tt-log2", 10, 28, 20,
                                     "transposition table of 2^N entries of 16 bytes"};

struct SearchLimits {
    int depth = 0;            // plies; 0 = no limit (up to kDepthKnob.max)
    double seconds = 0.0;     // 0 = no limit
    std::uint64_t nodes = 0;  // 0 = no limit
    // How much the side to move at the root dislikes a draw (1/100 man): with a positive value
    // it plays on instead of repeating in balanced positions.
    int contempt = 20;
};

// What one finished iteration found (plain data; the adapter formats it).
struct SearchReport {
    Turn best;      // null only when the side to move has no turn
    int score = 0;  // from the side to move's view
    int depth = 0;  // the last depth searched completely; 0 when the databases answered
    std::uint64_t nodes = 0;
    double seconds = 0.0;
    std::vector<Turn> pv;
};

class Searcher {
  public:
    explicit Searcher(int tt_log2_entries = kTtLog2Knob.default_value, EvalWeights weights = {});

    // Searches `root` (the last of `history`, the keys of the game's positions from its start)
    // within `limits`; at least depth 1 is always completed. `on_iteration` (optional) sees each
    // completed depth.
    // Databases to consult from the next search on; nullptr for none. Not owned: they must
    // outlive the searches.
    void set_databases(const solve::Databases* databases) { databases_ = databases; }
    const EvalWeights& weights() const { return weights_; }

    SearchReport search(const Position& root, const Rules& rules,
                        const std::vector<std::uint64_t>& history, const SearchLimits& limits,
                        const std::function<void(const SearchReport&)>& on_iteration = {});

  private:
    int negamax(const Position& pos, int depth, int alpha, int beta, int ply);
    // Mill-closing turns only, until the position is quiet (the horizon of negamax).
    int quiesce(const Position& pos, int alpha, int beta, int ply, int qdepth);
    int draw_score(const Position& pos) const;
    // The exact score of a position just entered by a removal or the last placement when the
    // databases cover it.
    std::optional<int> database_score(const Position& pos, int ply) const;
    // The report of a root the databases answer; nullopt when they do not.
    std::optional<SearchReport> database_report(const Position& root) const;
    bool repeated(const Position& pos) const;
    bool out_of_time();
    void score_turns(const Position& pos, const TurnList& list, int* scores, Turn tt_turn,
                     int ply) const;
    std::vector<Turn> principal_variation(const Position& root, int depth) const;

    TranspositionTable tt_;
    EvalWeights weights_;
    const solve::Databases* databases_ = nullptr;
    const Rules* rules_ = nullptr;
    std::vector<std::uint64_t> keys_;  // game history, then the search path
    SearchLimits limits_;
    std::chrono::steady_clock::time_point started_;
    std::uint64_t nodes_ = 0;
    bool stop_ = false;
    Colour root_side_ = Colour::white;
    bool may_stop_ = false;  // false until depth 1 is complete
    Turn killers_[kMaxPly][2];
    int history_[2][kPoints + 1][kPoints] = {};
};

}  // namespace boardtalk::morris
