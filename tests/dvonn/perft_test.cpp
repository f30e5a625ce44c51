// Perft: the frozen tables of conformance/dvonn/perft.txt, and the engine against the naive
// reference implementation.
#include "engine/dvonn/perft.hpp"
#include "engine/dvonn/movegen.hpp"
#include "tests/common/perft_table.hpp"
#include "tests/dvonn/helpers.hpp"
#include "tests/dvonn/naive_rules.hpp"

using namespace boardtalk::dvonn;
using namespace boardtalk::dvonn::test;

TEST_CASE("placement perft is 49 x 48 x 47 ...", "[dvonn][perft]") {
    const Board b = empty_board();
    CHECK(perft(b, 1) == 49);
    CHECK(perft(b, 2) == 49 * 48);
    CHECK(perft(b, 3) == 49 * 48 * 47);
}

TEST_CASE("the three fixed setups are the seeded random setups", "[dvonn][perft]") {
    CHECK(to_text(random_setup(1)) ==
          "WWBBDBBBW/WWBBBBBBDB/WBWBBWWWWBB/WBWWBBWWBB/WWWWWBWWD w moving");
    CHECK(to_text(random_setup(2)) ==
          "WBBWWBBBW/BWBBWBBBBW/BBDWBWWWDBB/BBBWWWWWBW/WWWWBWBDW w moving");
    CHECK(to_text(random_setup(3)) ==
          "BWWWBBBBW/WWBBWWWBBW/WDBWBBWBWWB/BWWWWBBBDD/WBBBBWWWB w moving");
}

TEST_CASE("perft matches the frozen tables", "[dvonn][perft]") {
    const auto rows = boardtalk::test::read_perft_table("conformance/dvonn/perft.txt", 3);
    CHECK(rows.size() == 7);
    const int checked = boardtalk::test::check_perft_counts(
        rows, [](const auto& row, int depth) { return perft(pos(row.fields[1]).board, depth); });
    CHECK(checked >= 28);
}

TEST_CASE("the engine agrees with the naive rules along random games", "[dvonn][perft]") {
    for (std::uint64_t seed = 10; seed < 16; ++seed) {
        Game g(random_setup(seed));
        Rng rng(seed);
        while (!g.over()) {
            INFO("seed " << seed << " " << to_text(g.position()));
            REQUIRE(perft(g.position().board, 2) == naive_perft(naive_from(g.position()), 2));
            const MoveList list = g.legal_moves();
            REQUIRE_FALSE(g.play(list.moves[rng.below(static_cast<std::uint32_t>(list.size))]));
        }
    }
}

TEST_CASE("perft divide sums to perft", "[dvonn][perft]") {
    const Board b = random_setup(1).board;
    std::uint64_t sum = 0;
    for (const auto& [m, n] : perft_divide(b, 3)) sum += n;
    CHECK(sum == perft(b, 3));
}
