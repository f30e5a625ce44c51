#include "tools/match/stats_tally.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <map>

namespace boardtalk::match {

namespace {

// The order people read the ends in: normal ends first, then the abnormal ones.
constexpr const char* known_ends[] = {"two passes", "resignation", "game end", "draw claim",
                                      "max moves",  "time",        "forfeit"};

std::vector<std::pair<std::string, int>> ordered_ends(std::map<std::string, int> counts) {
    std::vector<std::pair<std::string, int>> out;
    for (const char* end : known_ends) {
        auto it = counts.find(end);
        if (it == counts.end()) continue;
        out.emplace_back(it->first, it->second);
        counts.erase(it);
    }
    for (auto& entry : counts) out.push_back(entry);  // std::map: alphabetical
    return out;
}

void count_forfeit(CommonTally& t, const GameResult& r) {
    if (!r.forfeit_engine) return;
    const bool by_a = *r.forfeit_engine == "a";
    (by_a ? t.forfeits_by_a : t.forfeits_by_b) += 1;
    if (!r.forfeit_cause) return;
    for (auto& f : t.forfeits)
        if (f.cause == *r.forfeit_cause) (by_a ? f.by_a : f.by_b) += 1;
}

void count_clock(ClockUse& c, const std::optional<double>& left, double seconds, bool lost) {
    if (!left) return;
    c.least_left = c.games == 0 ? *left : std::min(c.least_left, *left);
    ++c.games;
    c.seconds += seconds;
    if (lost) ++c.losses_on_time;
}

void add_game(WinLossDraw& record, Winner w) {
    if (w == Winner::a) ++record.wins;
    if (w == Winner::b) ++record.losses;
    if (w == Winner::draw) ++record.draws;
}

// The best tile of a 2048 result ("4096"); 0 when the field is not a number.
long long best_tile(const std::string& result) {
    long long tile = 0;
    auto [end, error] = std::from_chars(result.data(), result.data() + result.size(), tile);
    if (error != std::errc{} || end != result.data() + result.size()) return 0;
    return tile;
}

// "b+3.5 " and "B+3.5" are the same score.
std::string normalized_score(const std::string& s) {
    const auto first = s.find_first_not_of(" \t\r");
    if (first == std::string::npos) return "";
    std::string out = s.substr(first, s.find_last_not_of(" \t\r") - first + 1);
    for (char& c : out) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return out;
}

void count_final_scores(TwoPlayerTally& t, const GameResult& r) {
    const auto result = normalized_score(r.result);
    if (!r.a_final_score.empty()) {
        ++t.a_final_asked;
        if (normalized_score(r.a_final_score) == result) ++t.a_final_agreed;
    }
    if (!r.b_final_score.empty()) {
        ++t.b_final_asked;
        if (normalized_score(r.b_final_score) == result) ++t.b_final_agreed;
    }
}

}  // namespace

CommonTally tally_common(std::span<const GameResult> results) {
    CommonTally t;
    for (auto cause : all_forfeit_causes) t.forfeits.push_back({cause, 0, 0});
    std::map<std::string, int> ends;
    for (const auto& r : results) {
        ++t.games;
        ++ends[r.end];
        count_forfeit(t, r);
        t.a_moves += r.a_moves;
        t.b_moves += r.b_moves;
        t.a_seconds += r.a_seconds;
        t.b_seconds += r.b_seconds;
        const bool on_time = r.end == "time";
        count_clock(t.a_clock, r.a_time_left, r.a_seconds, on_time && r.winner == Winner::b);
        count_clock(t.b_clock, r.b_time_left, r.b_seconds, on_time && r.winner == Winner::a);
    }
    t.ends = ordered_ends(std::move(ends));
    return t;
}

TwoPlayerTally tally_two_player(std::span<const GameResult> results) {
    TwoPlayerTally t;
    t.common = tally_common(results);
    std::map<std::string, WinLossDraw> by_colour;
    for (const auto& r : results) {
        if (r.winner == Winner::none) {
            ++t.unscored;
            continue;
        }
        add_game(t.a, r.winner);
        if (!r.a_colour.empty()) add_game(by_colour[r.a_colour], r.winner);
        if (r.end != "resignation" && r.end != "forfeit" && r.end != "time") {
            t.margin_sum += r.score;
            ++t.margin_games;
            count_final_scores(t, r);
        }
    }
    t.a_by_colour.assign(by_colour.begin(), by_colour.end());
    return t;
}

SinglePlayerTally tally_single_player(std::span<const GameResult> results) {
    SinglePlayerTally t;
    t.common = tally_common(results);
    std::vector<double> scores;
    std::vector<long long> tiles;
    for (const auto& r : results) {
        scores.push_back(r.score);
        tiles.push_back(best_tile(r.result));
    }
    t.scores = stats::distribution(std::move(scores));
    const long long largest = tiles.empty() ? 0 : *std::max_element(tiles.begin(), tiles.end());
    // 2^40 bounds the loop for a nonsense result far beyond any reachable tile.
    const long long last = std::clamp(largest, 2048LL, 1LL << 40);
    for (long long tile = 512; tile <= last; tile *= 2) {
        const auto reached = std::count_if(tiles.begin(), tiles.end(),
                                           [tile](long long best) { return best >= tile; });
        t.tiles_reached.emplace_back(tile, static_cast<int>(reached));
    }
    return t;
}

std::vector<double> running_score(std::span<const GameResult> results) {
    std::vector<double> out;
    WinLossDraw record;
    for (const auto& r : results) {
        add_game(record, r.winner);
        out.push_back(record.score());
    }
    return out;
}

}  // namespace boardtalk::match
