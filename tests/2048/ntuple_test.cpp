// The n-tuple network and its training: symmetry, the file, and learning that works.
#include <algorithm>
#include <array>
#include <catch2/catch.hpp>
#include <cstdlib>
#include <map>
#include <memory>
#include <random>
#include <set>
#include <vector>

#include "engine/2048/coherence.hpp"
#include "engine/2048/ntuple.hpp"
#include "engine/2048/search.hpp"
#include "engine/2048/td_learning.hpp"
#include "tests/2048/grid_helpers.hpp"

using namespace boardtalk::g2048;
using boardtalk::g2048::test::board_of;

namespace {

// All 16 exponents differ: no two of the small network's lookups read the same weight, so the
// board's value moves by exactly the step of each weight times the lookups.
const Bitboard distinct = board_of({1, 2, 3, 4, 8, 7, 6, 5, 9, 10, 11, 12, 0, 15, 14, 13});

Bitboard random_board(std::mt19937_64& rng) {
    Bitboard b = 0;
    for (int c = 0; c < 16; ++c) b |= static_cast<Bitboard>(rng() % 7) << (4 * c);
    return b;
}

NTupleNetwork trained(const std::string& preset, int games, std::uint64_t seed) {
    NTupleNetwork net(*NTupleNetwork::preset(preset));
    for (int g = 0; g < games; ++g) {
        SpawnRng rng(episode_seed(seed, g));
        td_episode(net, rng, 0.1);
    }
    return net;
}

double mean_score(NTupleNetwork& net, int games, std::uint64_t seed) {
    double sum = 0;
    for (int g = 0; g < games; ++g) {
        SpawnRng rng(episode_seed(seed, g));
        sum += static_cast<double>(td_episode(net, rng, 0).score);
    }
    return sum / games;
}

}  // namespace

TEST_CASE("the 8 symmetries are the square's: distinct, and each a permutation", "[2048][ntuple]") {
    std::set<std::vector<int>> maps;
    for (int s = 0; s < 8; ++s) {
        std::vector<int> m;
        for (int c = 0; c < 16; ++c) m.push_back(symmetric_cell(c, s));
        CHECK(std::set<int>(m.begin(), m.end()).size() == 16);
        maps.insert(m);
        // Neighbours stay neighbours.
        for (int c = 0; c < 16; ++c)
            if (c % 4 < 3) {
                const int a = symmetric_cell(c, s), b = symmetric_cell(c + 1, s);
                CHECK(std::abs(a / 4 - b / 4) + std::abs(a % 4 - b % 4) == 1);
            }
    }
    CHECK(maps.size() == 8);
}

TEST_CASE("a board and its 8 reflections have the same value", "[2048][ntuple]") {
    NTupleNetwork net = trained("small", 200, 7);
    std::mt19937_64 rng(3);
    int nonzero = 0;
    for (int i = 0; i < 200; ++i) {
        const Bitboard b = random_board(rng);
        const double v = net.value(b);
        nonzero += v != 0.0;
        for (int s = 0; s < 8; ++s)
            CHECK(net.value(symmetric_board(b, s)) == Approx(v).epsilon(1e-5));
    }
    CHECK(nonzero > 100);  // the network has learnt: equal values are not all zeros
}

TEST_CASE("a network reads back from its file exactly, and damage is refused", "[2048][ntuple]") {
    NTupleNetwork net = trained("tiny", 100, 1);
    net.set_games(100);
    const std::string bytes = net.serialize();
    auto back = NTupleNetwork::parse(bytes);
    REQUIRE(back);
    CHECK(back->games() == 100);
    CHECK(back->shapes() == net.shapes());
    CHECK(back->serialize() == bytes);
    std::string flipped = bytes;
    flipped[flipped.size() - 3] ^= 0x40;
    CHECK_FALSE(NTupleNetwork::parse(flipped));
    CHECK_FALSE(NTupleNetwork::parse(bytes.substr(0, bytes.size() - 4)));
    CHECK_FALSE(NTupleNetwork::parse("hello"));
    CHECK(NTupleNetwork::parse(bytes.substr(0, bytes.size() - 4)).error().find("truncated") !=
          std::string::npos);
}

