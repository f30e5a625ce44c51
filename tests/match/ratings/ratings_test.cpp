// The Bradley-Terry rating list: two engines by hand, three engines against a brute-force fit
// done here, symmetries, and the text.
#include <catch2/catch.hpp>
#include <cmath>
#include <numbers>
#include <vector>

#include "tests/match/ratings/game_lists.hpp"
#include "tools/match/ratings.hpp"

using namespace boardtalk::match;
using namespace boardtalk::match::testing;

namespace {

constexpr double elo_per_unit = 400 / std::numbers::ln10;

// The log-likelihood written out over the cross table, ratings in Elo.
double log_likelihood(const CrossTable& t, const std::vector<double>& r) {
    double sum = 0;
    for (std::size_t i = 0; i < t.size(); ++i)
        for (std::size_t j = 0; j < t.size(); ++j)
            if (i != j) sum += t.points[i][j] * std::log(expected(r[i] - r[j]));
    return sum;
}

}  // namespace

TEST_CASE("two engines, a beats b 3-1: +190.8 Elo, interval from the binomial variance",
          "[ratings]") {
    const auto games = concat({repeat("a", "b", 1, 3), repeat("b", "a", 1, 1)});
    const auto r = fit_ratings(make_cross_table(games));
    REQUIRE(r.size() == 2);
    CHECK(r[0].engine == "a");
    CHECK(r[0].status == RatingStatus::rated);
    CHECK(r[0].elo == 0);
    CHECK(r[0].interval.lo == 0);
    CHECK(r[0].interval.hi == 0);
    // s = 3/4: the difference is 400 log10(s / (1 - s)) = 400 log10 3.
    const double difference = 400 * std::log10(3.0);
    CHECK(difference == Approx(190.849).epsilon(1e-5));
    CHECK(r[1].status == RatingStatus::rated);
    CHECK(r[1].elo == Approx(-difference).epsilon(1e-9));
    // Var(s) = s(1 - s)/n; d(logit s)/ds = 1/(s(1 - s)), so the standard error of the logit is
    // 1/sqrt(n s (1 - s)) = 1/sqrt(4 * 3/4 * 1/4) = 1.1547, times 400/ln 10 = 200.59 Elo.
    const double standard_error = elo_per_unit / std::sqrt(4 * 0.75 * 0.25);
    CHECK(standard_error == Approx(200.59).epsilon(1e-4));
    CHECK(r[1].standard_error == Approx(standard_error).epsilon(1e-9));
    CHECK(r[1].interval.lo == Approx(-difference - z95 * standard_error).epsilon(1e-9));
    CHECK(r[1].interval.hi == Approx(-difference + z95 * standard_error).epsilon(1e-9));
    CHECK(r[0].games == 4);
    CHECK(r[0].points == 3);
    CHECK(r[1].points == 1);
}

TEST_CASE("draws count as half a win and half a loss", "[ratings]") {
    // a: one win and two draws against b, a score of 2/3 like two wins and one loss.
    const auto draws = concat({repeat("a", "b", 1, 1), repeat("a", "b", 0.5, 2)});
    const auto wins = concat({repeat("a", "b", 1, 2), repeat("a", "b", 0, 1)});
    const auto with_draws = fit_ratings(make_cross_table(draws));
    const auto without = fit_ratings(make_cross_table(wins));
    CHECK(with_draws[1].elo == Approx(-400 * std::log10(2.0)).epsilon(1e-9));
    CHECK(with_draws[1].elo == Approx(without[1].elo).epsilon(1e-12));
    CHECK(with_draws[1].standard_error == Approx(without[1].standard_error).epsilon(1e-12));
    // Only draws: equal ratings.
    const auto even = fit_ratings(make_cross_table(repeat("a", "b", 0.5, 3)));
    CHECK(even[1].status == RatingStatus::rated);
    CHECK(even[1].elo == Approx(0).margin(1e-9));
}

namespace {

// a 3/5 against b, 1.5/4 against c; b 3/4 against c.
std::vector<PairGame> three_engines() {
    return concat({repeat("a", "b", 1, 2), repeat("a", "b", 0.5, 2), repeat("b", "a", 1, 1),
                   repeat("a", "c", 1, 1), repeat("a", "c", 0.5, 1), repeat("c", "a", 1, 2),
                   repeat("b", "c", 1, 3), repeat("c", "b", 1, 1)});
}

}  // namespace

