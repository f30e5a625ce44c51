#include "tools/match/match_shape.hpp"

namespace boardtalk::match {

namespace {

// The names a result of game `index` carries: its pairing's engines (b "" in a single-player
// game, whose one engine plays alone).
std::pair<std::string, std::string> expected_engines(const MatchShape& shape, int index) {
    const Pairing pairing = shape.schedule.pairings[shape.schedule.at(index).pairing];
    const auto name = [&](std::size_t i) {
        return i < shape.engines.size() ? shape.engines[i] : "";
    };
    return {name(pairing.first), shape.engines.size() > 1 ? name(pairing.second) : ""};
}

}  // namespace

std::optional<std::string> foreign_result_problem(const MatchShape& shape, const GameResult& r) {
    const int total = shape.schedule.total_games();
    if (r.index < 0 || r.index >= total)
        return "index " + std::to_string(r.index) + " is outside the match's games 0.." +
               std::to_string(total - 1);
    if (r.game != shape.game) return "a " + r.game + " game in a " + shape.game + " match";
    const auto [a, b] = expected_engines(shape, r.index);
    const bool unnamed = r.a_name.empty() && r.b_name.empty();
    if (!unnamed && (r.a_name != a || r.b_name != b))
        return "engines " + r.a_name + " and " + r.b_name + ", but game " +
               std::to_string(r.index) + " is " +
               (b.empty() ? a + "'s alone" : a + " against " + b);
    const std::uint64_t seed = shape.seed + static_cast<std::uint64_t>(r.index);
    if (r.seed != seed)
        return "seed " + std::to_string(r.seed) + ", but game " + std::to_string(r.index) +
               " has seed " + std::to_string(seed);
    return std::nullopt;
}

}  // namespace boardtalk::match
