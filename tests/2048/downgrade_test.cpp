// Tile downgrading: the tiles above a board's highest gap halved while its largest tile is at
// least the given one; no merge lost or invented; the search values leaves downgraded.
#include <catch2/catch.hpp>
#include <random>

#include "engine/2048/downgrade.hpp"
#include "engine/2048/ntuple.hpp"
#include "engine/2048/table_search.hpp"
#include "tests/2048/grid_helpers.hpp"

using namespace boardtalk::g2048;
using boardtalk::g2048::test::board_of;

namespace {

// The cells (bit c) that hold no tile.
unsigned empty_cells(Bitboard board) {
    unsigned mask = 0;
    for (int c = 0; c < 16; ++c)
        if (cell_exponent(board, c) == 0) mask |= 1u << c;
    return mask;
}

// A board with tiles up to 16384 in random cells, and in half of them one 32768 (two would
// merge into a tile the table board cannot hold).
Bitboard random_large_board(std::mt19937_64& rng) {
    Bitboard b = 0;
    for (int c = 0; c < 16; ++c)
        if (rng() % 5) b |= static_cast<Bitboard>(1 + rng() % 14) << (4 * c);
    if (rng() % 2) {
        const int c = static_cast<int>(rng() % 16);
        b = (b & ~(Bitboard{0xF} << (4 * c))) | (Bitboard{15} << (4 * c));
    }
    return b;
}

}  // namespace

TEST_CASE("downgrading halves the tiles above the highest gap", "[2048][downgrade]") {
    // 16384 with no 8192: the 16384 becomes an 8192, the rest stays.
    const Bitboard one_gap = board_of({14, 12, 11, 10, /**/ 1, 2, 3, 4, /**/ 0, 0, 0, 0,  //
                                       0, 0, 0, 1});
    CHECK(downgrade(one_gap, 14) == board_of({13, 12, 11, 10, /**/ 1, 2, 3, 4, /**/ 0, 0, 0, 0,  //
                                              0, 0, 0, 1}));
    // 32768 and 16384 with no 8192 (first pass: the two move down) and no 512 (second pass,
    // while the largest is still 16384: everything from 1024 up moves down).
    const Bitboard two_gaps = board_of({15, 14, 12, 11, /**/ 10, 0, 0, 0, /**/ 1, 1, 0, 0,  //
                                        0, 0, 0, 2});
    CHECK(downgrade(two_gaps, 14) == board_of({13, 12, 11, 10, /**/ 9, 0, 0, 0, /**/ 1, 1, 0, 0,  //
                                               0, 0, 0, 2}));
    // Every tile from 2 to 16384 on the board: no gap to close.
    const Bitboard full_chain = board_of({14, 13, 12, 11, /**/ 7, 8, 9, 10, /**/ 6, 5, 4, 3,  //
                                          0, 0, 1, 2});
    CHECK(downgrade(full_chain, 14) == full_chain);
    // Below the tile, or with 0: unchanged.
    CHECK(downgrade(one_gap, 15) == one_gap);
    CHECK(downgrade(one_gap, 0) == one_gap);
    CHECK(downgrade(0, 14) == 0);
}

TEST_CASE("a downgraded board keeps its shape, its order and its merges", "[2048][downgrade]") {
    std::mt19937_64 rng(11);
    int changed = 0;
    for (int i = 0; i < 5000; ++i) {
        const Bitboard b = random_large_board(rng);
        const int from = 10 + static_cast<int>(rng() % 6);
        const Bitboard d = downgrade(b, from);
        INFO(std::hex << b << " from " << std::dec << from);
        changed += d != b;
        REQUIRE(empty_cells(d) == empty_cells(b));
        bool order_kept = true;  // any two cells compare alike before and after
        for (int x = 0; x < 16; ++x)
            for (int y = 0; y < 16; ++y) {
                const int bx = cell_exponent(b, x), by = cell_exponent(b, y);
                const int dx = cell_exponent(d, x), dy = cell_exponent(d, y);
                order_kept = order_kept && (bx < by) == (dx < dy) && (bx == by) == (dx == dy);
            }
        REQUIRE(order_kept);
        // The same slides and merges in every direction: the same cells end up empty.
        for (Direction dir : all_directions)
            REQUIRE(empty_cells(table_move(d, dir)) == empty_cells(table_move(b, dir)));
        // Done in one call: below the tile, or no gap left.
        REQUIRE(downgrade(d, from) == d);
    }
    CHECK(changed > 1000);  // the random boards do have gaps above the tile
}

TEST_CASE("the search values a leaf by the network's value of it downgraded",
          "[2048][downgrade][search]") {
    NTupleNetwork network(*NTupleNetwork::preset("small"));
    std::mt19937_64 rng(5);
    for (int i = 0; i < 5000; ++i) network.add(random_large_board(rng), (rng() % 2001) - 1000.0f);
    const Bitboard board = board_of({14, 12, 11, 10, /**/ 1, 2, 3, 4, /**/ 0, 0, 0, 0,  //
                                     0, 0, 1, 1});
    TranspositionTable plain_table, downgraded_table;
    // No chance layer: each move's value is its merges' score plus its leaf.
    const auto plain = table_search(board, 0, 1e-4, plain_table, {}, &network);
    const auto downgraded = table_search(board, 0, 1e-4, downgraded_table, {}, &network, 14);
    int differ = 0;
    for (Direction d : all_directions) {
        const Bitboard after = table_move(board, d);
        const int i = static_cast<int>(d);
        if (after == board) {
            CHECK(!plain.values[i]);
            CHECK(!downgraded.values[i]);
            continue;
        }
        const double reward = static_cast<double>(table_move_score(board, d));
        CHECK(*plain.values[i] ==
              Approx(reward + static_cast<float>(network.value(after))).epsilon(1e-6));
        CHECK(
            *downgraded.values[i] ==
            Approx(reward + static_cast<float>(network.value(downgrade(after, 14)))).epsilon(1e-6));
        differ += *plain.values[i] != *downgraded.values[i];
    }
    CHECK(differ > 0);
    // Below the tile the two searches agree, chance layers and all.
    const Bitboard small = board_of({12, 10, 9, 8, /**/ 1, 2, 3, 4, /**/ 0, 0, 0, 0,  //
                                     0, 0, 1, 1});
    TranspositionTable t1, t2;
    CHECK(table_search(small, 2, 1e-4, t1, {}, &network).values ==
          table_search(small, 2, 1e-4, t2, {}, &network, 14).values);
}
