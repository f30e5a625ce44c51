#pragma once
// The player: the placement search while placing (placement.hpp), and in the moving phase
// alpha-beta with iterative deepening, aspiration windows at the root, principal variation
// search, late move reductions, a transposition table kept between moves (full 64-bit keys, so
// reuse after undo is safe) and move ordering (table move, captures of tall enemy stacks, two
// killer moves per ply, then the history of cut-off moves); once few stacks can move, the exact
// endgame solver (endgame.hpp). A time limit may stop an iteration part way: a root move already
// proven better than the previous iteration's choice is still taken, so extra time always
// counts. One thread. With a depth limit and no time limit the answer depends only on the board,
// the limit and the searches this Searcher made before (deterministic mode: the same commands
// give the same answers).
#include <array>
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "core/int_knob.hpp"
#include "core/zeroed_array.hpp"
#include "engine/dvonn/endgame.hpp"
#include "engine/dvonn/evaluation.hpp"
#include "engine/dvonn/movegen.hpp"
#include "engine/dvonn/placement.hpp"

namespace boardtalk::dvonn {

// A finished game scores kWinScore + kMarginUnit * margin - plies for the winner (the negative
// for the loser): any win beats any evaluation, a larger margin beats a quicker win (a search is
// at most kMaxDepth = 64 plies deep), and among equal margins the quicker win is preferred.
inline constexpr int kWinScore = 100000;
inline constexpr int kMarginUnit = 100;

// The final margin (pieces, side to move's view) a game-end search score stands for, or nullopt
// for a score that is an evaluation or a draw.
std::optional<int> final_margin(int score);

struct SearchLimits {
    int depth = 0;            // plies; 0 = no limit (up to kMaxDepth)
    double seconds = 0.0;     // 0 = no limit
    std::uint64_t nodes = 0;  // 0 = no limit
    // Placing: the seed of the placement search's samples (placement.hpp). With a depth limit
    // only, the placement heuristic decides at once (`--placement search`: its alpha-beta
    // searches to that depth).
    std::uint64_t seed = 0;
};

// Switches of the search, so that versions of the player can be matched against each other
// (`boardtalk bench dvonn --strong-no-reductions`).
// The search's settings a user gives, each declared once (core/int_knob.hpp): `boardtalk dvonn`
// makes its options, their checks and --help from these, its depth_limit command takes the
// depth's range, and the engine takes the defaults.
inline constexpr IntKnob kDepthKnob{"depth", 0, 64, 0, "plies per engine move"};
// --deterministic's depth when no --depth is given.
inline constexpr int kDeterministicDepth = 4;
inline constexpr IntKnob kTtLog2Knob{"tt-log2", 10, 28, 20,
                                     "transposition table of 2^N entries of 16 bytes"};
// SearchTuning::endgame_stacks.
inline constexpr IntKnob kEndgameStacksKnob{
    "endgame-stacks", 0, kSpaces, 14,
    "the exact endgame solver answers once at most N stacks can move (0: never)"};

struct SearchTuning {
    // Late moves (from the fourth on; not the table move, a killer, a capture of a stack of two
    // or more, nor a move that cuts stacks off) are first searched shallower, by one ply, at
    // depth 4 or more by two from the 7th move and three from the 13th, and again at full
    // depth only if they look better. The first version (captures never reduced, one or two
    // plies) lost 16-24 at 0.1 s a move; this one reaches depth 7 in the middle game.
    bool reductions = true;
    // The exact endgame solver answers when at most this many stacks can move (0: never).
    // `bench dvonn`: every random endgame with 11 or fewer solved within 0.1 s, most of those
    // with 14 within 0.02 s.
    int endgame_stacks = kEndgameStacksKnob.default_value;
    // With a time limit, another iteration starts only while less than this share of the move's
    // time has passed (the next one costs several times the last; an unfinished one still
    // counts when it proves a better move).
    double deepen_share = 0.5;
    // How the placing phase chooses (placement.hpp): alpha-beta over a static placing
    // evaluation (`--placement search`; it beat Monte-Carlo in an SPRT at 5 s a game, +49 =1
    // -16), Monte-Carlo with the heuristic as prior (`mc`), or finishing each candidate with a
    // fixed player many times (`finish`).
    PlacementMethod placement = PlacementMethod::search;
    friend bool operator==(const SearchTuning&, const SearchTuning&) = default;
};

// What the last completed iteration found (plain data; the adapter formats it).
struct SearchReport {
    Move best;            // a pass when that is the only move
    int score = 0;        // from the side to move's view
    int depth = 0;        // the last depth searched completely (kMaxDepth solved; while placing
                          // the placement search's: 0 but for `--placement search`)
    bool solved = false;  // the endgame solver's exact answer: score is the final margin's
    std::uint64_t nodes = 0;
    double seconds = 0.0;
    std::vector<Move> pv;
};

class Searcher {
  public:
    static constexpr int kMaxDepth = kDepthKnob.max;
    static constexpr int kQuiescencePlies = 2;
    // Half the width of the first aspiration window at the root, in tenths of a piece.
    static constexpr int kAspirationWindow = 20;
    // The exact endgame solver (endgame.hpp), when it answers (SearchTuning::endgame_stacks),
    // has half the move's time, or kEndgameNodes without a time limit; when it does not
    // finish, alpha-beta uses the rest of the time.
    static constexpr std::uint64_t kEndgameNodes = 2000000;
    explicit Searcher(int tt_log2_entries = kTtLog2Knob.default_value, EvalWeights weights = {},
                      SearchTuning tuning = {});

