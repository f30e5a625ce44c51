#include "tools/match/sprt_summary.hpp"

#include <algorithm>
#include <cstdio>

#include "tools/match/sprt_spec.hpp"
#include "tools/match/summary_text.hpp"

namespace boardtalk::match {

namespace {

// A parameter as given: 0.05, 10, -2.5.
std::string short_number(double value) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%g", value);
    return buffer;
}

std::string decision_text(sprt::Decision d) {
    switch (d) {
        case sprt::Decision::accept_h1:
            return "H1 accepted";
        case sprt::Decision::accept_h0:
            return "H0 accepted";
        case sprt::Decision::continue_testing:
            break;
    }
    return "none";
}

std::string units(const SprtOutcome& o) {
    const std::string unit = o.pairs ? " pair" : " game";
    return std::to_string(o.observations) + unit + (o.observations == 1 ? "" : "s");
}

std::string llr_text(const SprtOutcome& o) {
    return "LLR " + text::signed_fixed(o.state.llr, 2) + " [" +
           text::signed_fixed(o.state.bounds.lower, 2) + ", " +
           text::signed_fixed(o.state.bounds.upper, 2) + "]";
}

std::string counts_line(const SprtOutcome& o) {
    if (o.pairs) {
        const auto& p = o.pentanomial.pairs;
        return "pairs by a's points (0, 1/2, 1, 3/2, 2): " + std::to_string(p[0]) + " " +
               std::to_string(p[1]) + " " + std::to_string(p[2]) + " " + std::to_string(p[3]) +
               " " + std::to_string(p[4]) + "\n";
    }
    const auto& t = o.trinomial;
    return "games of a (wins, draws, losses): " + std::to_string(t.wins) + " " +
           std::to_string(t.draws) + " " + std::to_string(t.losses) + "\n";
}

std::string sprt_section(const SprtOutcome& o, const sprt::SprtParams& p) {
    const std::string unit = p.model == sprt::EloModel::logistic ? "Elo" : "nElo";
    std::string out = "\nsprt: H0 " + unit + " a - b = " + short_number(p.elo0) +
                      ", H1 = " + short_number(p.elo1) + " (" + model_name(p.model) + "), alpha " +
                      short_number(p.alpha) + ", beta " + short_number(p.beta) + "\n";
    out += "counted: " + units(o);
    if (o.end_index > 0)
        out += " (games 0.." + std::to_string(o.end_index - 1) +
               (o.pairs ? "; games 2k and 2k+1 share an opening, colours swapped" : "") + ")";
    out += "\n";
    out += counts_line(o);
    out += llr_text(o) + "\n";
    out += "decision: " + decision_text(o.state.decision) +
           (o.decided() ? "" : " (LLR between the bounds)") + "\n";
    const auto elo = o.elo(p.model);
    out += unit + " a - b (" + model_name(p.model) + "): " + text::signed_fixed(elo.elo, 1) +
           " (95% interval " + text::signed_fixed(elo.interval.lo, 1) + " .. " +
           text::signed_fixed(elo.interval.hi, 1) + ")\n";
    return out;
}

}  // namespace

std::string format_sprt_summary(const std::vector<GameResult>& results, const MatchNames& names,
                                const sprt::SprtParams& params, const SprtOutcome& o) {
    std::vector<GameResult> counted;
    int past = 0;
    for (const auto& r : results) {
        if (o.decided() && r.index >= o.end_index)
            ++past;
        else
            counted.push_back(r);
    }
    std::string table = format_summary(counted, names);
    const std::string separator = "\n" + std::string(timing_separator) + "\n";
    auto at = table.find(separator);
    if (at == std::string::npos) at = table.size();  // "no games played"
    table.insert(at, sprt_section(o, params));
    if (past > 0)
        table += "decided after " + units(o) + "; " + std::to_string(past) + " later game" +
                 (past == 1 ? "" : "s") +
                 " not counted (running when it decided, or played by other shards)\n";
    return table;
}

std::string sprt_progress_text(const SprtOutcome& outcome) {
    std::string out = llr_text(outcome) + " after " + units(outcome);
    if (outcome.decided()) out += ": " + decision_text(outcome.state.decision);
    return out;
}

}  // namespace boardtalk::match
