#pragma once
// The sequential probability ratio test of a match, as Stockfish's fishtest computes it (the
// generalized SPRT of Michel Van den Bergh), and the Elo estimate that goes with it. Pure
// functions of counts: no I/O, no GameResult.
//
// Counts. Trinomial: wins, draws and losses of engine A, one observation per game, scores 1,
// 1/2, 0. Pentanomial: one observation per pair of games played from one opening with colours
// swapped, A's total over the pair 0, 1/2, 1, 3/2 or 2 (divided by 2 so that it is a score in
// [0, 1] like a game's). Pairs are what the runner plays with openings; their variance is
// smaller than that of the games taken one by one, so the test stops sooner at the same error
// rates.
//
// Regularization. As fishtest does, a count of zero is replaced by 0.001 before anything is
// computed. Every score value then has positive probability, so the variance is never zero and
// no logarithm sees zero: all wins, all draws or all losses give large but finite numbers,
// never a division by zero or a NaN. No games at all (every count zero) is the one special
// case: LLR 0 (continue), Elo estimate 0 with interval [-inf, +inf].
//
// Models. Logistic Elo: the expected score is s = 1 / (1 + 10^(-elo / 400)). Normalized Elo
// (nElo): the expected score measured in standard deviations of one game's score,
// t = (s - 1/2) / sigma, scaled so that nElo equals logistic Elo near 0 when there are no
// draws: nElo = t * 800 / ln 10. For pairs the per-game sigma is sqrt(2) times the standard
// deviation of the pair score (a pair is the mean of two games), so a pair's t is sqrt(2)
// times the per-game t.
//
// LLR. The generalized log-likelihood ratio of H1 (elo = elo1) against H0 (elo = elo0):
// N * sum_i p_i log(q1_i / q0_i), where p is the empirical distribution of the N observations
// and q0, q1 are the maximum-likelihood distributions on the same score values under the
// constraint of each hypothesis (expected score s(elo) for logistic; t-value t(nElo) for
// normalized). We compute the exact constrained MLE rather than fishtest's quadratic
// approximation N (s1 - s0)(2 mean - s0 - s1) / (2 var): fishtest itself runs the exact one,
// they agree closely for small Elo differences over many games, and the approximation
// overshoots badly exactly where the runner's early stops happen (lopsided results over few
// games, e.g. a strong engine against a weak one), where a wrong early stop is the costliest.
// The tests compare the two.
#include <array>
#include <optional>
#include <string>

#include "games/common/stats.hpp"

namespace boardtalk::match::sprt {

enum class EloModel { logistic, normalized };

// Results of engine A game by game.
struct Trinomial {
    int wins = 0, draws = 0, losses = 0;
};

// Game pairs by A's total over the pair: pairs[k] counts pairs where A scored k / 2, i.e.
// [0] lost both, [1] a draw and a loss, [2] one win and one loss or two draws, [3] a win and
// a draw, [4] won both.
struct Pentanomial {
    std::array<int, 5> pairs{};
};

// nElo per unit of t-value: 800 / ln 10.
inline constexpr double nelo_per_t = 347.43558552260146;

// The expected score of a player `elo` logistic Elo stronger: 1 / (1 + 10^(-elo / 400)).
// The inverse of stats::elo_from_score.
double score_from_elo(double elo);

// The test's parameters. elo0 and elo1 are in the units of `model`.
struct SprtParams {
    double elo0 = 0, elo1 = 5;
    double alpha = 0.05, beta = 0.05;  // false H1 and false H0 acceptance probabilities
    EloModel model = EloModel::logistic;
};

// The one range of the parameters: -1000 <= elo0 < elo1 <= 1000 (finite), alpha and beta in
// (0, 1) with alpha + beta < 1 (so that the lower bound is below 0 and the upper above).
// nullopt when valid, otherwise one line saying what is wrong (no trailing newline).
std::optional<std::string> params_error(const SprtParams& params);

// Wald's bounds: lower = log(beta / (1 - alpha)), upper = log((1 - beta) / alpha).
// alpha = beta = 0.05 gives -+2.944 (log 19). Defined only for valid alpha and beta.
struct Bounds {
    double lower = 0, upper = 0;
};
Bounds llr_bounds(double alpha, double beta);

enum class Decision { continue_testing, accept_h0, accept_h1 };

// The generalized LLR of H1 (elo1) against H0 (elo0) in `model` from the counts (see the top
// of this file). 0 for no games. Finite for any counts (negative counts are taken as 0) and
// any elo0, elo1 within the range of params_error; positive when the results favour H1.
double llr(const Trinomial& counts, double elo0, double elo1, EloModel model);
double llr(const Pentanomial& counts, double elo0, double elo1, EloModel model);

struct SprtState {
    double llr = 0;
    Bounds bounds;
    Decision decision = Decision::continue_testing;  // H1 at llr >= upper, H0 at <= lower
};

// The LLR, its bounds and the decision. `params` must be valid (see params_error).
SprtState sprt(const Trinomial& counts, const SprtParams& params);
SprtState sprt(const Pentanomial& counts, const SprtParams& params);

// An Elo difference with its 95% interval, in the units of a model.
struct EloEstimate {
    double elo = 0;
    stats::Interval interval;
};

// The Elo of A from the counts (regularized as above), N observations with mean score m and
// variance v (pentanomial: of the pair score, in [0, 1]).
// Logistic: elo_from_score(m), interval elo_from_score(m -+ z95 sqrt(v / N)); an end whose
// score leaves (0, 1) is infinite.
// Normalized: t = (m - 1/2) / sigma with sigma = sqrt(v) (pairs: sqrt(2 v)), nElo = t *
// nelo_per_t, interval nElo -+ z95 * nelo_per_t / sqrt(games) where games = N (pairs: 2 N):
// the standard error of m divided by sigma, sigma taken as known (as fastchess does).
// No games: 0 in [-inf, +inf].
EloEstimate elo_estimate(const Trinomial& counts, EloModel model);
EloEstimate elo_estimate(const Pentanomial& counts, EloModel model);

}  // namespace boardtalk::match::sprt
