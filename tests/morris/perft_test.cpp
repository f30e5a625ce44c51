// The frozen perft tables of conformance/morris/perft.txt (small counts only; the benchmark
// runs the deep ones).
#include <fstream>
#include <sstream>

#include "engine/morris/movegen.hpp"
#include "engine/morris/perft.hpp"
#include "tests/morris/helpers.hpp"

using namespace boardtalk::morris;
using namespace boardtalk::morris::test;

namespace {

constexpr std::uint64_t kMaxLeavesInTests = 5'000'000;

std::string trim(const std::string& s) {
    const auto a = s.find_first_not_of(' ');
    const auto b = s.find_last_not_of(' ');
    return a == std::string::npos ? "" : s.substr(a, b - a + 1);
}

}  // namespace

TEST_CASE("perft from the start matches the published counts", "[morris][perft]") {
    const Rules r;
    const Position start = start_position(r);
    CHECK(perft(start, r, 1) == 24);
    CHECK(perft(start, r, 2) == 552);
    CHECK(perft(start, r, 3) == 12'144);
    CHECK(perft(start, r, 4) == 255'024);
}

TEST_CASE("perft matches the frozen tables", "[morris][perft]") {
    std::ifstream file("conformance/morris/perft.txt");
    REQUIRE(file);
    std::string line;
    int rows = 0, checked = 0;
    while (std::getline(file, line)) {
        if (line.empty() || line[0] == '#') continue;
        std::vector<std::string> parts;
        std::stringstream ss(line);
        for (std::string part; std::getline(ss, part, '|');) parts.push_back(trim(part));
        REQUIRE(parts.size() == 4);
        auto rules = parse_rules(parts[1]);
        REQUIRE(rules.ok());
        const Position p = pos(parts[2], *rules);
        std::stringstream counts(parts[3]);
        std::uint64_t expected = 0;
        for (int depth = 1; counts >> expected && expected <= kMaxLeavesInTests; ++depth) {
            INFO(parts[0] << " depth " << depth);
            CHECK(perft(p, *rules, depth) == expected);
            ++checked;
        }
        ++rows;
    }
    CHECK(rows >= 9);
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
