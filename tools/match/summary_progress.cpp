// progress_line: one stderr line after each game of a match.
#include <algorithm>
#include <charconv>

#include "tools/match/stats_tally.hpp"
#include "tools/match/summary.hpp"
#include "tools/match/summary_text.hpp"

namespace boardtalk::match {

namespace {

// "a 4.5/7 = 64.3% (+4 =1 -2)"
std::string running_record(const std::vector<GameResult>& done) {
    WinLossDraw a;
    for (const auto& r : done) {
        if (r.winner == Winner::a) ++a.wins;
        if (r.winner == Winner::b) ++a.losses;
        if (r.winner == Winner::draw) ++a.draws;
    }
    return "a " + text::number(a.wins + 0.5 * a.draws) + "/" + std::to_string(a.games()) + " = " +
           text::percent(a.score()) + " (+" + std::to_string(a.wins) + " =" +
           std::to_string(a.draws) + " -" + std::to_string(a.losses) + ")";
}

// "mean score 12345.6, best tile 4096"
std::string running_single_player(const std::vector<GameResult>& done) {
    double sum = 0;
    long long best = 0;
    for (const auto& r : done) {
        sum += r.score;
        long long tile = 0;
        std::from_chars(r.result.data(), r.result.data() + r.result.size(), tile);
        best = std::max(best, tile);
    }
    return "mean score " + text::fixed(sum / static_cast<double>(done.size()), 1) + ", best tile " +
           std::to_string(best);
}

}  // namespace

double eta_seconds(int done, int total, double elapsed_seconds, int earlier) {
    const int played = done - earlier;
    return played > 0 ? elapsed_seconds / played * std::max(0, total - done) : -1;
}

std::string progress_line(const std::vector<GameResult>& done, int total, double elapsed_seconds,
                          int earlier) {
    const auto n = static_cast<int>(done.size());
    std::string out = "[" + std::to_string(n) + "/" + std::to_string(total) + "]";
    if (n > 0)
        out += " " + (is_single_player(done) ? running_single_player(done) : running_record(done));
    out += "  elapsed " + text::duration(elapsed_seconds);
    return out + "  ETA " + text::duration(eta_seconds(n, total, elapsed_seconds, earlier));
}

}  // namespace boardtalk::match
