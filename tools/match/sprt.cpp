#include "tools/match/sprt.hpp"

#include <cmath>
#include <limits>
#include <span>
#include <sstream>

#include "tools/match/sprt_mle.hpp"

namespace boardtalk::match::sprt {
namespace {

constexpr double max_abs_elo = 1000;
constexpr double infinity = std::numeric_limits<double>::infinity();

// Counts by ascending score.
std::array<int, 3> by_score(const Trinomial& c) {
    return {c.losses, c.draws, c.wins};
}

long long total(std::span<const int> counts) {
    long long n = 0;
    for (int c : counts) n += c > 0 ? c : 0;
    return n;
}

// The t-value (per observation) of `elo` normalized Elo: a pair's is sqrt(2) times a game's.
double t_value(double nelo, bool pairs) {
    return nelo / nelo_per_t * (pairs ? std::sqrt(2.0) : 1.0);
}

std::vector<double> best_distribution(const mle::Sample& sample, double elo, EloModel model) {
    if (model == EloModel::logistic) return mle::with_mean(sample, score_from_elo(elo));
    return mle::with_t_value(sample, t_value(elo, sample.score.size() == 5));
}

double llr_of(std::span<const int> counts, double elo0, double elo1, EloModel model) {
    if (total(counts) == 0) return 0;
    const auto sample = mle::regularized_sample(counts);
    const auto q0 = best_distribution(sample, elo0, model);
    const auto q1 = best_distribution(sample, elo1, model);
    return sample.count *
           (mle::relative_log_likelihood(sample, q1) - mle::relative_log_likelihood(sample, q0));
}

SprtState sprt_of(std::span<const int> counts, const SprtParams& params) {
    SprtState state;
    state.llr = llr_of(counts, params.elo0, params.elo1, params.model);
    state.bounds = llr_bounds(params.alpha, params.beta);
    if (state.llr >= state.bounds.upper) {
        state.decision = Decision::accept_h1;
    } else if (state.llr <= state.bounds.lower) {
        state.decision = Decision::accept_h0;
    }
    return state;
}

EloEstimate estimate_of(std::span<const int> counts, EloModel model) {
    if (total(counts) == 0) return {0, {-infinity, infinity}};
    const auto sample = mle::regularized_sample(counts);
    const auto [mean, variance] = mle::moments(sample.score, sample.prob);
    const bool pairs = counts.size() == 5;
    if (model == EloModel::logistic) {
        const double half = stats::z95 * std::sqrt(variance / sample.count);
        return {stats::elo_from_score(mean),
                {stats::elo_from_score(mean - half), stats::elo_from_score(mean + half)}};
    }
    const double sigma = std::sqrt(pairs ? 2 * variance : variance);
    const double games = pairs ? 2 * sample.count : sample.count;
    const double nelo = (mean - 0.5) / sigma * nelo_per_t;
    const double half = stats::z95 * nelo_per_t / std::sqrt(games);
    return {nelo, {nelo - half, nelo + half}};
}

}  // namespace

double score_from_elo(double elo) {
    return 1 / (1 + std::pow(10.0, -elo / 400));
}

std::optional<std::string> params_error(const SprtParams& p) {
    std::ostringstream message;
    const auto in_range = [](double elo) {
        return std::isfinite(elo) && std::abs(elo) <= max_abs_elo;
    };
    const auto probability = [](double x) { return x > 0 && x < 1; };
    if (!in_range(p.elo0) || !in_range(p.elo1)) {
        message << "sprt: elo0 and elo1 must be between -" << max_abs_elo << " and " << max_abs_elo
                << " (got " << p.elo0 << " and " << p.elo1 << ")";
    } else if (!(p.elo0 < p.elo1)) {
        message << "sprt: elo0 must be less than elo1 (got " << p.elo0 << " and " << p.elo1 << ")";
    } else if (!probability(p.alpha) || !probability(p.beta) || !(p.alpha + p.beta < 1)) {
        message << "sprt: alpha and beta must be between 0 and 1 with alpha + beta < 1 (got "
                << p.alpha << " and " << p.beta << ")";
    } else {
        return std::nullopt;
    }
    return message.str();
}

Bounds llr_bounds(double alpha, double beta) {
    return {std::log(beta / (1 - alpha)), std::log((1 - beta) / alpha)};
}

double llr(const Trinomial& counts, double elo0, double elo1, EloModel model) {
    return llr_of(by_score(counts), elo0, elo1, model);
}

double llr(const Pentanomial& counts, double elo0, double elo1, EloModel model) {
    return llr_of(counts.pairs, elo0, elo1, model);
}

SprtState sprt(const Trinomial& counts, const SprtParams& params) {
    return sprt_of(by_score(counts), params);
}

SprtState sprt(const Pentanomial& counts, const SprtParams& params) {
    return sprt_of(counts.pairs, params);
}

EloEstimate elo_estimate(const Trinomial& counts, EloModel model) {
    return estimate_of(by_score(counts), model);
}

EloEstimate elo_estimate(const Pentanomial& counts, EloModel model) {
    return estimate_of(counts.pairs, model);
}

}  // namespace boardtalk::match::sprt
