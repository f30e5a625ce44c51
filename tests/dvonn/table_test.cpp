// The transposition tables (the search's and the endgame solver's) cost no memory until they are
// used: their all-zero bytes are empty entries, taken from the kernel as zero pages. Filled entry
// by entry, `boardtalk dvonn --tt-log2 28` took 99 s to start.

#include "engine/dvonn/search.hpp"
#include "tests/common/resident_memory.hpp"
#include "tests/dvonn/helpers.hpp"

using namespace boardtalk::dvonn;
using namespace boardtalk::dvonn::test;

using boardtalk::test_memory::resident_bytes;

TEST_CASE("large tables take memory only where they are used", "[dvonn][table]") {
    const long before = resident_bytes();
    Searcher big(24);  // 2^24 entries of 16 bytes, twice (search and endgame): 512 MB
    // Nothing touched yet, where filling wrote all 512 MB.
    CHECK(resident_bytes() - before < 32L << 20);
    const Position p = random_setup(2);
    const SearchReport r = big.search(p.board, {.depth = 4});
    CHECK(r.depth == 4);
    REQUIRE_FALSE(r.pv.empty());
    CHECK(r.pv[0] == r.best);
    // Forgetting hands the pages back (the search touched most of the huge pages).
    big.clear();
    CHECK(resident_bytes() - before < 32L << 20);
    // Zero pages again read as empty entries: the same search as from the new table.
    const SearchReport again = big.search(p.board, {.depth = 4});
    CHECK(again.best == r.best);
    CHECK(again.score == r.score);
    CHECK(again.nodes == r.nodes);
    // An endgame the solver answers, from a table it filled before and after clear().
    const Position end = pos(rows("D", "D", "DWBW") + " w moving");
    const SearchReport solved = big.search(end.board, {.depth = 4});
    CHECK(solved.solved);
    big.clear();
    CHECK(big.search(end.board, {.depth = 4}).best == solved.best);
}
