#include "tools/match/sprt_mle.hpp"

#include <algorithm>
#include <array>
#include <boost/math/tools/minima.hpp>
#include <cmath>
#include <limits>
#include <optional>

namespace boardtalk::match::sprt::mle {
namespace {

constexpr double regularization = 1e-3;  // fishtest's stand-in for a count of zero
constexpr double infinity = std::numeric_limits<double>::infinity();

using Vec2 = std::array<double, 2>;

double dot(const Vec2& y, const Vec2& u) {
    return y[0] * u[0] + y[1] * u[1];
}

// phi(y) = -sum_i p_i log(1 + y . u_i), convex; +infinity outside its domain.
double dual_value(std::span<const double> p, std::span<const Vec2> u, const Vec2& y) {
    double phi = 0;
    for (std::size_t i = 0; i < p.size(); ++i) {
        const double z = 1 + dot(y, u[i]);
        if (!(z > 0)) return infinity;
        phi -= p[i] * std::log(z);
    }
    return phi;
}

struct NewtonStep {
    Vec2 step;
    double decrement;  // g . H^-1 g: twice the decrease the step promises
};

// The Newton step -H^-1 g of phi at y; nullopt when the Hessian is singular. `dims` is 1 or 2.
std::optional<NewtonStep> newton_step(std::span<const double> p, std::span<const Vec2> u,
                                      const Vec2& y, int dims) {
    Vec2 g{0, 0};
    double h00 = 0, h01 = 0, h11 = 0;
    for (std::size_t i = 0; i < p.size(); ++i) {
        const double z = 1 + dot(y, u[i]);
        const double w = p[i] / z;
        g[0] -= w * u[i][0];
        g[1] -= w * u[i][1];
        h00 += w / z * u[i][0] * u[i][0];
        h01 += w / z * u[i][0] * u[i][1];
        h11 += w / z * u[i][1] * u[i][1];
    }
    Vec2 step{0, 0};
    if (dims == 1) {
        if (!(h00 > 0)) return std::nullopt;
        step[0] = -g[0] / h00;
    } else {
        const double det = h00 * h11 - h01 * h01;
        if (!(det > 0)) return std::nullopt;
        step = {-(h11 * g[0] - h01 * g[1]) / det, -(h00 * g[1] - h01 * g[0]) / det};
    }
    return NewtonStep{step, -dot(g, step)};
}

// One damped Newton step from y (backtracking until phi decreases enough, Boyd and
// Vandenberghe 9.5); false when no step size decreases it.
bool newton_update(std::span<const double> p, std::span<const Vec2> u, const NewtonStep& newton,
                   Vec2& y, double& phi) {
    for (double size = 1; size >= 1e-20; size /= 2) {
        const Vec2 next{y[0] + size * newton.step[0], y[1] + size * newton.step[1]};
        const double value = dual_value(p, u, next);
        // Near the minimum the full step converges quadratically, and rounding would defeat
        // the sufficient-decrease test, so a tiny decrement takes any step within the domain.
        if (value <= phi - 0.25 * size * newton.decrement ||
            (newton.decrement < 1e-12 && value < infinity)) {
            y = next;
            phi = value;
            return true;
        }
    }
    return false;
}

// The distribution q_i = p_i / (1 + y . u_i) for the y minimizing phi, so that
// sum_i q_i u_i = 0: the constraints. Empty when they do not hold when Newton's method stops
// (there is no such q > 0, or it lies so near the edge of phi's domain that rounding stops
// the iteration short): to 1e-9 plus what rounding allows, since 1 + y . u_i, when small,
// has relative error eps (1 + |y . u_i|) / (1 + y . u_i).
std::vector<double> tilt(std::span<const double> p, std::span<const Vec2> u, int dims) {
    Vec2 y{0, 0};
    double phi = 0;
    for (int iteration = 0; iteration < 200; ++iteration) {
        const auto newton = newton_step(p, u, y, dims);
        if (!newton || !(newton->decrement > 1e-24)) break;
        if (!newton_update(p, u, *newton, y, phi)) break;
    }
    std::vector<double> q(p.size());
    double sum = 0, tolerance = 1e-9;
    for (std::size_t i = 0; i < p.size(); ++i) {
        const double z = 1 + dot(y, u[i]);
        sum += q[i] = p[i] / z;
        tolerance += 100 * std::numeric_limits<double>::epsilon() * (1 + std::abs(z - 1)) / z;
    }
    for (double& x : q) x /= sum;
    for (int j = 0; j < dims; ++j) {
        double residual = 0;
        for (std::size_t i = 0; i < q.size(); ++i) residual += q[i] * u[i][j];
        if (!(std::abs(residual) <= tolerance)) return {};
    }
    return q;
}

// Whether some q > 0 on the scores `a` has this mean and variance: strictly between the
// least variance with mean m (all weight on the two scores around m) and the most (all on 0
// and 1).
bool feasible(std::span<const double> a, double m, double variance) {
    if (!(m > 0 && m < 1 && variance < m * (1 - m))) return false;
    std::size_t k = 0;
    while (k + 2 < a.size() && a[k + 1] <= m) ++k;
    return variance > (m - a[k]) * (a[k + 1] - m);
}

// The maximum-likelihood q with mean m and sd (m - 1/2) / t, and its relative
// log-likelihood; -infinity where there is none.
std::pair<double, std::vector<double>> best_at_mean(const Sample& sample, double m, double t) {
    const double sd = (m - 0.5) / t;
    const double variance = sd * sd;
    if (!feasible(sample.score, m, variance)) return {-infinity, {}};
    std::vector<Vec2> u;
    for (double a : sample.score) u.push_back({a - m, (a - m) * (a - m) - variance});
    auto q = tilt(sample.prob, u, 2);
    if (q.empty()) return {-infinity, {}};
    return {relative_log_likelihood(sample, q), std::move(q)};
}

// The pieces of the means m > 1/2 at which a distribution with t-value t > 0 exists, cut
// where the constraint's variance (m - 1/2)^2 / t^2 equals (m - a_j)(a_k - m), the variance
// of the distribution on the two scores a_j < a_k with mean m. Those crossings bound the
// feasible means (adjacent scores: the least variance; 0 and 1: the most), and at the others
// the best q moves to a face of the simplex: when p gives a score almost no weight the
// profile over m has a sharp peak there, which the search must see as an end of a piece.
std::vector<std::pair<double, double>> mean_pieces(std::span<const double> a, double t) {
    const double lo = 0.5, hi = 0.5 + t / (2 * std::sqrt(1 + t * t));
    std::vector<double> cuts{lo, hi};
    const double c = 1 / (t * t);
    for (std::size_t j = 0; j < a.size(); ++j) {
        for (std::size_t k = j + 1; k < a.size(); ++k) {
            const double qa = c + 1, qb = -(c + a[j] + a[k]), qc = c / 4 + a[j] * a[k];
            const double discriminant = qb * qb - 4 * qa * qc;
            if (discriminant <= 0) continue;
            cuts.push_back((-qb - std::sqrt(discriminant)) / (2 * qa));
            cuts.push_back((-qb + std::sqrt(discriminant)) / (2 * qa));
        }
    }
    std::erase_if(cuts, [&](double x) { return !(x >= lo && x <= hi); });
    std::sort(cuts.begin(), cuts.end());
    std::vector<std::pair<double, double>> pieces;
    for (std::size_t i = 0; i + 1 < cuts.size(); ++i) {
        const double from = cuts[i], to = cuts[i + 1], mid = (from + to) / 2;
        if (to > from && feasible(a, mid, (mid - 0.5) * (mid - 0.5) * c)) {
            pieces.push_back({from, to});
        }
    }
    return pieces;
}

// with_t_value for t > 0: the best q over every feasible mean (see the header).
std::vector<double> with_positive_t(const Sample& sample, double t) {
    std::pair<double, std::vector<double>> best{-infinity, {}};
    for (const auto& piece : mean_pieces(sample.score, t)) {
        // Plain locals, not a structured binding: clang 14 (the fuzz build) cannot capture one.
        const double lo = piece.first, hi = piece.second;
        // x in (-inf, inf) maps onto (lo, hi); |x| = 36 is within rounding of an end.
        const auto mean_at = [&](double x) { return lo + (hi - lo) / (1 + std::exp(-x)); };
        double best_x = 0, best_value = -infinity;
        for (double x = -36; x <= 36; x += 0.5) {
            auto candidate = best_at_mean(sample, mean_at(x), t);
            if (candidate.first > best_value) best_x = x, best_value = candidate.first;
            if (candidate.first > best.first) best = std::move(candidate);
        }
        if (best_value == -infinity) continue;
        const auto minus_value = [&](double x) {
            const double value = best_at_mean(sample, mean_at(x), t).first;
            return value == -infinity ? std::numeric_limits<double>::max() : -value;
        };
        const auto [x, value] = boost::math::tools::brent_find_minima(
            minus_value, best_x - 0.5, best_x + 0.5, std::numeric_limits<double>::digits / 2);
        auto refined = best_at_mean(sample, mean_at(x), t);
        if (refined.first > best.first) best = std::move(refined);
    }
    return best.second.empty() ? sample.prob : best.second;
}

}  // namespace

Sample regularized_sample(std::span<const int> counts) {
    Sample sample;
    for (int n : counts) sample.count += n > 0 ? n : regularization;
    const double last = static_cast<double>(counts.size() - 1);
    for (std::size_t k = 0; k < counts.size(); ++k) {
        sample.score.push_back(static_cast<double>(k) / last);
        sample.prob.push_back((counts[k] > 0 ? counts[k] : regularization) / sample.count);
    }
    return sample;
}

Moments moments(std::span<const double> score, std::span<const double> prob) {
    Moments m;
    for (std::size_t i = 0; i < score.size(); ++i) m.mean += prob[i] * score[i];
    for (std::size_t i = 0; i < score.size(); ++i) {
        m.variance += prob[i] * (score[i] - m.mean) * (score[i] - m.mean);
    }
    return m;
}

std::vector<double> with_mean(const Sample& sample, double s) {
    std::vector<Vec2> u;
    for (double a : sample.score) u.push_back({a - s, 0});
    auto q = tilt(sample.prob, u, 1);
    return q.empty() ? sample.prob : q;
}

std::vector<double> with_t_value(const Sample& sample, double t) {
    if (t == 0) return with_mean(sample, 0.5);
    if (t > 0) return with_positive_t(sample, t);
    // Mirror: score a -> 1 - a turns t into -t.
    Sample mirrored = sample;
    std::reverse(mirrored.prob.begin(), mirrored.prob.end());
    auto q = with_positive_t(mirrored, -t);
    std::reverse(q.begin(), q.end());
    return q;
}

double relative_log_likelihood(const Sample& sample, std::span<const double> q) {
    double sum = 0;
    for (std::size_t i = 0; i < q.size(); ++i) {
        sum += sample.prob[i] * std::log(q[i] / sample.prob[i]);
    }
    return sum;
}

}  // namespace boardtalk::match::sprt::mle
