#pragma once
// The constrained maximum-likelihood distributions behind the generalized SPRT (sprt.hpp):
// given the empirical distribution p of scores, the distribution q on the same scores that
// maximizes sum_i p_i log q_i under one hypothesis. Internal to sprt.cpp; a header of its own
// so that the tests can check the distributions themselves.
//
// Method. With a mean constraint (logistic model) the maximum is q_i = p_i / (1 + y (a_i - s))
// for the y that minimizes the convex function -sum_i p_i log(1 + y (a_i - s)) (Van den Bergh,
// "support_MLE_multinomial"); we find it by damped Newton. The t-value constraint of the
// normalized model ((mean - 1/2) / sd = t) is not convex. Fishtest solves its Lagrange
// conditions by a fixed-point iteration started from the uniform distribution; that iteration
// fails when t is large (|nElo| beyond a few hundred) and does not converge on lopsided
// samples (all wins), which are exactly the early stops of a strong engine against a weak
// one. We instead maximize over the mean m of q: for a fixed m the constraint fixes the
// variance to ((m - 1/2) / t)^2, both constraints are linear in q, and the inner maximum is
// again a convex dual (two multipliers, damped Newton). The outer maximum over m is found by
// a scan of every feasible interval of m followed by Brent's method (Boost.Math), in a
// logistic coordinate that resolves maxima lying very close to an end of the interval (they
// do: with a regularized count of 0.001 the best q puts almost no weight on a score).
#include <span>
#include <vector>

namespace boardtalk::match::sprt::mle {

// An empirical distribution: prob[i] > 0 (summing to 1) on score[i], ascending from 0 to 1 in
// equal steps; `count` observations (regularized, so not necessarily an integer).
struct Sample {
    std::vector<double> score, prob;
    double count = 0;
};

// The sample of counts ordered by ascending score (at least 2 of them), each count of zero
// replaced by 0.001 (negative counts too). The scores are k / (size - 1).
Sample regularized_sample(std::span<const int> counts);

struct Moments {
    double mean = 0, variance = 0;
};
Moments moments(std::span<const double> score, std::span<const double> prob);

// The maximum-likelihood distribution with mean s, for s strictly between 0 and 1.
std::vector<double> with_mean(const Sample& sample, double s);

// The maximum-likelihood distribution with (mean - 1/2) / sd == t, any finite t.
std::vector<double> with_t_value(const Sample& sample, double t);

// sum_i p_i log(q_i / p_i): the log-likelihood per observation of q relative to the best
// possible, p itself (so <= 0).
double relative_log_likelihood(const Sample& sample, std::span<const double> q);

}  // namespace boardtalk::match::sprt::mle
