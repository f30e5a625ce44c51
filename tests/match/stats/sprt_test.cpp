// The SPRT of the match runner: bounds, parameters, decisions, the Elo estimates by hand, the
// published approximations where they agree and where they do not, degenerate counts.
#include <catch2/catch.hpp>
#include <cmath>

#include "tests/match/stats/sprt_reference.hpp"
#include "tools/match/sprt.hpp"

namespace sprt = boardtalk::match::sprt;
namespace ref = sprt_reference;
using sprt::Decision;
using sprt::EloModel;

namespace {

// fishtest's approximation (GSPRT_approximation): N (s1 - s0)(2 mean - s0 - s1) / (2 var).
double logistic_approximation(const std::vector<int>& counts, double elo0, double elo1) {
    const auto pdf = ref::pdf_of(counts);
    const double s0 = ref::score_of_elo(elo0), s1 = ref::score_of_elo(elo1);
    const double mean = ref::mean_of(pdf.a, pdf.p), var = ref::variance_of(pdf.a, pdf.p);
    return pdf.n * (s1 - s0) * (2 * mean - s0 - s1) / (2 * var);
}

// normalized_elo_practical, section 4.2: games/2 log((1 + (t - t0)^2) / (1 + (t - t1)^2)),
// per-game t, sigma of pairs sqrt(2 var).
double normalized_approximation(const std::vector<int>& counts, double nelo0, double nelo1) {
    const auto pdf = ref::pdf_of(counts);
    const bool pairs = counts.size() == 5;
    const double var = ref::variance_of(pdf.a, pdf.p);
    const double sigma = std::sqrt(pairs ? 2 * var : var), games = pairs ? 2 * pdf.n : pdf.n;
    const double t = (ref::mean_of(pdf.a, pdf.p) - 0.5) / sigma;
    const double t0 = nelo0 / ref::nelo_per_t, t1 = nelo1 / ref::nelo_per_t;
    return games / 2 * std::log((1 + (t - t0) * (t - t0)) / (1 + (t - t1) * (t - t1)));
}

bool finite(const sprt::EloEstimate& e) {
    return std::isfinite(e.elo) && std::isfinite(e.interval.lo) && std::isfinite(e.interval.hi);
}

}  // namespace

TEST_CASE("Wald bounds: alpha = beta = 0.05 gives -+2.944", "[sprt]") {
    // By hand: log(0.05 / 0.95) = -log 19 = -2.944439; log(0.95 / 0.05) = log 19.
    const auto b = sprt::llr_bounds(0.05, 0.05);
    CHECK(b.lower == Approx(-2.944439).epsilon(1e-6));
    CHECK(b.upper == Approx(2.944439).epsilon(1e-6));
    const auto c = sprt::llr_bounds(0.01, 0.1);
    CHECK(c.lower == Approx(std::log(0.1 / 0.99)));
    CHECK(c.upper == Approx(std::log(0.9 / 0.01)));
}

TEST_CASE("score_from_elo inverts elo_from_score", "[sprt]") {
    CHECK(sprt::score_from_elo(0) == 0.5);
    // By hand: 400 log10(3) = 190.849 Elo is a score of 3/4.
    CHECK(sprt::score_from_elo(190.848501887865) == Approx(0.75));
    for (double elo : {-1000.0, -35.0, 1.0, 240.0, 1000.0}) {
        CHECK(boardtalk::stats::elo_from_score(sprt::score_from_elo(elo)) == Approx(elo));
    }
}

TEST_CASE("SPRT parameters have one range", "[sprt]") {
    CHECK_FALSE(sprt::params_error({}));
    CHECK_FALSE(sprt::params_error({-1000, 1000, 0.001, 0.2, EloModel::normalized}));
    CHECK(sprt::params_error({10, 10, 0.05, 0.05, EloModel::logistic}).value() ==
          "sprt: elo0 must be less than elo1 (got 10 and 10)");
    CHECK(sprt::params_error({5, 0, 0.05, 0.05, EloModel::logistic}));
    CHECK(sprt::params_error({0, 1001, 0.05, 0.05, EloModel::logistic}));
    CHECK(sprt::params_error({NAN, 5, 0.05, 0.05, EloModel::logistic}));
    CHECK(sprt::params_error({0, 5, 0, 0.05, EloModel::logistic}));
    CHECK(sprt::params_error({0, 5, 0.05, 1, EloModel::logistic}));
    CHECK(sprt::params_error({0, 5, 0.6, 0.4, EloModel::logistic}).value() ==
          "sprt: alpha and beta must be between 0 and 1 with alpha + beta < 1 (got 0.6 and 0.4)");
    CHECK(sprt::params_error({0, 5, NAN, 0.05, EloModel::logistic}));
}

