// time_limit, depth_limit, search_limits.
#include <cstdio>

#include "adapters/dvonn/commands.hpp"

namespace boardtalk::dvonn {

namespace {

using protocol::Args;
using protocol::CommandError;
using protocol::Context;

std::string describe(const SearchLimits& l) {
    char seconds[32];
    std::snprintf(seconds, sizeof seconds, "%g", l.seconds);
    return std::string("time ") + (l.seconds > 0 ? seconds : "none") + " depth " +
           (l.depth > 0 ? std::to_string(l.depth) : std::string("none"));
}

}  // namespace

std::optional<std::string> time_limit_problem(double seconds) {
    if (seconds >= 0 && seconds <= 3600) return std::nullopt;  // nan and inf: a hang
    return "time limit must be 0..3600 seconds";
}

std::optional<std::string> depth_limit_problem(std::uint32_t plies) {
    if (plies <= static_cast<std::uint32_t>(Searcher::kMaxDepth)) return std::nullopt;
    return "depth limit must be 0..64";
}

void register_limit_commands(protocol::Registry& r, DvonnState& state) {
    using protocol::param;
    r.add({"time_limit",
           {param(protocol::types::real())},
           "seconds per engine move (0: none, needs a depth limit)",
           [&state](const Args& a, Context&) {
               const double s = a.get<double>(0);
               if (auto problem = time_limit_problem(s)) throw CommandError(*problem);
               if (s == 0 && state.limits.depth == 0)
                   throw CommandError("set a depth limit before removing the time limit");
               state.limits.seconds = s;
               return std::string();
           }});
    r.add({"depth_limit",
           {param(protocol::types::integer())},
           "plies per engine move (0: none, needs a time limit)",
           [&state](const Args& a, Context&) {
               const auto d = a.get<std::uint32_t>(0);
               if (auto problem = depth_limit_problem(d)) throw CommandError(*problem);
               if (d == 0 && state.limits.seconds <= 0)
                   throw CommandError("set a time limit before removing the depth limit");
               state.limits.depth = static_cast<int>(d);
               return std::string();
           }});
    r.add({"search_limits",
           {},
           "the engine's time and depth limits",
           [&state](const Args&, Context&) { return describe(state.limits); }});
}

}  // namespace boardtalk::dvonn
