// Multi-stage n-tuple networks: a board whose largest tile reaches a stage tile is valued by
// weights of its own; promotion copies a network into stages without changing any value; the
// file keeps the stages and the stage tiles have one parser.
#include <catch2/catch.hpp>
#include <random>
#include <string>

#include "engine/2048/ntuple.hpp"
#include "engine/2048/td_learning.hpp"
#include "tests/2048/grid_helpers.hpp"

using namespace boardtalk::g2048;
using boardtalk::g2048::test::board_of;

namespace {

// Cells 0..15 with tiles up to 2^6 = 64, and in one board in ten a 128 or a 256 on one cell.
Bitboard board_with_late_tiles(std::mt19937_64& rng) {
    Bitboard b = 0;
    for (int c = 0; c < 16; ++c) b |= static_cast<Bitboard>(rng() % 7) << (4 * c);
    if (rng() % 10 == 0) b |= static_cast<Bitboard>(7 + rng() % 2) << (4 * (rng() % 16));
    return b;
}

NTupleNetwork trained_tiny(int games) {
    NTupleNetwork net(*NTupleNetwork::preset("tiny"));
    for (int g = 0; g < games; ++g) {
        SpawnRng rng(episode_seed(3, g));
        td_episode(net, rng, 0.1);
    }
    return net;
}

}  // namespace

TEST_CASE("a board past a stage tile is valued by its stage's weights only", "[2048][stages]") {
    NTupleNetwork net(*NTupleNetwork::preset("small"), {7});  // stage 1 from 128 on
    REQUIRE(net.stages() == 2);
    const Bitboard early = board_of({1, 2, 3, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 6});
    const Bitboard late = board_of({1, 2, 3, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7});
    CHECK(net.stage(early) == 0);
    CHECK(net.stage(late) == 1);
    net.add(late, 1.0f);
    CHECK(net.value(early) == 0.0);
    CHECK(net.value(late) >= net.lookups());
    // The stage goes with the largest tile, which every symmetry keeps: so do the values.
    for (int s = 0; s < 8; ++s) CHECK(net.value(symmetric_board(late, s)) == net.value(late));
    net.add(early, 2.0f);
    const double late_value = net.value(late);
    net.add(early, 2.0f);
    CHECK(net.value(late) == late_value);
}

TEST_CASE("a promoted network values every board as before, until stage boards train it",
          "[2048][stages]") {
    const NTupleNetwork single = trained_tiny(200);
    auto copy = NTupleNetwork::parse(single.serialize());
    REQUIRE(copy);
    NTupleNetwork promoted = std::move(*copy).with_stages({5, 7}, true);
    auto again = NTupleNetwork::parse(single.serialize());
    REQUIRE(again);
    NTupleNetwork zeroed = std::move(*again).with_stages({5}, false);
    CHECK(promoted.stages() == 3);
    CHECK(promoted.weight_count() == 3 * single.weight_count());
    std::mt19937_64 rng(8);
    int staged = 0;
    for (int i = 0; i < 2000; ++i) {
        const Bitboard b = board_with_late_tiles(rng);
        CHECK(promoted.value(b) == single.value(b));
        CHECK(zeroed.value(b) == (zeroed.stage(b) ? 0.0 : single.value(b)));
        staged += promoted.stage(b) > 0;
    }
    CHECK(staged > 100);
    // Training a stage-2 board moves stage 2 alone.
    const Bitboard top = board_of({8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0});
    const Bitboard below = board_of({6, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0});
    REQUIRE(promoted.stage(top) == 2);
    REQUIRE(promoted.stage(below) == 1);
    td_update(promoted, top, 100, 0, 0.5);
    CHECK(promoted.value(top) != single.value(top));
    CHECK(promoted.value(below) == single.value(below));
}

TEST_CASE("a staged network reads back from its file, and its stage tiles are checked",
          "[2048][stages]") {
    NTupleNetwork net = trained_tiny(50).with_stages({4, 6}, true);
    net.set_games(50);
    const std::string bytes = net.serialize();
    CHECK(bytes.rfind("boardtalk 2048 n-tuple network 2\nshapes 0,1 4,5\nstages 16,64\n", 0) == 0);
    auto back = NTupleNetwork::parse(bytes);
    REQUIRE(back);
    CHECK(back->stage_exponents() == std::vector<int>{4, 6});
    CHECK(back->serialize() == bytes);
    // A network without stages keeps format 1, as before stages existed.
    CHECK(trained_tiny(5).serialize().rfind("boardtalk 2048 n-tuple network 1\nshapes ", 0) == 0);
    std::string emptied = bytes;
    emptied.replace(emptied.find("stages 16,64"), 12, "stages ");
    CHECK(NTupleNetwork::parse(emptied).error().find("stages: none") != std::string::npos);
    std::string down = bytes;
    down.replace(down.find("stages 16,64"), 12, "stages 64,16");
    CHECK(NTupleNetwork::parse(down).error() == "stages: stage tiles go up");

    CHECK(NTupleNetwork::parse_stage_tiles("8192,16384").value() == std::vector<int>{13, 14});
    CHECK(NTupleNetwork::parse_stage_tiles("").value().empty());
    for (const char* bad : {"3", "2", "48", "65536", "016", "8,", ",8", "8,,16", "16,8", "8,8",
                            "4,8,16,32", "+8", "8 "})
        CHECK_FALSE(NTupleNetwork::parse_stage_tiles(bad));
    CHECK(NTupleNetwork::parse_stage_tiles("4,8,16,32").error() == "at most 3 stage tiles");
}
