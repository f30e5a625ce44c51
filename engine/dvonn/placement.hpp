#pragma once
// The placement-phase search, by one of three methods: two over the best candidate spaces of the
// placement heuristic, one over all of them.
//
// Monte-Carlo (`--placement mc`, the default before searching): each sample places the candidate,
// fills the rest of the board by the heuristic with noise, then plays the moving phase to the end
// with a noisy greedy player (the static evaluation one ply ahead) and scores the final margin.
// Candidates (the heuristic's 8 best) are sampled in rounds with common random numbers, their means
// shrunk towards the heuristic's opinion, so few samples choose as the heuristic does and more
// samples (more time) correct it.
//
// Finishing (how the CodeCup 2011 winner's author judged placings: PrimaDvonna's notes rank placing
// strategies by finishing the placed positions with a fixed player many times and counting the
// wins): each sample places the candidate, fills the rest of the board by the heuristic with noise
// and finishes the moving phase with a fixed player (the greedy one with its small noise, so that
// the finishes of one placed board differ). Among the heuristic's 4 best spaces (fewer, so each is
// finished more often) the one with the best mean result (win 1, draw 1/2, loss 0; the mean margin
// breaks ties) is kept, with no prior, once each has been finished kMinFinishes times; before that
// the heuristic's choice. It is an option, not the default: an SPRT against Monte-Carlo (0.1 s a
// move from the placing phase, elo0=0 elo1=20) did not decide (docs/dvonn.md).
//
// Searching (`--placement search`, the default, placement_search.hpp): alpha-beta over the next
// placements with a static placing evaluation of our own (placement_eval.hpp), as PrimaDvonna
// places. It beat Monte-Carlo in an SPRT at 5 s a game (docs/dvonn.md).
//
// Each method is deterministic for a fixed seed and a node limit: it depends only on the board, the
// seed and the limit (searching also on a depth limit, and not on the seed).
#include <cstdint>

#include "engine/dvonn/board.hpp"
#include "engine/dvonn/evaluation.hpp"

namespace boardtalk::dvonn {

enum class PlacementMethod { monte_carlo, finish, search };

struct PlacementLimits {
    double seconds = 0.0;     // 0 = no time limit
    std::uint64_t nodes = 0;  // playout plies (placements and moves); 0 = no limit
    std::uint64_t seed = 0;   // mixed with the board's key: each position has its own samples
    int depth = 0;            // searching only: plies (0 = as deep as time or nodes allow)
};

struct PlacementReport {
    Move best;                // a placement on an empty space
    int playouts = 0;         // samples finished
    int candidates = 0;       // spaces considered
    double expected = 0.0;    // the chosen space's mean margin (Monte-Carlo: shrunk), placer's view
                              // (searching: its value in placing points)
    std::uint64_t nodes = 0;  // playout plies (searching: nodes)
    double seconds = 0.0;
    int depth = 0;  // searching: the last completed iteration's plies
};

// The placement for the side to move of `b` (phase placing, at least one empty space). With
// neither a time nor a node limit (searching: nor a depth limit) it is the heuristic's choice
// (best_placement). Otherwise it
// samples until the time or node limit is reached (at least one sample per candidate is not
// promised: with almost no time it answers the heuristic's choice), stops early when only one
// space is left.
PlacementReport search_placement(const Board& b, const PlacementLimits& limits,
                                 const EvalWeights& weights = {},
                                 PlacementMethod method = PlacementMethod::monte_carlo);

// The placement heuristic's choice (highest placement_value, lowest square on ties).
Move best_placement(const Board& b);

// Fills every empty space of `b` by the heuristic plus uniform noise in [0, noise) drawn from
// `rng_state` (splitmix64). Ends in the moving phase. Counts the placements in `nodes`.
void fill_placements(Board& b, std::uint64_t& rng_state, int noise, std::uint64_t& nodes);

}  // namespace boardtalk::dvonn
