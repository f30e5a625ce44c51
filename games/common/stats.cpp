#include "games/common/stats.hpp"

#include <algorithm>
#include <cmath>

namespace boardtalk::stats {

double score(int wins, int draws, int losses) {
    const int n = wins + draws + losses;
    if (n <= 0) return 0;
    return (wins + 0.5 * draws) / n;
}

Interval wilson_interval(double s, int n, double z) {
    if (n <= 0) return {0, 1};
    s = std::clamp(s, 0.0, 1.0);
    const double z2n = z * z / n;
    const double centre = (s + z2n / 2) / (1 + z2n);
    const double half = z / (1 + z2n) * std::sqrt(s * (1 - s) / n + z2n / (4.0 * n));
    Interval i{centre - half, centre + half};
    // Rounding must not push an end past s or outside [0, 1]; the exact ends at s = 0 and
    // s = 1 are 0 and 1.
    i.lo = s <= 0 ? 0 : std::clamp(i.lo, 0.0, s);
    i.hi = s >= 1 ? 1 : std::clamp(i.hi, s, 1.0);
    return i;
}

Interval normal_interval(std::span<const double> per_game_scores, double z) {
    const auto n = per_game_scores.size();
    if (n == 0) return {0, 1};
    const double s = mean(per_game_scores);
    double squares = 0;
    for (double x : per_game_scores) squares += (x - s) * (x - s);
    const double standard_error = std::sqrt(squares / static_cast<double>(n)) / std::sqrt(n);
    return {std::clamp(s - z * standard_error, 0.0, 1.0),
            std::clamp(s + z * standard_error, 0.0, 1.0)};
}

double elo_from_score(double s) {
    if (s >= 1) return std::numeric_limits<double>::infinity();
    if (s <= 0) return -std::numeric_limits<double>::infinity();
    return -400.0 * std::log10(1.0 / s - 1.0);
}

Interval elo_interval(Interval score_interval) {
    return {elo_from_score(score_interval.lo), elo_from_score(score_interval.hi)};
}

double mean(std::span<const double> values) {
    if (values.empty()) return 0;
    double sum = 0;
    for (double v : values) sum += v;
    return sum / static_cast<double>(values.size());
}

double quantile_sorted(std::span<const double> sorted, double q) {
    if (sorted.empty()) return 0;
    const double position = std::clamp(q, 0.0, 1.0) * static_cast<double>(sorted.size() - 1);
    const auto below = static_cast<std::size_t>(std::floor(position));
    const auto above = std::min(below + 1, sorted.size() - 1);
    const double fraction = position - static_cast<double>(below);
    return sorted[below] + fraction * (sorted[above] - sorted[below]);
}

Distribution distribution(std::vector<double> values) {
    Distribution d;
    if (values.empty()) return d;
    std::sort(values.begin(), values.end());
    d.count = static_cast<int>(values.size());
    d.min = values.front();
    d.max = values.back();
    d.q1 = quantile_sorted(values, 0.25);
    d.median = quantile_sorted(values, 0.5);
    d.q3 = quantile_sorted(values, 0.75);
    d.mean = mean(values);
    d.mean_interval = {d.mean, d.mean};
    if (d.count > 1) {
        double squares = 0;
        for (double v : values) squares += (v - d.mean) * (v - d.mean);
        const double standard_error = std::sqrt(squares / (d.count - 1)) / std::sqrt(d.count);
        d.mean_interval = {d.mean - z95 * standard_error, d.mean + z95 * standard_error};
    }
    return d;
}

}  // namespace boardtalk::stats
