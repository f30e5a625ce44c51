// The transposition table: forgetting on generation wrap, and a large table that costs no
// memory until it is used (a 4 GB table used to be written whole at start-up: 20 s).
#include <catch2/catch.hpp>

#include "engine/morris/transposition_table.hpp"
#include "tests/common/resident_memory.hpp"

using namespace boardtalk::morris;

using boardtalk::test_memory::resident_bytes;

TEST_CASE("a large table takes memory only where it is used", "[morris][table]") {
    const long before = resident_bytes();
    TranspositionTable table(26);  // 1 GB of entries
    table.new_search();
    // Neighbouring slots: one huge page (2 MB) at most, where the old table filled all 1 GB.
    for (std::uint64_t key = 1; key <= 1000; ++key) table.store(key, 5, 3, Bound::exact, Turn{});
    CHECK(resident_bytes() - before < 64L << 20);
    CHECK(table.probe(7) != nullptr);
}

TEST_CASE("entries of earlier searches are forgotten, also when the generation wraps",
          "[morris][table]") {
    TranspositionTable table(12);
    const Turn turn{.from = kNoPoint, .to = 3, .remove = kNoPoint};
    table.new_search();
    table.store(42, 7, 2, Bound::lower, turn);
    REQUIRE(table.probe(42) != nullptr);
    CHECK(table.probe(42)->score == 7);
    CHECK(table.probe(42)->turn == turn);
    for (int i = 0; i < 254; ++i) table.new_search();  // generations 2 .. 255
    CHECK(table.probe(42) == nullptr);
    table.new_search();  // wraps to 1, the generation of the first store: cleared
    CHECK(table.probe(42) == nullptr);
    table.store(42, 9, 2, Bound::exact, turn);
    REQUIRE(table.probe(42) != nullptr);
    CHECK(table.probe(42)->score == 9);
}
