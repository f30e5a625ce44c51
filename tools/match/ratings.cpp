#include "tools/match/ratings.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>
#include <optional>
#include <stdexcept>
#include <utility>

#include "tools/match/summary_text.hpp"

namespace boardtalk::match {

namespace {

using Matrix = std::vector<std::vector<double>>;
using Members = std::vector<std::size_t>;
using Reach = std::vector<std::vector<bool>>;

constexpr double elo_per_unit = 400 / std::numbers::ln10;  // Elo per natural logistic unit
constexpr double nan = std::numeric_limits<double>::quiet_NaN();
constexpr double inf = std::numeric_limits<double>::infinity();
// Log-likelihood drop at an end of the 95% likelihood-ratio interval: chi2(1, 0.95) / 2.
constexpr double bound_drop = stats::z95 * stats::z95 / 2;

double sigmoid(double x) {
    return 1 / (1 + std::exp(-x));
}

// ln sigmoid(x) without overflow or loss of precision at either end.
double log_sigmoid(double x) {
    return x >= 0 ? -std::log1p(std::exp(-x)) : x - std::log1p(std::exp(x));
}

// The transitive closure of `edge`, with every engine reaching itself.
Reach closure(std::size_t n, auto edge) {
    Reach reach(n, std::vector<bool>(n, false));
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = 0; j < n; ++j) reach[i][j] = i == j || edge(i, j);
    for (std::size_t k = 0; k < n; ++k)
        for (std::size_t i = 0; i < n; ++i)
            if (reach[i][k])
                for (std::size_t j = 0; j < n; ++j)
                    if (reach[k][j]) reach[i][j] = true;
    return reach;
}

// The inverse of a non-singular square matrix by Gauss-Jordan elimination with partial
// pivoting. Hand-written: the matrices have one row per engine, Eigen is not installed and
// Boost 1.74's uBLAS does not compile as C++20 (it calls std::allocator::construct).
Matrix inverse(Matrix m) {
    const std::size_t n = m.size();
    Matrix result(n, std::vector<double>(n, 0.0));
    for (std::size_t i = 0; i < n; ++i) result[i][i] = 1;
    for (std::size_t c = 0; c < n; ++c) {
        std::size_t pivot = c;
        for (std::size_t r = c + 1; r < n; ++r)
            if (std::fabs(m[r][c]) > std::fabs(m[pivot][c])) pivot = r;
        if (!(std::fabs(m[pivot][c]) > 0))
            throw std::logic_error("ratings: singular Fisher information");
        std::swap(m[c], m[pivot]);
        std::swap(result[c], result[pivot]);
        const double scale = 1 / m[c][c];
        for (std::size_t k = 0; k < n; ++k) m[c][k] *= scale, result[c][k] *= scale;
        for (std::size_t r = 0; r < n; ++r) {
            if (r == c || m[r][c] == 0) continue;
            const double factor = m[r][c];
            for (std::size_t k = 0; k < n; ++k) {
                m[r][k] -= factor * m[c][k];
                result[r][k] -= factor * result[c][k];
            }
        }
    }
    return result;
}

std::vector<double> product(const Matrix& m, const std::vector<double>& v) {
    std::vector<double> result(m.size(), 0.0);
    for (std::size_t r = 0; r < m.size(); ++r)
        for (std::size_t c = 0; c < v.size(); ++c) result[r] += m[r][c] * v[c];
    return result;
}

// The Bradley-Terry log-likelihood of the games among `members` at ratings `theta` (natural
// units, indexed like members).
double log_likelihood(const CrossTable& t, const Members& members,
                      const std::vector<double>& theta) {
    double sum = 0;
    for (std::size_t a = 0; a < members.size(); ++a)
        for (std::size_t b = 0; b < members.size(); ++b)
            if (a != b) sum += t.points[members[a]][members[b]] * log_sigmoid(theta[a] - theta[b]);
    return sum;
}

// Gradient and observed Fisher information of the log-likelihood for members 1.. (member 0 is
// the anchor, held fixed).
struct Derivatives {
    std::vector<double> gradient;
    Matrix information;
};

Derivatives derivatives(const CrossTable& t, const Members& members,
                        const std::vector<double>& theta) {
    const std::size_t free = members.size() - 1;
    Derivatives d{std::vector<double>(free, 0.0), Matrix(free, std::vector<double>(free, 0.0))};
    for (std::size_t a = 1; a < members.size(); ++a)
        for (std::size_t b = 0; b < members.size(); ++b) {
            const auto n = t.games[members[a]][members[b]];
            if (a == b || n == 0) continue;
            const double p = sigmoid(theta[a] - theta[b]);
            d.gradient[a - 1] += t.points[members[a]][members[b]] - n * p;
            d.information[a - 1][a - 1] += n * p * (1 - p);
            if (b > 0) d.information[a - 1][b - 1] -= n * p * (1 - p);
        }
    return d;
}

// Maximum-likelihood ratings (Elo) of a group in which every engine reaches every other by a
// chain of scoring games (so the maximum is finite and unique), anchored on members[0] at 0,
// with their standard errors.
struct GroupFit {
    std::vector<double> elo, standard_error;
};

GroupFit fit_group(const CrossTable& t, const Members& members) {
    const std::size_t m = members.size();
    std::vector<double> theta(m, 0.0);
    for (int iteration = 0; iteration < 100 && m > 1; ++iteration) {
        const auto d = derivatives(t, members, theta);
        const auto step = product(inverse(d.information), d.gradient);
        const double before = log_likelihood(t, members, theta);
        // Newton's step, halved while it lowers the likelihood (concave, so this ends).
        double scale = 1, largest = 0;
        std::vector<double> candidate(theta);
        for (; scale > 1e-12; scale /= 2) {
            for (std::size_t a = 1; a < m; ++a) candidate[a] = theta[a] + scale * step[a - 1];
            if (log_likelihood(t, members, candidate) >= before - 1e-12 * std::fabs(before)) break;
        }
        for (std::size_t a = 1; a < m; ++a)
            largest = std::max(largest, std::fabs(candidate[a] - theta[a]));
        theta = candidate;
        if (largest < 1e-11) break;
    }
    GroupFit fit{std::vector<double>(m, 0.0), std::vector<double>(m, 0.0)};
    if (m > 1) {
        const auto covariance = inverse(derivatives(t, members, theta).information);
        for (std::size_t a = 1; a < m; ++a) {
            fit.elo[a] = theta[a] * elo_per_unit;
            fit.standard_error[a] = std::sqrt(covariance[a - 1][a - 1]) * elo_per_unit;
        }
    }
    return fit;
}

// The shift d at which sum n_k ln p(d + offset_k) (p the expected score of an Elo difference)
// falls to -bound_drop: the likelihood is increasing in d and tends to 1 (ln 1 = 0) as d grows.
double likelihood_bound(const std::vector<std::pair<double, int>>& offsets) {
    const auto f = [&](double d) {
        double sum = 0;
        for (auto [offset, n] : offsets) sum += n * log_sigmoid((d + offset) / elo_per_unit);
        return sum;
    };
    double lo = -1, hi = 1;
    for (int i = 0; i < 2000 && f(lo) > -bound_drop; ++i) lo *= 2;
    for (int i = 0; i < 2000 && f(hi) <= -bound_drop; ++i) hi *= 2;
    for (int i = 0; i < 200 && hi - lo > 1e-9 * std::max(1.0, std::fabs(hi)); ++i) {
        const double mid = (lo + hi) / 2;
        (f(mid) > -bound_drop ? hi : lo) = mid;
    }
    return (lo + hi) / 2;
}

// The groups: engines that reach each other through scoring games, each group's members in
// table order. Only engines for which `include` holds.
std::vector<Members> groups_of(const Reach& reach, const std::vector<bool>& include) {
    std::vector<Members> groups;
    std::vector<bool> placed(reach.size(), false);
    for (std::size_t i = 0; i < reach.size(); ++i) {
        if (placed[i] || !include[i]) continue;
        Members group;
        for (std::size_t j = i; j < reach.size(); ++j)
            if (reach[i][j] && reach[j][i]) {
                group.push_back(j);
                placed[j] = true;
            }
        groups.push_back(std::move(group));
    }
    return groups;
}

// The anchor's group, rated from its own games.
void place_anchor_group(const CrossTable& t, const Members& group, std::vector<Rating>& r) {
    const auto fit = fit_group(t, group);
    for (std::size_t a = 0; a < group.size(); ++a) {
        auto& rating = r[group[a]];
        rating.status = RatingStatus::rated;
        rating.elo = fit.elo[a];
        rating.standard_error = fit.standard_error[a];
        rating.interval = {fit.elo[a] - stats::z95 * fit.standard_error[a],
                           fit.elo[a] + stats::z95 * fit.standard_error[a]};
    }
}

// The value an already placed engine bounds others with from the given side (above: a lower
// bound for what beat it), if any.
std::optional<double> bounding_value(const Rating& r, bool above) {
    if (r.status == RatingStatus::rated) return r.elo;
    if (above && r.status == RatingStatus::at_least) return r.interval.lo;
    if (!above && r.status == RatingStatus::at_most) return r.interval.hi;
    return std::nullopt;
}

// Places a group other than the anchor's at its likelihood-ratio bound against the placed
// engines it beat (above) or lost to (below) in every game. Every game against them went the
// group's way (else they would reach each other and be one group, or the engine would have
// been placed after the group). False, and nothing placed, when no placed engine bounds it.
bool place_bounded(const CrossTable& t, const Members& group, bool above, std::vector<Rating>& r) {
    const auto fit = fit_group(t, group);
    std::vector<std::pair<double, int>> offsets;
    for (std::size_t a = 0; a < group.size(); ++a)
        for (std::size_t k = 0; k < t.size(); ++k) {
            const auto value = bounding_value(r[k], above);
            if (t.games[group[a]][k] == 0 || !value) continue;
            offsets.emplace_back(above ? fit.elo[a] - *value : *value - fit.elo[a],
                                 t.games[group[a]][k]);
        }
    if (offsets.empty()) return false;
    const double shift = likelihood_bound(offsets);
    for (std::size_t a = 0; a < group.size(); ++a) {
        auto& rating = r[group[a]];
        rating.status = above ? RatingStatus::at_least : RatingStatus::at_most;
        rating.elo = above ? inf : -inf;
        rating.interval = above ? stats::Interval{fit.elo[a] + shift, inf}
                                : stats::Interval{-inf, fit.elo[a] - shift};
    }
    return true;
}

// Places the groups above (or below) the anchor's group, nearest first: a group above another
// reaches strictly more engines, so ordering by that count places every group after those
// below it.
void place_side(const CrossTable& t, const Reach& reach, const std::vector<Members>& groups,
                bool above, std::vector<Rating>& r) {
    const auto reached = [&](const Members& g) {
        std::size_t count = 0;
        for (std::size_t j = 0; j < reach.size(); ++j)
            count += above ? reach[g[0]][j] : reach[j][g[0]];
        return count;
    };
    std::vector<const Members*> side;
    for (std::size_t g = 1; g < groups.size(); ++g)
        if (above ? reach[groups[g][0]][0] : reach[0][groups[g][0]]) side.push_back(&groups[g]);
    std::stable_sort(side.begin(), side.end(),
                     [&](const Members* x, const Members* y) { return reached(*x) < reached(*y); });
    for (const auto* group : side) place_bounded(t, *group, above, r);
}

}  // namespace

