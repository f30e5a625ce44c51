#include "games/go/analysis_format.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "engine/go/notation.hpp"

namespace boardtalk::go_adapter {

namespace {

// Leela Zero's integers: the value in [0, 1] times 10000, rounded and kept in range.
long leela_int(double value) {
    return std::lround(std::clamp(value, 0.0, 1.0) * 10000.0);
}

std::string pv_text(const go::CandidateStats& c) {
    if (c.pv.empty()) return go::vertex_name(c.move);
    std::string out;
    for (go::Point p : c.pv) {
        if (!out.empty()) out.push_back(' ');
        out += go::vertex_name(p);
    }
    return out;
}

}  // namespace

std::string candidate_text(const go::CandidateStats& c, std::size_t order, AnalysisStyle style) {
    const std::string move = go::vertex_name(c.move);
    if (style == AnalysisStyle::leela)
        return fmt::format("info move {} visits {} winrate {} prior {} lcb {} order {} pv {}", move,
                           c.visits, leela_int(c.winrate), leela_int(c.prior), leela_int(c.lcb),
                           order, pv_text(c));
    // KataGo's utility is the win/loss value in [-1, 1] (plus score terms it weights in; the
    // search reports none, so the win/loss part alone).
    const double utility = 2.0 * std::clamp(c.winrate, 0.0, 1.0) - 1.0;
    return fmt::format(
        "info move {} visits {} utility {:.6f} winrate {:.6f} scoreMean {:.2f} scoreLead {:.2f} "
        "prior {:.6f} lcb {:.6f} order {} pv {}",
        move, c.visits, utility, c.winrate, c.score_lead, c.score_lead, c.prior, c.lcb, order,
        pv_text(c));
}

std::string ownership_text(const std::vector<double>& ownership, int width, int height) {
    std::string out = "ownership";
    out.reserve(out.size() + static_cast<std::size_t>(width * height) * 8);
    for (int y = height - 1; y >= 0; --y) {
        for (int x = 0; x < width; ++x) {
            const go::Point p = go::point(x, y);
            const double v = p < ownership.size() ? std::clamp(ownership[p], -1.0, 1.0) : 0.0;
            // Never "-0.0000": GUIs that colour by sign would mark an even point.
            out += fmt::format(" {:.4f}", std::abs(v) < 0.00005 ? 0.0 : v);
        }
    }
    return out;
}

std::string analysis_line(const go::SearchReport& report, const AnalysisFormat& format) {
    std::size_t count = report.candidates.size();
    if (format.max_moves) count = std::min(count, *format.max_moves);
    std::string out;
    for (std::size_t i = 0; i < count; ++i) {
        if (!out.empty()) out.push_back(' ');
        out += candidate_text(report.candidates[i], i, format.style);
    }
    if (out.empty()) return out;
    if (format.ownership && format.style == AnalysisStyle::kata && !report.ownership.empty())
        out += ' ' + ownership_text(report.ownership, format.width, format.height);
    return out;
}

}  // namespace boardtalk::go_adapter