    // The move for the side to move on `root`, which must not be a finished game. While placing
    // the placement search (placement.hpp) uses the time and node limits (the heuristic decides
    // at once when there are none); when moving at least depth 1 is always completed.
    // `on_iteration` (optional) sees each completed depth.
    SearchReport search(const Board& root, const SearchLimits& limits,
                        const std::function<void(const SearchReport&)>& on_iteration = {});

    // Forgets the transposition table (a new game).
    void clear();

  private:
    // All zero bytes are an empty entry (bound 0), so the table comes from the kernel as zero
    // pages (zeroed_array.hpp): a table of 2^28 entries used to take 99 s to start, filled
    // entry by entry.
    struct Entry {
        std::uint64_t key = 0;
        std::int32_t score = 0;
        std::int8_t depth = 0;
        std::uint8_t bound = 0;  // 0: empty; else kExact, kLower or kUpper (search.cpp)
        Square from = 0, to = 0;
        bool holds(std::uint64_t k) const { return bound != 0 && key == k; }
    };
    static constexpr int kKillerPlies = kMaxDepth + 8;
    int negamax(const Board& b, int depth, int alpha, int beta, int ply);
    // One iteration at `depth`: search_root in an aspiration window around `previous` (the
    // last iteration's score), re-searched wider until the score falls inside. Leaves the best
    // move first in `list`.
    int search_iteration(const Board& root, MoveList& list, int depth, int previous, Move& best);
    // The root moves `list` (best first) in the window (alpha, beta), fail-soft. Sets `best` to
    // the move with the best score proven so far: after an abort it is still a move proven
    // better than list[0], or list[0].
    int search_root(const Board& root, MoveList& list, int depth, int alpha, int beta, Move& best);
    // A quiet move caused a cut-off at `ply`: remember it as a killer and in the history.
    void note_cutoff(const Board& b, const Move& m, int depth, int ply);
    bool is_killer(const Move& m, int ply) const;
    // How many plies shallower to try the i-th move of a node (0: none).
    int reduction(const Board& b, const Move& m, Mask removed, int i, int depth, int ply) const;
    // Captures only (moves onto enemy stacks), up to `plies` deep, with a stand-pat score: the
    // horizon of negamax, so a search does not stop in the middle of an exchange.
    int quiesce(const Board& b, int alpha, int beta, int plies);
    // Table move, captures (taller targets first), killers of `ply`, then quiet moves by history.
    // ply < 0: no killers (quiescence).
    void order(const Board& b, MoveList& list, const Move& first, int ply) const;
    bool out_of_time();
    std::vector<Move> principal_variation(const Board& root, int depth) const;
    // The endgame solver's answer for `root` within its share of the limits, or nullopt.
    std::optional<SearchReport> solve_endgame(const Board& root);

    ZeroedArray<Entry> table_;
    EndgameSolver endgame_;
    EvalWeights weights_;
    SearchTuning tuning_;
    // Per (from, to): how often the move cut off a search, weighted by depth squared.
    std::vector<std::uint32_t> history_ = std::vector<std::uint32_t>(kSquareSlots * kSquareSlots);
    std::array<std::array<Move, 2>, kKillerPlies> killers_{};
    std::uint64_t mask_;
    std::uint64_t nodes_ = 0;
    bool aborted_ = false;
    bool may_abort_ = false;  // off during depth 1, which always completes
    SearchLimits limits_;
    std::chrono::steady_clock::time_point start_;
};

}  // namespace boardtalk::dvonn
