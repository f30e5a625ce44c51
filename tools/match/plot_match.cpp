// plot_svg / write_plot_svg: a match's running score (or 2048 running mean) as a PlotSeries, and
// under a sequential test the LLR track below it.
#include <algorithm>
#include <cmath>

#include "protocol/files.hpp"
#include "tools/match/plot.hpp"
#include "tools/match/sprt_sequence.hpp"
#include "tools/match/stats_tally.hpp"
#include "tools/match/summary.hpp"

namespace boardtalk::match {

namespace {

// a's score after each game with the Wilson band of that many games, around a 50% line.
PlotSeries running_score_series(const std::vector<GameResult>& results, const MatchNames& names) {
    PlotSeries s;
    s.title = "a: " + names.a + "  vs  b: " + names.b;
    s.y_label = "score of a (95% band)";
    s.y_percent = true;
    s.references = {0.5};
    s.value = running_score(results);
    for (std::size_t k = 0; k < s.value.size(); ++k) {
        const auto band = stats::wilson_interval(s.value[k], static_cast<int>(k + 1));
        s.lo.push_back(band.lo);
        s.hi.push_back(band.hi);
    }
    return s;
}

// The largest of 1, 2, 2.5, 5 times a power of ten at or above `v`, for a round axis end.
double round_up(double v) {
    if (!(v > 0)) return 1;
    const double magnitude = std::pow(10.0, std::floor(std::log10(v)));
    for (double m : {1.0, 2.0, 2.5, 5.0, 10.0})
        if (m * magnitude >= v) return m * magnitude;
    return 10 * magnitude;
}

// 2048: the running mean score with its normal 95% band (a point for the first game).
PlotSeries running_mean_series(const std::vector<GameResult>& results, const MatchNames& names) {
    PlotSeries s;
    s.title = "2048: " + names.a;
    s.y_label = "mean score (95% band)";
    // Welford's running mean and variance: one pass, stable for large scores.
    double mean = 0, squares = 0;
    int n = 0;
    for (const auto& r : results) {
        ++n;
        const double delta = r.score - mean;
        mean += delta / n;
        squares += delta * (r.score - mean);
        const double half = n > 1 ? stats::z95 * std::sqrt(squares / (n - 1) / n) : 0;
        s.value.push_back(mean);
        s.lo.push_back(std::max(0.0, mean - half));
        s.hi.push_back(mean + half);
    }
    s.y_max = round_up(s.hi.empty() ? 1 : *std::max_element(s.hi.begin(), s.hi.end()));
    return s;
}

// The LLR after each observation the test counted, in index order, up to its decision.
PlotSeries llr_series(const std::vector<GameResult>& results, const SprtSetup& setup) {
    PlotSeries s;
    s.title = "sequential test: LLR and its bounds";
    s.y_label = "log-likelihood ratio";
    s.x_label = "games counted";
    SprtSequence sequence(setup);
    int seen = 0;
    for (const auto& r : results) {
        sequence.add(r);
        const SprtOutcome& o = sequence.outcome();
        if (o.observations == seen) continue;
        seen = o.observations;
        s.value.push_back(o.state.llr);
        s.game.push_back(o.end_index);
    }
    const sprt::Bounds b = sprt::llr_bounds(setup.params.alpha, setup.params.beta);
    s.references = {b.lower, 0.0, b.upper};
    const auto [lo, hi] = std::minmax_element(s.value.begin(), s.value.end());
    const double low = std::min(b.lower, s.value.empty() ? 0.0 : *lo);
    const double high = std::max(b.upper, s.value.empty() ? 0.0 : *hi);
    const double room = 0.1 * (high - low);
    s.y_min = low - room;
    s.y_max = high + room;
    return s;
}

// Keeps at most about `limit` points (every k-th game, and the last), so a long match gives a
// file a browser still opens quickly; the x positions stay the game numbers.
PlotSeries thinned(PlotSeries s, std::size_t limit) {
    const auto n = s.value.size();
    if (n <= limit) return s;
    const std::size_t step = (n + limit - 1) / limit;
    PlotSeries out = s;
    out.value.clear();
    out.lo.clear();
    out.hi.clear();
    out.game.clear();
    for (std::size_t k = 0; k < n; ++k) {
        if ((k + 1) % step != 0 && k + 1 != n) continue;
        out.value.push_back(s.value[k]);
        if (!s.lo.empty()) {
            out.lo.push_back(s.lo[k]);
            out.hi.push_back(s.hi[k]);
        }
        out.game.push_back(k < s.game.size() ? s.game[k] : static_cast<double>(k + 1));
    }
    return out;
}

}  // namespace

std::string plot_svg(const std::vector<GameResult>& results, const MatchNames& names,
                     const SprtSetup* sprt) {
    const std::string score =
        render_plot_svg(thinned(is_single_player(results) ? running_mean_series(results, names)
                                                          : running_score_series(results, names),
                                plot_max_points));
    if (!sprt) return score;
    return stack_plot_svgs(score,
                           render_plot_svg(thinned(llr_series(results, *sprt), plot_max_points)));
}

void write_plot_svg(const std::vector<GameResult>& results, const MatchNames& names,
                    const std::filesystem::path& path, const SprtSetup* sprt) {
    protocol::write_file_atomically(path.string(), plot_svg(results, names, sprt));
}

}  // namespace boardtalk::match