TEST_CASE("no games: LLR 0, continue, Elo 0 in an unbounded interval", "[sprt]") {
    for (auto model : {EloModel::logistic, EloModel::normalized}) {
        const auto s = sprt::sprt(sprt::Trinomial{}, {0, 5, 0.05, 0.05, model});
        CHECK(s.llr == 0);
        CHECK(s.decision == Decision::continue_testing);
        CHECK(s.bounds.upper == Approx(2.944439));
        CHECK(sprt::sprt(sprt::Pentanomial{}, {0, 5, 0.05, 0.05, model}).llr == 0);
        for (const auto& e : {sprt::elo_estimate(sprt::Trinomial{}, model),
                              sprt::elo_estimate(sprt::Pentanomial{}, model)}) {
            CHECK(e.elo == 0);
            CHECK(std::isinf(e.interval.lo));
            CHECK(e.interval.lo < 0);
            CHECK(std::isinf(e.interval.hi));
            CHECK(e.interval.hi > 0);
        }
    }
    // Negative counts are no games.
    CHECK(sprt::llr(sprt::Trinomial{-3, -1, -2}, 0, 5, EloModel::logistic) == 0);
}

TEST_CASE("all wins: finite, H1 favoured, N log(s1 / s0) by hand", "[sprt]") {
    // The most likely distribution with mean s puts weight s on a win (the rest on a loss),
    // so with (almost) every game won the LLR is N log(s1 / s0). elo 0..10: s1 = 0.514387,
    // 20 log(0.514387 / 0.5) = 20 * 0.028357 = 0.5671.
    CHECK(sprt::llr(sprt::Trinomial{20, 0, 0}, 0, 10, EloModel::logistic) ==
          Approx(0.5671).epsilon(1e-3));
    // fishtest's approximation divides by a variance of almost 0 and would accept H1 at once.
    CHECK(logistic_approximation({0, 0, 20}, 0, 10) > 100);
    // Normalized: the most likely win weight with t-value t is w = 1/2 + t / (2 sqrt(1 + t^2))
    // (a two-point distribution on loss and win).
    const auto w = [](double nelo) {
        const double t = nelo / sprt::nelo_per_t;
        return 0.5 + t / (2 * std::sqrt(1 + t * t));
    };
    CHECK(sprt::llr(sprt::Trinomial{50, 0, 0}, 0, 20, EloModel::normalized) ==
          Approx(50 * std::log(w(20) / w(0))).epsilon(1e-3));
    for (auto model : {EloModel::logistic, EloModel::normalized}) {
        const auto all_won =
            sprt::sprt(sprt::Pentanomial{{0, 0, 0, 0, 100}}, {0, 20, 0.05, 0.05, model});
        CHECK(all_won.decision == Decision::accept_h1);
        const auto all_lost =
            sprt::sprt(sprt::Pentanomial{{100, 0, 0, 0, 0}}, {0, 20, 0.05, 0.05, model});
        CHECK(all_lost.decision == Decision::accept_h0);
        // The logistic interval's upper end is infinite (the score's interval passes 1).
        const auto won = sprt::elo_estimate(sprt::Trinomial{30, 0, 0}, model);
        CHECK(std::isfinite(won.elo));
        CHECK(std::isfinite(won.interval.lo));
        CHECK(won.interval.hi > won.elo);
        CHECK(finite(won) == (model == EloModel::normalized));
        CHECK(won.elo > 500);
        CHECK(sprt::elo_estimate(sprt::Trinomial{0, 0, 30}, model).elo < -500);
    }
}

