#pragma once
// The published formulas of the generalized SPRT written out again, in the simplest form and
// independently of tools/match (nothing here calls the library): fishtest's
// regularization, the empirical distribution, the secular equation of Van den Bergh's
// "support_MLE_multinomial" (Proposition 1.1), the fixed-point iteration of
// "normalized_elo_practical" (section 4.1), the approximations of "GSPRT_approximation" and
// section 4.2, and brute-force maximization along the one-dimensional curve of trinomial
// distributions that satisfy a constraint.
#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <optional>
#include <vector>

namespace sprt_reference {

inline constexpr double nelo_per_t = 800 / 2.302585092994046;  // 800 / ln 10

// Results as counts by ascending score; zero counts become 0.001 (fishtest's regularize).
struct Pdf {
    std::vector<double> a, p;
    double n = 0;
};

inline Pdf pdf_of(const std::vector<int>& counts) {
    Pdf pdf;
    for (int c : counts) pdf.n += c == 0 ? 0.001 : c;
    for (std::size_t i = 0; i < counts.size(); ++i) {
        pdf.a.push_back(static_cast<double>(i) / static_cast<double>(counts.size() - 1));
        pdf.p.push_back((counts[i] == 0 ? 0.001 : counts[i]) / pdf.n);
    }
    return pdf;
}

inline double mean_of(const std::vector<double>& a, const std::vector<double>& q) {
    double m = 0;
    for (std::size_t i = 0; i < a.size(); ++i) m += q[i] * a[i];
    return m;
}

inline double variance_of(const std::vector<double>& a, const std::vector<double>& q) {
    const double m = mean_of(a, q);
    double v = 0;
    for (std::size_t i = 0; i < a.size(); ++i) v += q[i] * (a[i] - m) * (a[i] - m);
    return v;
}

inline double log_likelihood(const Pdf& pdf, const std::vector<double>& q) {
    double l = 0;
    for (std::size_t i = 0; i < q.size(); ++i) l += pdf.p[i] * std::log(q[i]);
    return l;
}

// N * sum p log(q1 / q0).
inline double llr(const Pdf& pdf, const std::vector<double>& q0, const std::vector<double>& q1) {
    return pdf.n * (log_likelihood(pdf, q1) - log_likelihood(pdf, q0));
}

inline double score_of_elo(double elo) {
    return 1 / (1 + std::pow(10, -elo / 400));
}

// The root of sum p_i h_i / (1 + x h_i) = 0 (decreasing in x) by bisection over
// (-1/max h, -1/min h); nullopt unless h has both signs.
inline std::optional<double> secular(const std::vector<double>& p, const std::vector<double>& h) {
    const double hmax = *std::max_element(h.begin(), h.end());
    const double hmin = *std::min_element(h.begin(), h.end());
    if (!(hmin < 0 && hmax > 0)) return std::nullopt;
    double lo = -1 / hmax, hi = -1 / hmin;
    for (int i = 0; i < 2000; ++i) {
        const double x = lo + (hi - lo) / 2;
        if (x <= lo || x >= hi) break;
        double f = 0;
        for (std::size_t k = 0; k < p.size(); ++k) f += p[k] * h[k] / (1 + x * h[k]);
        (f > 0 ? lo : hi) = x;
    }
    return lo + (hi - lo) / 2;
}

inline std::vector<double> tilted(const Pdf& pdf, const std::vector<double>& h, double x) {
    std::vector<double> q;
    for (std::size_t i = 0; i < h.size(); ++i) q.push_back(pdf.p[i] / (1 + x * h[i]));
    return q;
}

// The MLE with mean s: q_i = p_i / (1 + x (a_i - s)) at the root x.
inline std::vector<double> mle_mean(const Pdf& pdf, double s) {
    std::vector<double> h;
    for (double a : pdf.a) h.push_back(a - s);
    return tilted(pdf, h, *secular(pdf.p, h));
}

// The MLE with t-value t by fishtest's fixed point from the uniform distribution; nullopt
// when it fails (no sign change) or does not converge in 1000 steps.
inline std::optional<std::vector<double>> mle_t_fixed_point(const Pdf& pdf, double t) {
    std::vector<double> q(pdf.a.size(), 1.0 / static_cast<double>(pdf.a.size()));
    for (int i = 0; i < 1000; ++i) {
        const double mu = mean_of(pdf.a, q), sigma = std::sqrt(variance_of(pdf.a, q));
        std::vector<double> h;
        for (double a : pdf.a) {
            h.push_back(a - 0.5 - t * sigma * (1 + (mu - a) / sigma * (mu - a) / sigma) / 2);
        }
        const auto x = secular(pdf.p, h);
        if (!x) return std::nullopt;
        const auto next = tilted(pdf, h, *x);
        double change = 0;
        for (std::size_t k = 0; k < q.size(); ++k)
            change = std::max(change, std::abs(next[k] - q[k]));
        q = next;
        if (change < 1e-14) return q;
    }
    return std::nullopt;
}

// The greatest value of f over [lo, hi]: a scan of 4000 points, then golden sections in the
// best cell.
inline double maximum(const std::function<double(double)>& f, double lo, double hi) {
    const int cells = 4000;
    double best_x = lo, best = -std::numeric_limits<double>::infinity();
    for (int i = 1; i < cells; ++i) {
        const double x = lo + (hi - lo) * i / cells;
        if (f(x) > best) best = f(x), best_x = x;
    }
    double a = std::max(lo, best_x - (hi - lo) / cells),
           b = std::min(hi, best_x + (hi - lo) / cells);
    const double g = (std::sqrt(5.0) - 1) / 2;
    for (int i = 0; i < 200; ++i) {
        const double c = b - g * (b - a), d = a + g * (b - a);
        (f(c) > f(d) ? b : a) = f(c) > f(d) ? d : c;
    }
    return std::max(best, f((a + b) / 2));
}

inline double log_or_minus_infinity(const Pdf& pdf, const std::vector<double>& q) {
    for (double x : q) {
        if (!(x > 0)) return -std::numeric_limits<double>::infinity();
    }
    return log_likelihood(pdf, q);
}

// Trinomial (losses, draws, wins), mean s: q = (x, 2 - 2s - 2x, x + 2s - 1) for x in
// [max(0, 1 - 2s), 1 - s]. The maximum of sum p log q by brute force.
inline double trinomial_best_with_mean(const Pdf& pdf, double s) {
    return maximum(
        [&](double x) {
            return log_or_minus_infinity(pdf, {x, 2 - 2 * s - 2 * x, x + 2 * s - 1});
        },
        std::max(0.0, 1 - 2 * s), 1 - s);
}

// Trinomial with t-value t != 0: with d = q_win - q_loss the mean is 1/2 + d/2 and the
// variance (r - d^2) / 4 where r = q_win + q_loss, so t = d / sqrt(r - d^2), i.e.
// r = d^2 (1 + 1/t^2); d runs over [t^2 / (1 + t^2), t / sqrt(1 + t^2)] (d < 0 mirrored).
inline double trinomial_best_with_t(const Pdf& pdf, double t) {
    const auto q_at = [&](double d) {
        const double r = d * d * (1 + 1 / (t * t));
        return std::vector<double>{(r - d) / 2, 1 - r, (r + d) / 2};
    };
    const double inner = t * t / (1 + t * t), outer = std::abs(t) / std::sqrt(1 + t * t);
    const auto f = [&](double d) { return log_or_minus_infinity(pdf, q_at(d)); };
    return t > 0 ? maximum(f, inner, outer) : maximum(f, -outer, -inner);
}

}  // namespace sprt_reference