TEST_CASE("a header cannot make the parser allocate more than the file holds", "[2048][ntuple]") {
    std::string shapes;
    for (int i = 0; i < 200; ++i) shapes += (i ? " " : "") + std::string("0,1,2,3,4,5");
    const std::string bytes = "boardtalk 2048 n-tuple network 1\nshapes " + shapes +
                              "\ngames 0\nseed 0\nweights 3355443200\nchecksum 0\n1234";
    const auto net = NTupleNetwork::parse(bytes);  // 200 x 64 MB if it allocated first
    REQUIRE_FALSE(net);
    CHECK(net.error().find("truncated") != std::string::npos);
    CHECK_FALSE(NTupleNetwork::parse("boardtalk 2048 n-tuple network 1\nshapes 0,1  4,5\n"));
}

TEST_CASE("training raises the average score of a tiny network", "[2048][ntuple][train]") {
    NTupleNetwork untrained(*NTupleNetwork::preset("small"));
    const double before = mean_score(untrained, 200, 99);
    NTupleNetwork net = trained("small", 3000, 5);
    const double after = mean_score(net, 200, 99);
    INFO("mean score " << before << " -> " << after);
    CHECK(after > 2 * before);
}

TEST_CASE("training is reproducible from the seed", "[2048][ntuple][train]") {
    CHECK(trained("tiny", 50, 11).serialize() == trained("tiny", 50, 11).serialize());
    CHECK(trained("tiny", 50, 11).serialize() != trained("tiny", 50, 12).serialize());
}

namespace {

// One chance layer by hand: the mean over the spawns on `after` of the best reward plus value.
double one_layer(const NTupleNetwork& net, Bitboard after) {
    double sum = 0;
    int empty = 0;
    for (int cell = 0; cell < 16; ++cell) {
        if (cell_exponent(after, cell)) continue;
        ++empty;
        for (const auto& [exponent, p] : {std::pair{1, 0.9}, std::pair{2, 0.1}}) {
            const Bitboard b = after | (static_cast<Bitboard>(exponent) << (4 * cell));
            double best = 0;
            for (Direction d : all_directions) {
                const Bitboard next = table_move(b, d);
                if (next != b)
                    best = std::max(best,
                                    static_cast<double>(table_move_score(b, d)) + net.value(next));
            }
            sum += p * best;
        }
    }
    return sum / empty;
}

}  // namespace

TEST_CASE("with a network the search values a move by its score and the expected value after",
          "[2048][ntuple][search]") {
    auto net = std::make_shared<NTupleNetwork>(trained("small", 300, 2));
    Searcher searcher(SearchOptions{1, 0.0, 0});
    searcher.set_network(net);
    for (int i = 0; i < 20; ++i) {
        SpawnRng spawns(episode_seed(77, i));
        Bitboard board = spawn_tile(spawn_tile(spawn_tile(0, spawns), spawns), spawns);
        for (int k = 0; k < 6; ++k) board = spawn_tile(board, spawns);
        const SearchResult r = searcher.search(to_grid(board));
        for (Direction d : all_directions) {
            const Bitboard after = table_move(board, d);
            const auto& v = r.values[static_cast<int>(d)];
            if (after == board) {
                CHECK_FALSE(v);
                continue;
            }
            REQUIRE(v);
            const double want =
                static_cast<double>(table_move_score(board, d)) + one_layer(*net, after);
            CHECK(*v == Approx(want).epsilon(1e-4));
        }
    }
}

