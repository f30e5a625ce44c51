#pragma once
// The text of live analysis: one `info ...` line per report, in Leela Zero's integer style
// (lz-analyze) or KataGo's float style (kata-analyze, analyze, the *genmove_analyze commands).
// Pure formatting: the SearchReport comes from the search, the line goes to Context::stream.
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "engine/go/search_report.hpp"

namespace boardtalk::go_adapter {

enum class AnalysisStyle {
    leela,  // winrate 5321, prior 1822, lcb 5011: value x 10000, rounded
    kata,   // winrate 0.532100, scoreLead 1.50 ...: every number that is not a count is a float
            // printed with a decimal point
};

struct AnalysisFormat {
    AnalysisStyle style = AnalysisStyle::leela;
    std::optional<std::size_t> max_moves;  // at most this many candidates (best first)
    bool ownership = false;                // kata only: append the ownership block
    int width = 19;                        // board size, for the ownership block
    int height = 19;
};

// One candidate: `info move D4 visits 120 winrate 5321 prior 1822 lcb 5011 order 0 pv D4 Q16`
// (leela) or `info move D4 visits 120 utility 0.064200 winrate 0.532100 scoreMean 1.50
// scoreLead 1.50 prior 0.182200 lcb 0.501100 order 0 pv D4 Q16` (kata). The pv is never empty:
// it is the move alone when the candidate has none.
std::string candidate_text(const go::CandidateStats& candidate, std::size_t order,
                           AnalysisStyle style);

// `ownership v1 v2 ...`: width x height floats in [-1, 1], row by row from the top-left
// (A19) to the bottom-right (T1), from the side to move's point of view; `ownership` is
// indexed by Point (SearchReport::ownership). Points it does not cover count 0.
std::string ownership_text(const std::vector<double>& ownership, int width, int height);

// The whole line of one report: every candidate (up to max_moves), then with `ownership` and
// the kata style the ownership block when the report has one. Empty when there is nothing
// to show (no candidate yet).
std::string analysis_line(const go::SearchReport& report, const AnalysisFormat& format);

}  // namespace boardtalk::go_adapter
