// Temporal coherence learning: each weight's rate is |E| / A of its own errors, and it learns.
#include <catch2/catch.hpp>

#include "engine/2048/coherence.hpp"
#include "engine/2048/td_learning.hpp"
#include "tests/2048/grid_helpers.hpp"

using namespace boardtalk::g2048;
using test::board_of;

namespace {

// All 16 exponents differ: no two of the small network's lookups read the same weight, so the
// board's value moves by exactly the step of each weight times the lookups.
const Bitboard distinct = board_of({1, 2, 3, 4, 8, 7, 6, 5, 9, 10, 11, 12, 0, 15, 14, 13});

double mean_score(NTupleNetwork& net, int games, std::uint64_t seed) {
    double sum = 0;
    for (int g = 0; g < games; ++g) {
        SpawnRng rng(episode_seed(seed, g));
        sum += static_cast<double>(td_episode(net, rng, 0).score);
    }
    return sum / games;
}

}  // namespace

TEST_CASE("temporal coherence: a new weight learns at the full rate, one whose errors cancel stops",
          "[2048][ntuple][train][coherence]") {
    NTupleNetwork net(*NTupleNetwork::preset("small"));
    Coherence tc(net.shapes());
    const Bitboard other = board_of({1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2});
    const double other_before = net.value(other);
    auto moved_by = [&](double error) {
        const double before = net.value(distinct);
        tc.update(net, distinct, error, 1.0);
        return net.value(distinct) - before;
    };
    CHECK(moved_by(10) == Approx(10));             // E = 10, A = 10: rate 1
    CHECK(moved_by(-10) == Approx(-10));           // rate 1 still; now E = 0, A = 20
    CHECK(moved_by(5) == Approx(0).margin(1e-9));  // rate 0; E = 5, A = 25
    CHECK(moved_by(5) == Approx(1));               // rate 5 / 25
    CHECK(net.value(other) == other_before);       // shares no weight with `distinct`

    // Through td_update, with alpha splitting the step: error 100 + 20 - value.
    NTupleNetwork fresh(*NTupleNetwork::preset("small"));
    Coherence sums(fresh.shapes());
    const double error = td_update(fresh, distinct, 100, 20, 0.25, &sums);
    CHECK(error == Approx(120));
    CHECK(fresh.value(distinct) == Approx(0.25 * 120));
}

TEST_CASE("temporal coherence learning raises the average score of a small network",
          "[2048][ntuple][train][coherence]") {
    NTupleNetwork net(*NTupleNetwork::preset("small"));
    const double before = mean_score(net, 200, 99);
    Coherence tc(net.shapes());
    for (int g = 0; g < 3000; ++g) {
        SpawnRng rng(episode_seed(5, g));
        td_episode(net, rng, 1.0, 0, nullptr, &tc);
    }
    const double after = mean_score(net, 200, 99);
    INFO("mean score " << before << " -> " << after);
    CHECK(after > 2 * before);
}