TEST_CASE("all draws: finite, H0 favoured, estimate 0", "[sprt]") {
    for (auto model : {EloModel::logistic, EloModel::normalized}) {
        const double l = sprt::llr(sprt::Trinomial{0, 40, 0}, 0, 10, model);
        CHECK(std::isfinite(l));
        CHECK(l < 0);
        CHECK(std::isfinite(sprt::llr(sprt::Pentanomial{{0, 0, 40, 0, 0}}, 0, 10, model)));
        const auto e = sprt::elo_estimate(sprt::Trinomial{0, 40, 0}, model);
        CHECK(finite(e));
        CHECK(e.elo == Approx(0).margin(1e-9));
    }
}

TEST_CASE("logistic Elo estimate by hand: 60 wins, 20 draws, 20 losses", "[sprt]") {
    // mean 0.7, variance 0.6 * 0.09 + 0.2 * 0.04 + 0.2 * 0.49 = 0.16, standard error 0.04;
    // 400 log10(0.7 / 0.3) = 147.19; ends 0.7 -+ 1.96 * 0.04 = 0.6216 and 0.7784.
    const auto e = sprt::elo_estimate(sprt::Trinomial{60, 20, 20}, EloModel::logistic);
    CHECK(e.elo == Approx(147.19).epsilon(1e-4));
    CHECK(e.interval.lo == Approx(-400 * std::log10(1 / (0.7 - 1.959964 * 0.04) - 1)));
    CHECK(e.interval.hi == Approx(-400 * std::log10(1 / (0.7 + 1.959964 * 0.04) - 1)));
    // Normalized: (0.7 - 0.5) / 0.4 * 347.436 = 173.72, -+ 1.96 * 347.436 / 10 = 68.10.
    const auto n = sprt::elo_estimate(sprt::Trinomial{60, 20, 20}, EloModel::normalized);
    CHECK(n.elo == Approx(173.72).epsilon(1e-4));
    CHECK(n.interval.hi - n.elo == Approx(68.096).epsilon(1e-4));
    CHECK(n.elo - n.interval.lo == Approx(68.096).epsilon(1e-4));
}

TEST_CASE("pentanomial Elo estimate: the pair variance, by hand", "[sprt]") {
    // Pairs scoring 0, 1/2, 1, 3/2, 2: 10, 20, 40, 20, 10. Per pair (halved) the mean is 1/2
    // and the variance (2 * 10 * 0.25 + 2 * 20 * 0.0625) / 100 = 0.075, standard error
    // sqrt(0.075 / 100) = 0.027386; 0.5 + 1.96 * 0.027386 = 0.553676 is
    // 400 log10(0.553676 / 0.446324) = 37.44 Elo. Normalized: 1.96 * 347.436 / sqrt(200) =
    // 48.15 either side of 0 (200 games).
    const auto e = sprt::elo_estimate(sprt::Pentanomial{{10, 20, 40, 20, 10}}, EloModel::logistic);
    CHECK(e.elo == Approx(0).margin(1e-9));
    CHECK(e.interval.hi == Approx(37.44).epsilon(1e-3));
    CHECK(e.interval.lo == Approx(-37.44).epsilon(1e-3));
    const auto n =
        sprt::elo_estimate(sprt::Pentanomial{{10, 20, 40, 20, 10}}, EloModel::normalized);
    CHECK(n.elo == Approx(0).margin(1e-9));
    CHECK(n.interval.hi == Approx(48.15).epsilon(1e-3));

    // One more won pair, against the formulas written out again.
    const auto pdf = ref::pdf_of({10, 20, 40, 20, 11});
    const double mean = ref::mean_of(pdf.a, pdf.p), var = ref::variance_of(pdf.a, pdf.p);
    const double se = std::sqrt(var / 101);
    const auto e2 = sprt::elo_estimate(sprt::Pentanomial{{10, 20, 40, 20, 11}}, EloModel::logistic);
    CHECK(e2.elo == Approx(-400 * std::log10(1 / mean - 1)));
    CHECK(e2.interval.lo == Approx(-400 * std::log10(1 / (mean - 1.959964 * se) - 1)));
    CHECK(e2.interval.hi == Approx(-400 * std::log10(1 / (mean + 1.959964 * se) - 1)));
    const auto n2 =
        sprt::elo_estimate(sprt::Pentanomial{{10, 20, 40, 20, 11}}, EloModel::normalized);
    CHECK(n2.elo == Approx((mean - 0.5) / std::sqrt(2 * var) * ref::nelo_per_t));
    CHECK(n2.elo > 0);
    CHECK(n2.interval.hi - n2.elo == Approx(1.959964 * ref::nelo_per_t / std::sqrt(202)));
}

