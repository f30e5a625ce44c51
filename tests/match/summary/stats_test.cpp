// The match statistics: score, Wilson and normal intervals, Elo, quantiles, by hand.
#include <catch2/catch.hpp>
#include <cmath>

#include "games/common/stats.hpp"

using namespace boardtalk::stats;

TEST_CASE("score counts a draw as half a win", "[stats]") {
    CHECK(score(7, 2, 1) == Approx(0.8));
    CHECK(score(0, 4, 0) == Approx(0.5));
    CHECK(score(3, 0, 1) == Approx(0.75));
    CHECK(score(0, 0, 0) == 0);
}

TEST_CASE("Elo from score: 0.8 is +240.8, 0.5 is 0, 0.75 is +190.8", "[stats]") {
    CHECK(elo_from_score(0.8) == Approx(240.824).epsilon(1e-5));
    CHECK(elo_from_score(0.5) == Approx(0).margin(1e-12));
    CHECK(elo_from_score(0.75) == Approx(190.849).epsilon(1e-5));
    CHECK(elo_from_score(0.2) == Approx(-240.824).epsilon(1e-5));
    CHECK(std::isinf(elo_from_score(1)));
    CHECK(elo_from_score(1) > 0);
    CHECK(std::isinf(elo_from_score(0)));
    CHECK(elo_from_score(0) < 0);
}

TEST_CASE("Wilson interval of 0.8 over 10 games, computed by hand", "[stats]") {
    // centre (s + z^2/2n) / (1 + z^2/n), half-width z/(1 + z^2/n) sqrt(s(1-s)/n + z^2/4n^2)
    auto i = wilson_interval(0.8, 10);
    CHECK(i.lo == Approx(0.490162).epsilon(1e-5));
    CHECK(i.hi == Approx(0.943318).epsilon(1e-5));
    auto elo = elo_interval(i);
    CHECK(elo.lo == Approx(-6.8367).epsilon(1e-4));
    CHECK(elo.hi > 240.8);
}

TEST_CASE("Wilson interval contains s and narrows as n grows", "[stats]") {
    for (double s : {0.0, 0.1, 0.35, 0.5, 0.8, 1.0}) {
        double previous_width = 2;
        for (int n : {1, 4, 10, 40, 100, 1000, 100000}) {
            auto i = wilson_interval(s, n);
            INFO("s " << s << " n " << n);
            CHECK(i.lo <= s);
            CHECK(s <= i.hi);
            CHECK(i.lo >= 0);
            CHECK(i.hi <= 1);
            CHECK(i.hi - i.lo < previous_width);
            previous_width = i.hi - i.lo;
        }
    }
    auto wide = wilson_interval(0.5, 100000);
    CHECK(wide.hi - wide.lo < 0.01);
}

TEST_CASE("Wilson at 0 and 1 is one-sided and not degenerate", "[stats]") {
    auto all_won = wilson_interval(1, 5);
    CHECK(all_won.hi == 1);
    CHECK(all_won.lo == Approx(0.565518).epsilon(1e-5));
    auto all_lost = wilson_interval(0, 5);
    CHECK(all_lost.lo == 0);
    CHECK(all_lost.hi == Approx(1 - 0.565518).epsilon(1e-5));
    CHECK(std::isfinite(elo_interval(all_won).lo));
    CHECK(std::isinf(elo_interval(all_won).hi));
    CHECK(wilson_interval(0.5, 0).lo == 0);
    CHECK(wilson_interval(0.5, 0).hi == 1);
}

TEST_CASE("swapping a and b mirrors score, interval and Elo", "[stats]") {
    for (int wins = 0; wins <= 6; ++wins) {
        for (int draws = 0; draws <= 3; ++draws) {
            const int losses = 6 - wins;
            const int n = wins + draws + losses;
            const double a = score(wins, draws, losses), b = score(losses, draws, wins);
            INFO(wins << " " << draws << " " << losses);
            CHECK(a + b == Approx(1));
            auto ia = wilson_interval(a, n), ib = wilson_interval(b, n);
            CHECK(ia.lo == Approx(1 - ib.hi).margin(1e-12));
            CHECK(ia.hi == Approx(1 - ib.lo).margin(1e-12));
            if (a > 0 && a < 1) CHECK(elo_from_score(a) == Approx(-elo_from_score(b)));
        }
    }
}

TEST_CASE("normal interval uses the per-game variance", "[stats]") {
    // 7 wins, 2 draws, 1 loss: mean 0.8, population variance (7*0.04 + 2*0.09 + 0.64)/10 = 0.11
    std::vector<double> games{1, 1, 1, 1, 1, 1, 1, 0.5, 0.5, 0};
    auto i = normal_interval(games);
    const double half = z95 * std::sqrt(0.11 / 10);
    CHECK(i.lo == Approx(0.8 - half));
    CHECK(0.8 + half > 1);
    CHECK(i.hi == 1);  // clamped: a score cannot exceed 1
    // Every game the same: the normal interval collapses (why the table uses Wilson).
    std::vector<double> same{1, 1, 1};
    CHECK(normal_interval(same).lo == 1);
    CHECK(normal_interval(same).hi == 1);
}

TEST_CASE("quantiles interpolate between closest ranks", "[stats]") {
    auto d = distribution({4, 1, 3, 2});
    CHECK(d.count == 4);
    CHECK(d.min == 1);
    CHECK(d.q1 == Approx(1.75));
    CHECK(d.median == Approx(2.5));
    CHECK(d.q3 == Approx(3.25));
    CHECK(d.max == 4);
    CHECK(d.mean == Approx(2.5));
    // sample sd of 1..4 is sqrt(5/3); standard error sqrt(5/3)/2
    CHECK(d.mean_interval.hi - d.mean == Approx(z95 * std::sqrt(5.0 / 3.0) / 2));

    auto odd = distribution({7, 1, 3});
    CHECK(odd.median == 3);
    CHECK(odd.q1 == 2);
    CHECK(odd.q3 == 5);

    auto one = distribution({42});
    CHECK(one.min == 42);
    CHECK(one.q1 == 42);
    CHECK(one.max == 42);
    CHECK(one.mean_interval.lo == 42);
    CHECK(distribution({}).count == 0);
}