TEST_CASE("three engines: the maximum of a brute-force grid search, Hessian by differences",
          "[ratings]") {
    const auto t = make_cross_table(three_engines());
    REQUIRE(t.engines == std::vector<std::string>{"a", "b", "c"});
    // Grid over (r_b, r_c) with r_a = 0: every 2 Elo in [-600, 600], then every 0.01 Elo
    // within 3 of the best point.
    double best_b = 0, best_c = 0, best = -1e300;
    const auto search = [&](double centre_b, double centre_c, double half, double step) {
        const double from_b = centre_b, from_c = centre_c;
        for (double b = from_b - half; b <= from_b + half; b += step)
            for (double c = from_c - half; c <= from_c + half; c += step) {
                const double ll = log_likelihood(t, {0, b, c});
                if (ll > best) best = ll, best_b = b, best_c = c;
            }
    };
    search(0, 0, 600, 2);
    search(best_b, best_c, 3, 0.01);
    const auto r = fit_ratings(t);
    CHECK(r[1].elo == Approx(best_b).margin(0.02));
    CHECK(r[2].elo == Approx(best_c).margin(0.02));
    CHECK(log_likelihood(t, {0, r[1].elo, r[2].elo}) >= best - 1e-9);

    // Observed information: minus the Hessian of the log-likelihood (Elo units) by central
    // differences at the fit, inverted by hand (2x2).
    const double h = 0.5, rb = r[1].elo, rc = r[2].elo;
    const auto ll = [&](double b, double c) { return log_likelihood(t, {0, b, c}); };
    const double hbb = (ll(rb + h, rc) - 2 * ll(rb, rc) + ll(rb - h, rc)) / (h * h);
    const double hcc = (ll(rb, rc + h) - 2 * ll(rb, rc) + ll(rb, rc - h)) / (h * h);
    const double hbc =
        (ll(rb + h, rc + h) - ll(rb + h, rc - h) - ll(rb - h, rc + h) + ll(rb - h, rc - h)) /
        (4 * h * h);
    const double det = hbb * hcc - hbc * hbc;
    const double var_b = -hcc / det, var_c = -hbb / det;
    CHECK(r[1].standard_error == Approx(std::sqrt(var_b)).epsilon(1e-4));
    CHECK(r[2].standard_error == Approx(std::sqrt(var_c)).epsilon(1e-4));
    CHECK(r[2].interval.hi - r[2].interval.lo == Approx(2 * z95 * std::sqrt(var_c)).epsilon(1e-4));
}

TEST_CASE("ratings mirror when every result is reversed, and follow the anchor", "[ratings]") {
    auto games = three_engines();
    const auto r = fit_ratings(make_cross_table(games));
    // Every result reversed (the names of winner and loser swapped): ratings negated.
    auto reversed = games;
    for (auto& g : reversed) std::swap(g.first, g.second);
    const auto m = fit_ratings(make_cross_table(reversed, {"a", "b", "c"}));
    for (std::size_t i = 0; i < 3; ++i) {
        CHECK(m[i].elo == Approx(-r[i].elo).margin(1e-9));
        CHECK(m[i].standard_error == Approx(r[i].standard_error).margin(1e-9));
        CHECK(m[i].interval.lo == Approx(-r[i].interval.hi).margin(1e-9));
    }
    // The same games from the other side (first and second swapped, score 1 - s) and in
    // another order: the same ratings.
    auto flipped = games;
    for (auto& g : flipped) g = {g.second, g.first, 1 - g.score};
    std::reverse(flipped.begin(), flipped.end());
    const auto f = fit_ratings(make_cross_table(flipped, {"a", "b", "c"}));
    for (std::size_t i = 0; i < 3; ++i) CHECK(f[i].elo == Approx(r[i].elo).margin(1e-9));
    // Anchored on b instead: every difference is the same.
    const auto b = fit_ratings(make_cross_table(games, {"b", "a", "c"}));
    CHECK(b[0].elo == 0);
    CHECK(b[1].elo == Approx(r[0].elo - r[1].elo).margin(1e-9));
    CHECK(b[2].elo == Approx(r[2].elo - r[1].elo).margin(1e-9));
}

TEST_CASE("two engines: swapping the names mirrors the rating", "[ratings]") {
    const auto games = concat({repeat("a", "b", 1, 3), repeat("b", "a", 1, 1)});
    auto swapped = games;
    for (auto& g : swapped) std::swap(g.first, g.second);
    const auto r = fit_ratings(make_cross_table(games));
    const auto s = fit_ratings(make_cross_table(swapped, {"a", "b"}));
    CHECK(s[1].elo == Approx(-r[1].elo).epsilon(1e-12));
    CHECK(s[1].interval.lo == Approx(-r[1].interval.hi).epsilon(1e-12));
}

TEST_CASE("rating list text: strongest first, the anchor marked", "[ratings]") {
    const auto games = concat({repeat("a", "b", 1, 3), repeat("b", "a", 1, 1)});
    CHECK(format_rating_list(fit_ratings(make_cross_table(games, {"b", "a"}))) ==
          "Rank  Engine     Elo  95% interval      Games  Points  Score\n"
          "   1  a       +190.8  [-202.3, +584.0]      4       3  75.0%\n"
          "   2  b          0.0  anchor                4       1  25.0%\n");
    CHECK(format_rating_list({}) == "");
}
