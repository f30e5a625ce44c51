#pragma once
// Building game lists for the rating tests, and the constants the tests write formulas with.
#include <cmath>
#include <string>
#include <vector>

#include "tools/match/cross_table.hpp"

namespace boardtalk::match::testing {

inline constexpr double z95 = 1.959963984540054;

// n games of a against b, each scoring `score` for a.
inline std::vector<PairGame> repeat(const std::string& a, const std::string& b, double score,
                                    int n) {
    return std::vector<PairGame>(n, PairGame{a, b, score});
}

inline std::vector<PairGame> concat(std::vector<std::vector<PairGame>> parts) {
    std::vector<PairGame> all;
    for (auto& p : parts) all.insert(all.end(), p.begin(), p.end());
    return all;
}

// Expected score of an Elo difference.
inline double expected(double d) {
    return 1 / (1 + std::pow(10, -d / 400));
}

}  // namespace boardtalk::match::testing
