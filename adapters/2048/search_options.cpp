#include "adapters/2048/search_options.hpp"

namespace boardtalk::g2048 {

void add_search_options(protocol::po::options_description& desc, SearchOptions& o) {
    namespace po = protocol::po;
    desc.add_options()("depth", po::value(&o.depth)->default_value(o.depth),
                       "chance layers searched, 1..8; 0: automatic (deeper as tiles grow)")(
        "cutoff", po::value(&o.prob_cutoff)->default_value(o.prob_cutoff),
        "chance paths less likely than this end in the heuristic")(
        "time-ms", po::value(&o.time_ms)->default_value(o.time_ms),
        "think about this long per move (iterative deepening); 0: no time limit");
}

std::optional<std::string> check_search_options(const SearchOptions& o) {
    if (o.depth < 0 || o.depth > 8) return "--depth must be 0..8";
    if (!(o.prob_cutoff >= 0 && o.prob_cutoff < 1)) return "--cutoff must be in [0, 1)";
    if (o.time_ms < 0) return "--time-ms must be >= 0";
    return std::nullopt;
}

}  // namespace boardtalk::g2048
