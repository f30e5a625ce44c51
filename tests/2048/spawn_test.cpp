// Spawns: the standard generator, an unbiased mapping, the 0.9 / 0.1 values, chi-square tests
// that a wrong distribution fails.
#include <catch2/catch.hpp>

#include <functional>
#include <vector>

#include "engine/2048/spawn.hpp"

using namespace boardtalk::g2048;

namespace {

// Pearson's chi-square statistic of `counts` against `expected_share` (summing to 1).
double chi_square(const std::vector<long>& counts, const std::vector<double>& expected_share) {
    long total = 0;
    for (long c : counts) total += c;
    double chi = 0;
    for (std::size_t i = 0; i < counts.size(); ++i) {
        const double e = expected_share[i] * static_cast<double>(total);
        chi += (counts[i] - e) * (counts[i] - e) / e;
    }
    return chi;
}

// Critical values at p = 0.001 (a correct generator fails with probability 1/1000 per seed;
// the seed is fixed so the result is reproducible).
constexpr double chi_critical_df1 = 10.83;
constexpr double chi_critical_df15 = 37.70;
constexpr double chi_critical_df6 = 22.46;
constexpr int samples = 200'000;

using SpawnFn = std::function<Spawn(SpawnRng&, const Grid&)>;

// Spawn counts per cell and per value over `samples` spawns on `grid`.
std::pair<std::vector<long>, std::vector<long>> tally(const SpawnFn& spawn, const Grid& grid) {
    SpawnRng rng(20480);
    std::vector<long> cells(static_cast<std::size_t>(grid.cell_count()), 0);
    std::vector<long> values(2, 0);
    for (int i = 0; i < samples; ++i) {
        const Spawn s = spawn(rng, grid);
        ++cells[static_cast<std::size_t>(s.cell)];
        ++values[s.exponent - 1];
    }
    return {cells, values};
}

bool cells_uniform(const std::vector<long>& cells, const std::vector<int>& allowed,
                   double critical) {
    std::vector<long> observed;
    for (int c : allowed) observed.push_back(cells[static_cast<std::size_t>(c)]);
    long inside = 0;
    for (long c : observed) inside += c;
    long total = 0;
    for (long c : cells) total += c;
    if (inside != total) return false;  // a spawn on an occupied cell
    const std::vector<double> share(allowed.size(), 1.0 / static_cast<double>(allowed.size()));
    return chi_square(observed, share) < critical;
}

bool values_right(const std::vector<long>& values) {
    return chi_square(values, {0.9, 0.1}) < chi_critical_df1;
}

}  // namespace

TEST_CASE("the generator is the standard mt19937_64", "[2048][spawn]") {
    // The C++ standard fixes the 10000th output of a default-seeded mt19937_64.
    SpawnRng rng(5489);
    for (int i = 0; i < 9999; ++i) rng();
    CHECK(rng() == 9981545732273789042ULL);
    CHECK(rng.draws() == 10000);
    rng.rewind(9999);
    CHECK(rng() == 9981545732273789042ULL);
}

TEST_CASE("uniform_below stays in range and covers it", "[2048][spawn]") {
    SpawnRng rng(1);
    std::vector<long> seen(7, 0);
    for (int i = 0; i < 70'000; ++i) {
        const auto v = uniform_below(rng, 7);
        REQUIRE(v < 7);
        ++seen[v];
    }
    CHECK(chi_square(seen, std::vector<double>(7, 1.0 / 7)) < chi_critical_df6);
    CHECK(uniform_below(rng, 1) == 0);
}

TEST_CASE("spawns on an empty board: uniform cells, 2 with 0.9 and 4 with 0.1", "[2048][spawn]") {
    const auto [cells, values] = tally(draw_spawn, Grid(4));
    std::vector<int> all(16);
    for (int i = 0; i < 16; ++i) all[i] = i;
    CHECK(cells_uniform(cells, all, chi_critical_df15));
    CHECK(values_right(values));
}

TEST_CASE("spawns only on empty cells, uniformly among them", "[2048][spawn]") {
    Grid g(4);
    for (int c : {0, 1, 2, 3, 5, 8, 10, 11, 15}) g.set(c, 3);
    const auto [cells, values] = tally(draw_spawn, g);
    CHECK(cells_uniform(cells, g.empty_cells(), chi_critical_df6));
    CHECK(values_right(values));
}

TEST_CASE("the chi-square checks reject wrong distributions", "[2048][spawn]") {
    // A spawn mapping with a slight cell bias (one cell in 16 twice as likely) must fail.
    const SpawnFn biased_cell = [](SpawnRng& rng, const Grid& g) {
        const auto empty = g.empty_cells();
        auto pick = uniform_below(rng, empty.size() + 1);
        if (pick == empty.size()) pick = 0;
        return Spawn{empty[pick], 1};
    };
    std::vector<int> all(16);
    for (int i = 0; i < 16; ++i) all[i] = i;
    CHECK_FALSE(cells_uniform(tally(biased_cell, Grid(4)).first, all, chi_critical_df15));
    // Fours at 11% instead of 10% must fail too.
    const SpawnFn heavy_fours = [](SpawnRng& rng, const Grid& g) {
        const auto empty = g.empty_cells();
        const auto cell = empty[uniform_below(rng, empty.size())];
        return Spawn{cell, static_cast<std::uint8_t>(uniform_below(rng, 100) < 11 ? 2 : 1)};
    };
    CHECK_FALSE(values_right(tally(heavy_fours, Grid(4)).second));
}
