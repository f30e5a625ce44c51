#pragma once
// The frozen perft tables of conformance/<game>/perft.txt, read for the tests: one row a line,
// `name | ... | count at depth 1, 2, 3, ...`, its fields separated by '|'; '#' lines are comments.
#include <catch2/catch.hpp>
#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace boardtalk::test {

// The deepest count the tests check: the deeper ones are for the benchmarks.
constexpr std::uint64_t kMaxPerftLeavesInTests = 5'000'000;

struct PerftRow {
    std::vector<std::string> fields;    // trimmed, the counts' field last; fields[0] is the name
    std::vector<std::uint64_t> counts;  // by depth from 1, up to kMaxPerftLeavesInTests
};

inline std::string trim_spaces(const std::string& s) {
    const auto a = s.find_first_not_of(' ');
    const auto b = s.find_last_not_of(' ');
    return a == std::string::npos ? "" : s.substr(a, b - a + 1);
}

// The rows of the table at `path` (from the repository root), each of `fields` fields.
inline std::vector<PerftRow> read_perft_table(const std::string& path, std::size_t fields) {
    std::ifstream file(path);
    REQUIRE(file);
    std::vector<PerftRow> rows;
    for (std::string line; std::getline(file, line);) {
        if (line.empty() || line[0] == '#') continue;
        PerftRow row;
        std::stringstream ss(line);
        for (std::string part; std::getline(ss, part, '|');)
            row.fields.push_back(trim_spaces(part));
        INFO(line);
        REQUIRE(row.fields.size() == fields);
        std::stringstream counts(row.fields.back());
        for (std::uint64_t n = 0; counts >> n && n <= kMaxPerftLeavesInTests;)
            row.counts.push_back(n);
        rows.push_back(std::move(row));
    }
    return rows;
}

// Checks perft(row, depth) against every count of every row; how many counts it checked.
template <class Perft>
int check_perft_counts(const std::vector<PerftRow>& rows, Perft perft) {
    int checked = 0;
    for (const PerftRow& row : rows) {
        for (std::size_t depth = 1; depth <= row.counts.size(); ++depth) {
            INFO(row.fields[0] << " depth " << depth);
            CHECK(perft(row, static_cast<int>(depth)) == row.counts[depth - 1]);
            ++checked;
        }
    }
    return checked;
}

}  // namespace boardtalk::test