namespace {

// How many of the network's lookups read each weight (shape, index) for `board`, worked out
// here from the shapes and the square's symmetries, not by the network.
std::map<std::pair<int, std::uint32_t>, int> weights_read(const NTupleNetwork& net,
                                                          Bitboard board) {
    std::map<std::pair<int, std::uint32_t>, int> read;
    for (int t = 0; t < static_cast<int>(net.shapes().size()); ++t)
        for (int s = 0; s < 8; ++s) {
            std::uint32_t index = 0;
            const auto& shape = net.shapes()[t];
            for (std::size_t j = 0; j < shape.size(); ++j)
                index |=
                    static_cast<std::uint32_t>(cell_exponent(board, symmetric_cell(shape[j], s)))
                    << (4 * j);
            ++read[{t, index}];
        }
    return read;
}

}  // namespace

TEST_CASE("a training step on a toy board moves exactly the weights it reads, by alpha * error",
          "[2048][ntuple][train]") {
    NTupleNetwork net(*NTupleNetwork::preset("tiny"));
    // Weights that are not zero, some shared with the boards below, some not.
    std::mt19937_64 rng(5);
    for (int i = 0; i < 40; ++i) net.add(random_board(rng), 0.25f * static_cast<float>(i % 7));
    // An afterstate, the reward of the next move and the afterstate after it (by hand: the
    // previous board with a 2 spawned in the top right and slid left, merging two 2s).
    const Bitboard previous = board_of({2, 1, 0, 0, 3, 2, 0, 0, 5, 4, 1, 0, 7, 6, 2, 1});
    const Bitboard next = board_of({2, 2, 0, 0, 3, 2, 0, 0, 5, 4, 1, 0, 7, 6, 2, 1});
    const double reward = 4, alpha = 0.1;
    std::vector<std::vector<float>> before;
    for (int t = 0; t < 2; ++t) {
        const auto w = net.weights(t);
        before.emplace_back(w.begin(), w.end());
    }
    const double error = reward + net.value(next) - net.value(previous);
    REQUIRE(std::abs(error) > 0.5);
    const double value_before = net.value(previous);

    CHECK(td_update(net, previous, reward, net.value(next), alpha) == Approx(error));

    const auto read = weights_read(net, previous);
    int moved = 0;
    for (int t = 0; t < 2; ++t)
        for (std::uint32_t i = 0; i < before[t].size(); ++i) {
            const auto it = read.find({t, i});
            const double lookups_here = it == read.end() ? 0 : it->second;
            const double step = lookups_here * alpha * error / net.lookups();
            INFO("shape " << t << " index " << i);
            if (lookups_here == 0) {
                CHECK(net.weights(t)[i] == before[t][i]);
            } else {
                CHECK(net.weights(t)[i] - before[t][i] == Approx(step).epsilon(1e-5));
                ++moved;
            }
        }
    CHECK(moved == static_cast<int>(read.size()));
    // The value moves by alpha * error, and more where lookups share a weight (this board has
    // such pairs: a weight read k times moves k steps and counts k times).
    double shared = 0;
    for (const auto& [weight, k] : read) shared += k * k;
    REQUIRE(shared > net.lookups());
    CHECK(net.value(previous) - value_before ==
          Approx(alpha * error * shared / net.lookups()).epsilon(1e-5));
    // After the last move the target is 0.
    const double v = net.value(previous);
    CHECK(td_update(net, previous, 0, 0, alpha) == Approx(-v));
    CHECK(net.value(previous) == Approx(v - alpha * v * shared / net.lookups()).epsilon(1e-5));
}

TEST_CASE(
    "a training step on a board whose lookups are all distinct moves its value by alpha * "
    "error",
    "[2048][ntuple][train]") {
    NTupleNetwork net(*NTupleNetwork::preset("small"));
    const Bitboard board = distinct;  // no two lookups read the same weight
    REQUIRE(weights_read(net, board).size() == static_cast<std::size_t>(net.lookups()));
    net.add(board, 1.5f);
    const double before = net.value(board);
    const double error = td_update(net, board, 100, 20, 0.25);
    CHECK(error == Approx(120 - before));
    CHECK(net.value(board) - before == Approx(0.25 * error).epsilon(1e-6));
}

