// The rating list where maximum likelihood has no finite answer: perfect scores, engines not
// connected to the anchor, one engine, no games.
#include <catch2/catch.hpp>
#include <cmath>
#include <vector>

#include "tests/match/ratings/game_lists.hpp"
#include "tools/match/ratings.hpp"

using namespace boardtalk::match;
using namespace boardtalk::match::testing;

TEST_CASE("a wins all 3 games: b is at most the likelihood-ratio bound", "[ratings]") {
    const auto r = fit_ratings(make_cross_table(repeat("a", "b", 1, 3)));
    REQUIRE(r.size() == 2);
    CHECK(r[0].status == RatingStatus::rated);
    CHECK(r[0].elo == 0);
    CHECK(r[1].status == RatingStatus::at_most);
    CHECK(std::isinf(r[1].elo));
    CHECK(r[1].elo < 0);
    CHECK(std::isinf(r[1].interval.lo));
    // The likelihood of the 3 games, q^3 with q the expected score of a, is 1 at the maximum
    // (b at -inf); the bound is where it falls to exp(-1.96^2 / 2): q = exp(-1.92 / 3).
    const double q = std::exp(-z95 * z95 / 2 / 3);
    const double bound = -400 * std::log10(q / (1 - q));
    CHECK(bound == Approx(-18.894).margin(0.001));
    CHECK(r[1].interval.hi == Approx(bound).epsilon(1e-7));
    // More games, a tighter bound.
    const auto twenty = fit_ratings(make_cross_table(repeat("b", "a", 0, 20), {"a", "b"}));
    const double q20 = std::exp(-z95 * z95 / 2 / 20);
    CHECK(twenty[1].interval.hi == Approx(-400 * std::log10(q20 / (1 - q20))).epsilon(1e-7));
    CHECK(twenty[1].interval.hi == Approx(-398.6).margin(0.1));
    CHECK(format_rating_list(r) ==
          "Rank  Engine       Elo  95% interval   Games  Points   Score\n"
          "   1  a            0.0  anchor             3       3  100.0%\n"
          "   2  b       <= -18.9  [-inf, -18.9]      3       0    0.0%\n");
}

TEST_CASE("the anchor loses every game: the others are a group at least the bound", "[ratings]") {
    // b and c beat a 3-0 each and split 2-1 between them.
    const auto games = concat({repeat("b", "a", 1, 3), repeat("c", "a", 1, 3),
                               repeat("b", "c", 1, 2), repeat("c", "b", 1, 1)});
    const auto r = fit_ratings(make_cross_table(games, {"a", "b", "c"}));
    CHECK(r[0].status == RatingStatus::rated);
    REQUIRE(r[1].status == RatingStatus::at_least);
    REQUIRE(r[2].status == RatingStatus::at_least);
    CHECK(std::isinf(r[1].interval.hi));
    // Inside the group: b 2/3 against c, 400 log10 2 apart.
    CHECK(r[1].interval.lo - r[2].interval.lo == Approx(400 * std::log10(2.0)).epsilon(1e-7));
    // At the bounds, the likelihood of the 6 games against a is exp(-1.96^2 / 2).
    const double ll =
        3 * std::log(expected(r[1].interval.lo)) + 3 * std::log(expected(r[2].interval.lo));
    CHECK(ll == Approx(-z95 * z95 / 2).epsilon(1e-7));
    CHECK(format_rating_list(r).find(">= +") != std::string::npos);
}

TEST_CASE("a perfect winner above a rated pair is bounded from the pair's ratings", "[ratings]") {
    // a and b split 2-2; c beats a 2-0 and b 2-0.
    const auto games = concat({repeat("a", "b", 1, 2), repeat("b", "a", 1, 2),
                               repeat("c", "a", 1, 2), repeat("c", "b", 1, 2)});
    const auto r = fit_ratings(make_cross_table(games, {"a", "b", "c"}));
    CHECK(r[1].status == RatingStatus::rated);
    CHECK(r[1].elo == Approx(0).margin(1e-9));
    REQUIRE(r[2].status == RatingStatus::at_least);
    // c's 4 games against engines rated 0: 4 ln p(x) = -1.92.
    const double q = std::exp(-z95 * z95 / 2 / 4);
    CHECK(r[2].interval.lo == Approx(400 * std::log10(q / (1 - q))).epsilon(1e-7));
    // It heads the list.
    CHECK(format_rating_list(r).substr(format_rating_list(r).find('\n') + 1, 10) == "   1  c   ");
}

TEST_CASE("a chain of perfect scores: each group bounded from the one below it", "[ratings]") {
    // a beats b in every game, b beats c in every game.
    const auto games = concat({repeat("a", "b", 1, 4), repeat("b", "c", 1, 4)});
    const auto r = fit_ratings(make_cross_table(games));
    REQUIRE(r[1].status == RatingStatus::at_most);
    REQUIRE(r[2].status == RatingStatus::at_most);
    const double q = std::exp(-z95 * z95 / 2 / 4);
    const double step = 400 * std::log10(q / (1 - q));
    CHECK(r[1].interval.hi == Approx(-step).epsilon(1e-7));
    CHECK(r[2].interval.hi == Approx(-2 * step).epsilon(1e-7));
}

TEST_CASE("disconnected engines and undetermined ones are not rated", "[ratings]") {
    // a-b and c-d never met.
    const auto apart = concat({repeat("a", "b", 1, 1), repeat("b", "a", 1, 1),
                               repeat("c", "d", 1, 2), repeat("d", "c", 0.5, 1)});
    const auto r = fit_ratings(make_cross_table(apart));
    CHECK(r[1].status == RatingStatus::rated);
    for (std::size_t i : {2, 3}) {
        CHECK(r[i].status == RatingStatus::not_connected);
        CHECK(std::isnan(r[i].elo));
        CHECK(std::isnan(r[i].interval.lo));
        CHECK(std::isnan(r[i].standard_error));
    }
    CHECK(format_rating_list(r) ==
          "Rank  Engine  Elo  95% interval                 Games  Points  Score\n"
          "   1  a       0.0  anchor                           2       1  50.0%\n"
          "   2  b       0.0  [-481.5, +481.5]                 2       1  50.0%\n"
          "   -  c        --  not connected to the anchor      3     2.5  83.3%\n"
          "   -  d        --  not connected to the anchor      3     0.5  16.7%\n");
    // a beat b every time and so did c: c is above b, b below a, nothing relates c to a.
    const auto between = concat({repeat("a", "b", 1, 2), repeat("c", "b", 1, 2)});
    const auto u = fit_ratings(make_cross_table(between));
    CHECK(u[1].status == RatingStatus::at_most);
    CHECK(u[2].status == RatingStatus::not_determined);
    CHECK(format_rating_list(u).find("not determined") != std::string::npos);
}

TEST_CASE("one engine, no games, no engines", "[ratings]") {
    const auto one = fit_ratings(make_cross_table({}, {"solo"}));
    REQUIRE(one.size() == 1);
    CHECK(one[0].status == RatingStatus::rated);
    CHECK(one[0].elo == 0);
    CHECK(one[0].games == 0);
    CHECK(format_rating_list(one) ==
          "Rank  Engine  Elo  95% interval  Games  Points  Score\n"
          "   1  solo    0.0  anchor            0       0     --\n");
    const auto idle = fit_ratings(make_cross_table({}, {"a", "b"}));
    CHECK(idle[0].status == RatingStatus::rated);
    CHECK(idle[1].status == RatingStatus::not_connected);
    CHECK(fit_ratings(make_cross_table({})).empty());
}
