// The frozen perft tables of conformance/morris/perft.txt (small counts only; the benchmark
// runs the deep ones).
#include "engine/morris/perft.hpp"
#include "engine/morris/movegen.hpp"
#include "tests/common/perft_table.hpp"
#include "tests/morris/helpers.hpp"

using namespace boardtalk::morris;
using namespace boardtalk::morris::test;

TEST_CASE("perft from the start matches the published counts", "[morris][perft]") {
    const Rules r;
    const Position start = start_position(r);
    CHECK(perft(start, r, 1) == 24);
    CHECK(perft(start, r, 2) == 552);
    CHECK(perft(start, r, 3) == 12'144);
    CHECK(perft(start, r, 4) == 255'024);
}

TEST_CASE("perft matches the frozen tables", "[morris][perft]") {
    const auto rows = boardtalk::test::read_perft_table("conformance/morris/perft.txt", 4);
    CHECK(rows.size() >= 9);
    const int checked = boardtalk::test::check_perft_counts(rows, [](const auto& row, int depth) {
        const auto rules = parse_rules(row.fields[1]);
        REQUIRE(rules.ok());
        return perft(pos(row.fields[2], *rules), *rules, depth);
    });
    CHECK(checked >= 40);
}

TEST_CASE("perft divide sums to perft, bulk counting equals playing out", "[morris][perft]") {
    const Rules r;
    const Position p = pos("W.B/BWW/.B./WB..WB/W.B/.WB/B.W w moving 0 0 2 20");
    std::uint64_t sum = 0;
    for (const auto& [t, n] : perft_divide(p, r, 3)) sum += n;
    CHECK(sum == perft(p, r, 3));
    TurnList list;
    generate_turns(p, r, list);
    CHECK(static_cast<std::uint64_t>(list.size) == count_turns(p, r));
}