TEST_CASE("exact and approximate LLR agree on large samples near the hypotheses", "[sprt]") {
    // Scores near s(elo 0..5): about 0.504 with many draws.
    const std::vector<int> tri{5800, 8300, 5900};
    const std::vector<int> penta{300, 2300, 4800, 2400, 310};
    for (auto [elo0, elo1] : {std::pair{0.0, 5.0}, {-2.0, 2.0}}) {
        const double l3 =
            sprt::llr(sprt::Trinomial{5900, 8300, 5800}, elo0, elo1, EloModel::logistic);
        CHECK(l3 == Approx(logistic_approximation(tri, elo0, elo1)).epsilon(0.01));
        const double l5 = sprt::llr(sprt::Pentanomial{{300, 2300, 4800, 2400, 310}}, elo0, elo1,
                                    EloModel::logistic);
        CHECK(l5 == Approx(logistic_approximation(penta, elo0, elo1)).epsilon(0.01));
        const double n3 =
            sprt::llr(sprt::Trinomial{5900, 8300, 5800}, elo0, elo1, EloModel::normalized);
        CHECK(n3 == Approx(normalized_approximation(tri, elo0, elo1)).epsilon(0.01));
        const double n5 = sprt::llr(sprt::Pentanomial{{300, 2300, 4800, 2400, 310}}, elo0, elo1,
                                    EloModel::normalized);
        CHECK(n5 == Approx(normalized_approximation(penta, elo0, elo1)).epsilon(0.01));
    }
}

TEST_CASE("LLR grows with wins, mirrors with colours of the hypotheses, decides", "[sprt]") {
    for (auto model : {EloModel::logistic, EloModel::normalized}) {
        double previous = -1e9;
        for (int wins = 0; wins <= 60; wins += 10) {
            const double l = sprt::llr(sprt::Trinomial{wins, 30, 30}, 0, 10, model);
            CHECK(l > previous);
            previous = l;
        }
        // Swapping wins and losses and negating the hypotheses leaves the LLR unchanged.
        CHECK(sprt::llr(sprt::Pentanomial{{3, 8, 12, 9, 4}}, -1, 7, model) ==
              Approx(sprt::llr(sprt::Pentanomial{{4, 9, 12, 8, 3}}, 1, -7, model)));
        const sprt::SprtParams params{0, 10, 0.05, 0.05, model};
        CHECK(sprt::sprt(sprt::Trinomial{5, 10, 5}, params).decision == Decision::continue_testing);
        CHECK(sprt::sprt(sprt::Trinomial{600, 300, 300}, params).decision == Decision::accept_h1);
        CHECK(sprt::sprt(sprt::Trinomial{3000, 3000, 3000}, params).decision ==
              Decision::accept_h0);
    }
}

TEST_CASE("huge counts stay finite", "[sprt]") {
    const int big = 1'000'000'000;
    for (auto model : {EloModel::logistic, EloModel::normalized}) {
        CHECK(std::isfinite(sprt::llr(sprt::Trinomial{big, big, big}, 0, 5, model)));
        CHECK(std::isfinite(sprt::llr(sprt::Pentanomial{{big, 0, big, 0, big}}, -5, 5, model)));
        const auto e = sprt::elo_estimate(sprt::Pentanomial{{0, 0, 0, 0, big}}, model);
        CHECK(std::isfinite(e.elo));
        CHECK_FALSE(std::isnan(e.interval.lo));
        CHECK_FALSE(std::isnan(e.interval.hi));
    }
}
