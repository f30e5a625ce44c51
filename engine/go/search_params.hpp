#pragma once
// The knobs of the MCTS player (engine/go/mcts_*.hpp): a plain value, filled from the command
// line by the adapter. The defaults are the ones the strength figures were measured with.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string_view>

#include "engine/go/heavy_policy.hpp"
#include "engine/go/policy_network.hpp"

namespace boardtalk::go {

class MoveRatings;

// The most search threads a player takes (--threads).
inline constexpr int max_threads = 64;

// Prior knowledge given to a new child as virtual playouts (Michi's scheme): `even` playouts
// at a 50% win rate for every move, then extra virtual wins or losses per feature.
// even, capture_one, pattern, self_atari and near_last[0..1] are `boardtalk tune`'s (600
// pairs, 9x9, 1000 playouts; hand-set before: 10, 15, 10, 10, 24, 22): they passed an SPRT
// against the hand-set ones (docs/go.md). hand_set() keeps the old ones. With the built-in
// ratings, even, pattern, near_last[0] and ratings were tuned again with
// SearchParams::rave_equiv (400 pairs; before: 12, 12, 13, 20 and 3500) and passed an SPRT too.
struct PriorParams {
    float even = 15;          // every move: `even` playouts, half won
    float capture_one = 11;   // wins for capturing one or two stones
    float capture_many = 30;  // wins for capturing three or more
    float atari_escape = 20;  // wins for saving an own chain in atari (two or more liberties)
    float ladder_run = 20;    // losses instead, when the escape runs into a ladder that takes it
    float race_win = 20;      // wins for the atari that wins a two-liberty capture race
    float nakade = 20;        // wins for the vital point of a 3-5 point eye space (nakade.hpp)
    float pattern = 11;       // wins for a MoGo 3x3 pattern (when the pattern matcher exists)
    float self_atari = 12;    // losses for leaving the mover's own new chain in atari
    float near_last[3] = {6, 5, 8};  // wins by distance 1, 2, 3 to the last move
    float empty_area = 10;           // losses on lines 1-2, wins on line 3, when nothing is near
    // Losses for a move on lines 1-2 in the opening of a large board (both sides at least
    // opening_min_size, fewer stones than 1/opening_stone_fraction of its points), unless it
    // captures or saves a chain in atari: the edge is worth little while the board is open.
    float opening_edge = 20;
    // Wins for a move on line 3 or 4 with nothing near (as empty_area) in the same opening:
    // the corners and sides before the centre, where the search alone drifts to lines 5-9.
    float opening_line34 = 0;
    // In the same opening, a move with nothing near on this line or further from the edge is
    // left out of the search (0: none left out). Virtual playouts fade under a long search's
    // AMAF playouts, which draw a 19x19 opening to lines 5-9 at 1 s a move and more.
    float opening_far_line = 0;
    // With move ratings (SearchParams::ratings, `boardtalk go --ratings FILE`): this many
    // virtual playouts for every move, won in the proportion of its rating's strength to the
    // best candidate's (the best rated move wins them all, a move rated a tenth of it a tenth).
    float ratings = 11;
    // With a policy network (SearchParams::policy_network, `boardtalk go --policy FILE`): this
    // many virtual playouts for every child of a node the search has visited policy_visits
    // times, won in the proportion of the network's probability of its move to the likeliest
    // move's (policy_priors.hpp).
    float policy = 20;
    // Wins for a move on a critical point (criticality.hpp): this weight times the point's
    // criticality (at most 1/2) over the expanding thread's playouts since the search's root was
    // set, once there are criticality_playouts of them; 0: off.
    float criticality = 0;
    int criticality_playouts = 100;
    int opening_min_size = 13;
    int opening_stone_fraction = 8;