std::vector<Rating> fit_ratings(const CrossTable& t) {
    const std::size_t n = t.size();
    std::vector<Rating> r(n);
    for (std::size_t i = 0; i < n; ++i) {
        r[i] = {
            t.engines[i],     RatingStatus::not_connected, nan, {nan, nan}, nan, t.total_games(i),
            t.total_points(i)};
    }
    if (n == 0) return r;
    const auto connected =
        closure(n, [&](std::size_t i, std::size_t j) { return t.games[i][j] > 0; });
    const auto reach = closure(n, [&](std::size_t i, std::size_t j) { return t.points[i][j] > 0; });
    std::vector<bool> include(n);
    for (std::size_t i = 0; i < n; ++i) {
        include[i] = connected[0][i];
        if (include[i]) r[i].status = RatingStatus::not_determined;
    }
    const auto groups = groups_of(reach, include);  // groups[0] holds the anchor
    place_anchor_group(t, groups[0], r);
    place_side(t, reach, groups, true, r);
    place_side(t, reach, groups, false, r);
    return r;
}

namespace {

// Sort key: at-least engines first, then rated, then at-most (each by its value, highest
// first), then the unrated.
std::pair<int, double> strength_key(const Rating& r) {
    switch (r.status) {
        case RatingStatus::at_least:
            return {0, -r.interval.lo};
        case RatingStatus::rated:
            return {1, -r.elo};
        case RatingStatus::at_most:
            return {2, -r.interval.hi};
        default:
            return {3, 0};
    }
}

std::vector<std::string> rating_row(const Rating& r, bool anchor, int rank) {
    std::string elo = "--", interval;
    switch (r.status) {
        case RatingStatus::rated:
            elo = text::signed_fixed(r.elo, 1);
            interval = anchor ? "anchor"
                              : "[" + text::signed_fixed(r.interval.lo, 1) + ", " +
                                    text::signed_fixed(r.interval.hi, 1) + "]";
            break;
        case RatingStatus::at_least:
            elo = ">= " + text::signed_fixed(r.interval.lo, 1);
            interval = "[" + text::signed_fixed(r.interval.lo, 1) + ", +inf]";
            break;
        case RatingStatus::at_most:
            elo = "<= " + text::signed_fixed(r.interval.hi, 1);
            interval = "[-inf, " + text::signed_fixed(r.interval.hi, 1) + "]";
            break;
        case RatingStatus::not_connected:
            interval = "not connected to the anchor";
            break;
        case RatingStatus::not_determined:
            interval = "not determined";
            break;
    }
    const bool unrated =
        r.status == RatingStatus::not_connected || r.status == RatingStatus::not_determined;
    return {unrated ? "-" : std::to_string(rank),
            r.engine,
            elo,
            interval,
            std::to_string(r.games),
            text::number(r.points),
            r.games > 0 ? text::percent(r.points / r.games) : "--"};
}

}  // namespace

std::string format_rating_list(const std::vector<Rating>& ratings) {
    if (ratings.empty()) return "";
    std::vector<std::size_t> order(ratings.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return strength_key(ratings[a]) < strength_key(ratings[b]);
    });
    std::vector<std::vector<std::string>> rows{
        {"Rank", "Engine", "Elo", "95% interval", "Games", "Points", "Score"}};
    for (std::size_t i = 0; i < order.size(); ++i)
        rows.push_back(rating_row(ratings[order[i]], order[i] == 0, static_cast<int>(i + 1)));
    return align_columns(rows, {true, false, true, false, true, true, true});
}

}  // namespace boardtalk::match
