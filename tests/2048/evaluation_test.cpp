// The player's evaluation on a one-move horizon: a merge that makes 2048 (the win) is never
// missed, with the heuristic or with any network.
#include <catch2/catch.hpp>
#include <memory>
#include <random>

#include "engine/2048/ntuple.hpp"
#include "engine/2048/search.hpp"
#include "engine/2048/td_learning.hpp"

using namespace boardtalk::g2048;

namespace {

constexpr int win = 11;  // the exponent of 2048

bool makes_win(Bitboard board, Direction d) {
    const Bitboard after = table_move(board, d);
    if (after == board) return false;
    for (int c = 0; c < 16; ++c)
        if (cell_exponent(after, c) == win) return true;
    return false;
}

// A board below 2048 where some move merges two 1024s: the pair side by side (in a row or a
// column, anywhere), every other cell empty or a tile up to 512, which may also merge.
Bitboard board_with_won_merge(std::mt19937_64& rng) {
    for (;;) {
        Bitboard b = 0;
        for (int c = 0; c < 16; ++c)
            if (rng() % 4) b |= static_cast<Bitboard>(1 + rng() % 9) << (4 * c);
        const bool across = rng() % 2;
        const int r = static_cast<int>(rng() % (across ? 4 : 3));
        const int col = static_cast<int>(rng() % (across ? 3 : 4));
        const int first = 4 * r + col, second = first + (across ? 1 : 4);
        for (int c : {first, second})
            b = (b & ~(Bitboard{0xF} << (4 * c))) | (Bitboard{10} << (4 * c));
        for (Direction d : all_directions)
            if (makes_win(b, d)) return b;
    }
}

// A network whose weights are noise as large as the scores at stake: nothing in the weights
// favours the win.
std::shared_ptr<NTupleNetwork> noise_network() {
    auto net = std::make_shared<NTupleNetwork>(*NTupleNetwork::preset("small"));
    std::mt19937_64 rng(3);
    for (int i = 0; i < 20000; ++i) {
        Bitboard b = 0;
        for (int c = 0; c < 16; ++c) b |= static_cast<Bitboard>(rng() % 12) << (4 * c);
        net->add(b, static_cast<float>(static_cast<double>(rng() % 200001) - 100000.0));
    }
    return net;
}

std::shared_ptr<NTupleNetwork> trained_network() {
    auto net = std::make_shared<NTupleNetwork>(*NTupleNetwork::preset("small"));
    for (int g = 0; g < 300; ++g) {
        SpawnRng rng(episode_seed(19, g));
        td_episode(*net, rng, 0.1);
    }
    return net;
}

void check_never_missed(const std::shared_ptr<const NTupleNetwork>& network) {
    Searcher searcher(SearchOptions{1, 1e-4, 0});
    searcher.set_network(network);
    std::mt19937_64 rng(2048);
    for (int i = 0; i < 2000; ++i) {
        const Bitboard b = board_with_won_merge(rng);
        const SearchResult r = searcher.search(to_grid(b));
        INFO("board " << std::hex << b);
        REQUIRE(r.best);
        REQUIRE(makes_win(b, *r.best));
    }
}

}  // namespace

TEST_CASE("a won merge is never missed on a one-move horizon: heuristic", "[2048][evaluation]") {
    check_never_missed(nullptr);
}

TEST_CASE("a won merge is never missed on a one-move horizon: trained network",
          "[2048][evaluation]") {
    check_never_missed(trained_network());
}

TEST_CASE("a won merge is never missed on a one-move horizon: any network", "[2048][evaluation]") {
    check_never_missed(noise_network());
}
