#pragma once
// The rating list of a tournament: maximum-likelihood Elo over all games, the Bradley-Terry
// model that Ordo and BayesElo fit. Pure: no I/O except formatting to a string.
//
// Model. Engine i has rating r_i; i scores against j with expected score
// p(r_i - r_j) = 1 / (1 + 10^((r_j - r_i) / 400)) (logistic, 400 / ln 10 scale). A draw counts as
// half a win and half a loss, as Ordo does by default, so the log-likelihood is
//   sum over ordered pairs i, j of points[i][j] * ln p(r_i - r_j)
// and depends on the games only through the cross table. The ratings are anchored on the
// first engine of the table at 0. They are fitted by Newton's method (the log-likelihood is
// concave; each step is halved until it does not lower the likelihood).
//
// Intervals. 95% intervals are r_i +- 1.96 standard errors, the standard errors being the
// square roots of the diagonal of the inverse observed Fisher information (minus the Hessian
// of the log-likelihood at the optimum) with the anchor held fixed: they are intervals of the
// difference to the anchor, so the anchor's own interval is [0, 0]. Two engines, A scoring s
// in n games against B: r_A - r_B = 400 log10(s / (1 - s)) with standard error
// (400 / ln 10) / sqrt(n s (1 - s)), the delta method on the binomial variance of s.
//
// Perfect scores. When some engines scored every point against some others, so that no
// sequence of games where each engine took at least half a point against the next leads back,
// the maximum-likelihood ratings are infinitely apart. The engines are then split into groups
// (the strongly connected components of "scored at least a draw against"); ratings within a
// group are finite, and a group that won every game it played against another group is
// infinitely above it. We report what the data supports:
//   - the anchor's group is rated as above, from the games inside it (games against other
//     groups carry no information on the differences inside it: their likelihood is 1 at the
//     optimum);
//   - a group above the anchor's group is reported as "at least x": its internal differences
//     are fitted from its own games, and the group is shifted down until the likelihood of
//     its games against the already placed groups below it (the anchor's group, and groups
//     already given a lower bound, taken at that bound) falls to exp(-1.96^2 / 2) of its
//     supremum: the one-sided likelihood-ratio bound, conditional on the ratings below. Two
//     engines, A winning all n games: B is at most -400 log10(q / (1 - q)), q = exp(-1.92 / n).
//   - a group below the anchor's group symmetrically as "at most x";
//   - engines with no chain of games to the anchor are "not connected to the anchor", and the
//     rare group that is connected but neither above nor below the anchor's group (it beat
//     every engine of a group that lost every game to the anchor's group, say) is "not
//     determined": the data puts no bound on it.
#include <string>
#include <vector>

#include "games/common/stats.hpp"
#include "tools/match/cross_table.hpp"

namespace boardtalk::match {

enum class RatingStatus {
    rated,           // a finite estimate with its interval
    at_least,        // infinite estimate: above the anchor's group, interval [bound, +inf]
    at_most,         // infinite estimate: below the anchor's group, interval [-inf, bound]
    not_connected,   // no chain of games to the anchor
    not_determined,  // connected, but the data bounds it neither above nor below
};

struct Rating {
    std::string engine;
    RatingStatus status = RatingStatus::not_connected;
    // rated: the estimate (0 for the anchor); at_least: +inf; at_most: -inf; otherwise NaN.
    double elo = 0;
    // rated: elo -+ z95 * standard_error; at_least: [bound, +inf]; at_most: [-inf, bound];
    // otherwise both ends NaN.
    stats::Interval interval;
    double standard_error = 0;  // rated: of the difference to the anchor; otherwise NaN
    int games = 0;              // games the engine played, and the points it scored
    double points = 0;
};

// One entry per engine of the table, in the table's order.
std::vector<Rating> fit_ratings(const CrossTable& table);

// The rating list sorted from strongest to weakest: "at least" engines by their bound, then
// rated ones by their estimate, then "at most" ones by their bound, then unrated ones in table
// order. One line per engine: rank, engine, Elo, 95% interval, games, points, score. The first
// entry of `ratings` is the anchor (as fit_ratings returns them) and shows Elo 0.0 and
// "anchor"; bounded engines show ">= +x" / "<= -x"; unrated ones "--" and why. Ends with a
// newline; "" for no engines. Example:
//   Rank  Engine      Elo  95% interval      Games  Points  Score
//      1  a           0.0  anchor                4       3  75.0%
//      2  b        -190.8  [-584.0, +202.3]      4       1  25.0%
std::string format_rating_list(const std::vector<Rating>& ratings);

}  // namespace boardtalk::match
