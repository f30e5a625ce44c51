// The generalized Bradley-Terry ratings (move_ratings.hpp): minorization-maximization finds the
// gammas that chose the moves of synthetic positions.
#include <catch2/catch.hpp>

#include <cmath>
#include <random>

#include "engine/go/move_ratings.hpp"

using namespace boardtalk::go;

namespace {

// Three groups of 4, 3 and 5 features; positions of 15 candidates with random features, the
// choice drawn from the model with `gammas`.
RatingData synthetic(const std::vector<double>& gammas, int positions, std::uint32_t seed) {
    RatingData data;
    data.groups = 3;
    const std::vector<int> sizes = {4, 3, 5};
    std::vector<std::uint32_t> first;
    for (int g = 0; g < 3; ++g) {
        first.push_back(std::uint32_t(data.group_of.size()));
        for (int i = 0; i < sizes[g]; ++i) data.group_of.push_back(g);
    }
    std::mt19937 rng(seed);
    for (int j = 0; j < positions; ++j) {
        std::vector<std::vector<std::uint32_t>> candidates(15);
        std::vector<double> strengths;
        for (auto& team : candidates) {
            double s = 1;
            for (int g = 0; g < 3; ++g) {
                team.push_back(first[g] + std::uint32_t(rng() % std::uint32_t(sizes[g])));
                s *= gammas[team.back()];
            }
            strengths.push_back(s);
        }
        std::discrete_distribution<int> pick(strengths.begin(), strengths.end());
        data.add_position(candidates, pick(rng));
    }
    return data;
}

}  // namespace

TEST_CASE("MM ratings recover the gammas that chose the moves", "[go][ratings]") {
    // Within a group only ratios matter: each group's first feature is 1.
    const std::vector<double> truth = {1, 3, 0.5, 8, 1, 0.2, 2, 1, 4, 0.25, 1.5, 10};
    const RatingData data = synthetic(truth, 20000, 7);
    REQUIRE(data.position_count() == 20000);
    REQUIRE(data.candidate_count() == 300000);
    const std::vector<double> learnt = learn_ratings(data, 40);
    const std::vector<int> base = {0, 0, 0, 0, 4, 4, 4, 7, 7, 7, 7, 7};
    for (std::size_t f = 0; f < truth.size(); ++f) {
        INFO("feature " << f);
        CHECK(learnt[f] / learnt[base[f]] == Approx(truth[f]).epsilon(0.12));
    }
    // The learnt model explains the choices about as well as the truth, far better than even
    // odds (log 1/15 = -2.71).
    const RatingFit fit = rating_fit(data, learnt), ideal = rating_fit(data, truth);
    CHECK(fit.log_likelihood >= ideal.log_likelihood - 0.01);
    CHECK(fit.log_likelihood > std::log(1.0 / 15) + 0.5);
    CHECK(fit.top_rate > 0.3);
    const RatingFit even = rating_fit(data, std::vector<double>(truth.size(), 1.0));
    CHECK(even.log_likelihood == Approx(std::log(1.0 / 15)));
    CHECK(even.top_rate == 0);
}

TEST_CASE("MM ratings refuse malformed positions", "[go][ratings]") {
    RatingData data;
    data.groups = 2;
    data.group_of = {0, 0, 1};
    CHECK_THROWS(data.add_position({{0, 2}, {1, 2}}, 2));
    CHECK_THROWS(data.add_position({{0, 2}, {1}}, 0));
    CHECK_THROWS(data.add_position({{2, 0}}, 0));
    CHECK(data.position_count() == 0);
    CHECK(data.features.empty());
    data.add_position({{0, 2}, {1, 2}}, 1);
    CHECK(data.chosen == std::vector<std::uint32_t>{1});
    CHECK(data.candidate_count() == 2);
    CHECK(data.features == std::vector<std::uint32_t>{0, 2, 1, 2});
}