    // The hand-set weights before the tuned ones: what the dead-stone estimate searches with.
    static PriorParams hand_set() {
        PriorParams p;
        p.even = 10;
        p.capture_one = 15;
        p.pattern = 10;
        p.self_atari = 10;
        p.near_last[0] = 24;
        p.near_last[1] = 22;
        return p;
    }
};

// The weight of PriorParams named `name` (its field's name; near_last_1..3 for near_last),
// or null for an unknown name: how `boardtalk go --priors` and `boardtalk tune` reach them.
float* prior_weight(PriorParams& priors, std::string_view name);
// The names prior_weight knows, space-separated.
std::string_view prior_names();

struct SearchParams {
    int threads = 1;          // search threads sharing one tree, 1..max_threads
    std::uint64_t seed = 0;   // with one thread and a playout limit: same moves every time
    float rave_equiv = 3731;  // MC-RAVE: the playouts at which RAVE and real values weigh equally
    int expand_visits = 8;    // a leaf gets children after this many playouts through it
    float virtual_loss = 1;   // losses added to a node while a thread's playout runs through it
    double resign_threshold = 0.1;           // resign when the best win rate is below (0: never)
    std::uint64_t resign_min_visits = 1000;  // ... and the root has at least this many playouts
    // A genmove on a clock stops once its most visited root move, with pass and without, leads
    // the next by more than early_stop times the playouts the time left allows at the search's
    // rate so far: at 1 only when the move can no longer change, below 1 sooner (0: off). The
    // time saved stays on the clock. Not with --move-time alone (the time saved would be lost)
    // nor in analysis. With extend_unsettled, it passed an SPRT on a clock against neither
    // (docs/go.md, Time).
    double early_stop = 1;
    // A genmove on a clock whose most visited root move is not settled at its deadline (another
    // move with at least a third of its playouts wins more often) thinks on, up to this many
    // times its planned time more, until it settles or the clock's margin comes (0: off). Not
    // with --move-time alone: that is a promise of the most time a move takes.
    double extend_unsettled = 1;
    // Without any limit (no deadline, no playout count, no report callback): this many playouts.
    std::uint64_t default_playouts = 10000;
    std::size_t max_nodes = 2'000'000;  // the tree stops growing at this many nodes (~150 MB)
    double ucb_c = 0;            // UCB1 exploration weight on top of the RAVE value (0: none)
    bool heavy_playouts = true;  // heavy (FastBoard) playouts when available, else light ones
    // Dynamic komi in handicap games (Pachi's "linear" dynamic komi): the search counts White
    // this many more points per handicap stone at the start, falling linearly to none once half
    // the board's points have been played, so its win rates stay informative while one side is
    // far ahead (0: off, the default: on 9x9 with two stones it lost to the search without it,
    // as White and as Black). See dynamic_komi.hpp.
    float handicap_komi = 0;
    // The playout's value mixes in its score margin (Pachi's val_scale and val_points): a
    // playout is worth (1 - score_weight) * won + score_weight * (1 + clamp(m / score_points,
    // -1, 1)) / 2 to Black, m Black's margin over the search's komi (White: one minus it), so
    // that the search keeps a lead instead of giving it back once it is sure of the win. 0: win
    // or loss only (the default).
    float score_weight = 0;
    float score_points = 20;
    PriorParams priors;
    // Ratings of move features learnt from games (`boardtalk go learn`), weighed in the priors
    // by priors.ratings; none by default.
    std::shared_ptr<const MoveRatings> ratings;
    // A policy network, weighed in the priors by priors.policy at the nodes with policy_visits
    // playouts; none by default.
    std::shared_ptr<const PolicyNetwork> policy_network;
    int policy_visits = 128;
    // With a policy network: a selection bonus of policy_bonus * p * sqrt(N) / (1 + n) for a
    // child of probability p and n visits under a parent of N, once the parent's network ran
    // (AlphaGo's PUCT term on top of the RAVE value; 0: none). 0.25 won an SPRT at equal time
    // against none (conformance/records/go9-policy-bonus).
    double policy_bonus = 0.25;
    // The heavy playouts' settings; with reply_percent above 0 each thread also keeps a table
    // of last good replies (last_good_reply.hpp) that its playouts teach and read.
    PolicySettings policy;
};

// A playout's value to Black (to White: one minus it) under `params`' score weight: 1 or 0 by
// who won, mixed with Black's margin over the search's komi; exactly 1 or 0 with no weight.
inline float playout_value(bool black_won, double margin, const SearchParams& params) {
    const float won = black_won ? 1.0f : 0.0f;
    if (params.score_weight <= 0) return won;
    const double share = std::clamp(margin / params.score_points, -1.0, 1.0);
    return (1 - params.score_weight) * won + params.score_weight * float(0.5 + 0.5 * share);
}

}  // namespace boardtalk::go