TEST_CASE("the weights a board reads are the shapes' cells read in each symmetry",
          "[2048][ntuple]") {
    // Shapes of one run, of two, and of cells out of order (each its own run).
    const NTupleNetwork net({{0, 1, 2, 4, 5}, {15, 11, 7, 3, 2}, {6, 7, 8, 9}});
    std::mt19937_64 rng(3);
    for (int i = 0; i < 2000; ++i) {
        const Bitboard board = random_board(rng) | (static_cast<Bitboard>(rng() % 16) << 60);
        std::vector<std::pair<int, std::uint32_t>> got, expected;
        net.for_each_weight(board, [&](int t, std::uint32_t index) { got.emplace_back(t, index); });
        for (int t = 0; t < 3; ++t)
            for (int s = 0; s < 8; ++s) {
                std::uint32_t index = 0;
                const auto& shape = net.shapes()[t];
                for (std::size_t j = 0; j < shape.size(); ++j)
                    index |= static_cast<std::uint32_t>(
                                 cell_exponent(board, symmetric_cell(shape[j], s)))
                             << (4 * j);
                expected.emplace_back(t, index);
            }
        REQUIRE(got == expected);
    }
}

// Temporal coherence learning: each weight's rate is |E| / A of its own errors, and it learns.
TEST_CASE("temporal coherence: a new weight learns at the full rate, one whose errors cancel stops",
          "[2048][ntuple][train][coherence]") {
    NTupleNetwork net(*NTupleNetwork::preset("small"));
    Coherence tc(net);
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
    Coherence sums(fresh);
    const double error = td_update(fresh, distinct, 100, 20, 0.25, &sums);
    CHECK(error == Approx(120));
    CHECK(fresh.value(distinct) == Approx(0.25 * 120));
}

TEST_CASE("temporal coherence learning raises the average score of a small network",
          "[2048][ntuple][train][coherence]") {
    NTupleNetwork net(*NTupleNetwork::preset("small"));
    const double before = mean_score(net, 200, 99);
    Coherence tc(net);
    for (int g = 0; g < 3000; ++g) {
        SpawnRng rng(episode_seed(5, g));
        td_episode(net, rng, 1.0, 0, nullptr, &tc);
    }
    const double after = mean_score(net, 200, 99);
    INFO("mean score " << before << " -> " << after);
    CHECK(after > 2 * before);
}

TEST_CASE("a table of 2 MB or more lies on a 2 MB boundary (huge pages), starts at zero and copies",
          "[2048][ntuple]") {
    // A 5-cell shape has 16^5 weights (4 MB): mapped for huge pages; a 3-cell one 16 KB: plain.
    NTupleNetwork net({{0, 1, 2, 3, 4}, {5, 6, 7}});
    const auto big = net.weights(0), small = net.weights(1);
    REQUIRE(big.size() == std::size_t{1} << 20);
    CHECK(reinterpret_cast<std::uintptr_t>(big.data()) % (std::uintptr_t{2} << 20) == 0);
    CHECK(std::all_of(big.begin(), big.end(), [](float w) { return w == 0.0f; }));
    CHECK(std::all_of(small.begin(), small.end(), [](float w) { return w == 0.0f; }));
    std::mt19937_64 rng(9);
    for (int i = 0; i < 200; ++i) net.add(random_board(rng), 0.5f);
    const Bitboard probe = random_board(rng);
    net.add(probe, 1.0f);
    const double value = net.value(probe);
    CHECK(value != 0.0);
    // Promotion copies every table: stage 1 values the boards as stage 0 did.
    NTupleNetwork promoted = std::move(net).with_stages({2}, true);
    const auto copied = promoted.weights(2);
    CHECK(reinterpret_cast<std::uintptr_t>(copied.data()) % (std::uintptr_t{2} << 20) == 0);
    CHECK(std::equal(copied.begin(), copied.end(), promoted.weights(0).begin()));
    CHECK(promoted.value(probe) == value);
}
