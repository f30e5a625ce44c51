#pragma once
// The statistics of a match summary and of the benchmarks' rates: pure functions of numbers, no
// I/O, no GameResult (the match's tally in tools/match/stats_tally.hpp turns results into
// the counts these functions take).
//
// Score and interval. A game scores 1 for a win, 1/2 for a draw, 0 for a loss; the score of a
// match is the mean. The 95% interval of the score is the Wilson score interval computed from
// the score and the number of games. Wilson rather than the normal approximation because the
// normal interval collapses to a single point when every game went the same way (0 or 1) and
// undercovers for small n, which is exactly when people look at a match. With draws the
// per-game variance is at most s(1-s), the binomial variance Wilson assumes, so with draws the
// interval is conservative (a little wide), never too narrow. normal_interval is kept for
// comparison and tests.
#include <limits>
#include <span>
#include <vector>

namespace boardtalk::stats {

// z for a two-sided 95% interval of a normal distribution.
inline constexpr double z95 = 1.959963984540054;

struct Interval {
    double lo = 0, hi = 0;
};

// (wins + draws/2) / games; 0 when there are no games.
double score(int wins, int draws, int losses);

// The Wilson score interval of a score `s` in [0, 1] over `n` > 0 games at normal quantile `z`.
// Always within [0, 1], always contains s, narrows as n grows; lo == 0 only when s == 0 and
// hi == 1 only when s == 1. Mirror-symmetric: the interval of 1 - s is [1 - hi, 1 - lo].
// n <= 0 gives [0, 1].
Interval wilson_interval(double s, int n, double z = z95);

// Mean of per-game scores +- z standard errors, with the sample's own variance (clamped to
// [0, 1]). Degenerate ([s, s]) when every game scored the same. Empty input gives [0, 1].
Interval normal_interval(std::span<const double> per_game_scores, double z = z95);

// Elo difference for an expected score s: -400 log10(1/s - 1). +infinity at s >= 1, -infinity
// at s <= 0. Strictly increasing; elo_from_score(1 - s) == -elo_from_score(s).
double elo_from_score(double s);

// The score interval mapped through elo_from_score (an end may be infinite).
Interval elo_interval(Interval score_interval);

// Mean of values; 0 for none.
double mean(std::span<const double> values);

// The q-quantile (q in [0, 1]) of already sorted values, interpolating linearly between the
// closest ranks (position q * (n - 1); numpy's and R's default). 0 for no values.
double quantile_sorted(std::span<const double> sorted, double q);

// Five-number summary plus mean of a sample.
struct Distribution {
    int count = 0;
    double min = 0, q1 = 0, median = 0, q3 = 0, max = 0, mean = 0;
    Interval mean_interval;  // mean +- z95 standard errors (sample standard deviation)
};

// The distribution of `values` (any order). All fields 0 for no values; for one value the
// mean interval is that value.
Distribution distribution(std::vector<double> values);

}  // namespace boardtalk::stats
