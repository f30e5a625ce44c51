#include "adapters/2048/search_options.hpp"

#include <sstream>

namespace boardtalk::g2048 {

void add_search_options(protocol::po::options_description& desc, SearchOptions& o) {
    namespace po = protocol::po;
    desc.add_options()("depth", po::value(&o.depth)->default_value(o.depth),
                       "chance layers searched, 1..8; 0: automatic (deeper as tiles grow)")(
        "cutoff", po::value(&o.prob_cutoff)->default_value(o.prob_cutoff),
        "chance paths less likely than this end in the heuristic")(
        "time-ms", po::value(&o.time_ms)->default_value(o.time_ms),
        "think about this long per move (iterative deepening); 0: no time limit")(
        "base-depth", po::value(&o.base_depth)->default_value(o.base_depth),
        "automatic depth on 4x4: chance layers on an open board, 1..8")(
        "deepen-at", po::value(&o.deepen_at[0])->default_value(o.deepen_at[0]),
        "automatic depth: one layer more with at most this many empty cells (-1: never)")(
        "deepen-again-at", po::value(&o.deepen_at[1])->default_value(o.deepen_at[1]),
        "automatic depth: one layer more again with at most this many empty cells");
}

std::string describe_search_options(const SearchOptions& o) {
    std::string text = "depth ";
    if (o.depth > 0) {
        text += std::to_string(o.depth);
    } else {
        text += "auto (" + std::to_string(o.base_depth);
        for (const int t : o.deepen_at)
            if (t >= 0) text += ", +1 at <= " + std::to_string(t) + " empty";
        text += ")";
    }
    std::ostringstream cutoff;
    cutoff << o.prob_cutoff;
    text += ", cutoff " + cutoff.str();
    if (o.time_ms > 0) text += ", time-ms " + std::to_string(o.time_ms);
    return text;
}

std::optional<std::string> check_search_options(const SearchOptions& o) {
    if (o.depth < 0 || o.depth > 8) return "--depth must be 0..8";
    if (!(o.prob_cutoff >= 0 && o.prob_cutoff < 1)) return "--cutoff must be in [0, 1)";
    if (o.time_ms < 0) return "--time-ms must be >= 0";
    if (o.base_depth < 1 || o.base_depth > 8) return "--base-depth must be 1..8";
    for (const int t : o.deepen_at)
        if (t < -1 || t > 16) return "--deepen-at and --deepen-again-at must be -1..16";
    return std::nullopt;
}

}  // namespace boardtalk::g2048
