// rules, set_rule, rules_preset, time_limit, depth_limit, search_limits.
#include <cstdio>

#include "adapters/morris/commands.hpp"

namespace boardtalk::morris {

namespace {

using protocol::Args;
using protocol::CommandError;
using protocol::Context;

std::string set_rule_command(const Args& args, MorrisState& state) {
    Rules rules = state.game.rules();
    if (auto err = set_rule(rules, args.get<std::string>(0), args.get<std::string>(1)))
        throw CommandError(*err);
    state.game = Game(rules);
    return "";
}

std::string preset_command(const Args& args, MorrisState& state) {
    const std::string& name = args.get<std::string>(0);
    auto rules = rules_preset(name);
    if (!rules) {
        std::string known;
        for (const auto& n : preset_names()) known += (known.empty() ? "" : ", ") + n;
        throw CommandError("unknown preset '" + name + "' (" + known + ")");
    }
    state.game = Game(*rules);
    return "";
}

std::string limits_text(const SearchLimits& l) {
    char seconds[32];
    std::snprintf(seconds, sizeof seconds, "%g", l.seconds);
    return "time_limit " + std::string(seconds) + " depth_limit " + std::to_string(l.depth);
}

}  // namespace

std::optional<std::string> time_limit_problem(double seconds) {
    // The same hour as DVONN's and Go's --move-time; longer is a typo, nan or inf a hang.
    if (seconds >= 0 && seconds <= 3600) return std::nullopt;
    return "time limit must be 0..3600 seconds";
}

std::optional<std::string> depth_limit_problem(std::uint32_t plies) {
    if (plies <= kMaxPly - 2) return std::nullopt;
    return "depth limit must be at most 126";
}

void register_rule_commands(protocol::Registry& r, MorrisState& state) {
    using protocol::param;
    namespace types = protocol::types;
    r.add({"rules",
           {},
           "the rule options: men flying diagonals repetition removal-limit",
           [&state](const Args&, Context&) { return to_text(state.game.rules()); }});
    r.add({"set_rule",
           {param(types::string()), param(types::string())},
           "set one rule option (e.g. set_rule flying off) and start a new game",
           [&state](const Args& a, Context&) { return set_rule_command(a, state); }});
    r.add({"rules_preset",
           {param(types::string())},
           "nine, twelve (12 men, diagonals) or six; starts a new game",
           [&state](const Args& a, Context&) { return preset_command(a, state); }});
    r.add({"time_limit",
           {param(types::real())},
           "seconds per engine move (0: no limit)",
           [&state](const Args& a, Context&) {
               const double s = a.get<double>(0);
               if (auto problem = time_limit_problem(s)) throw CommandError(*problem);
               if (s == 0 && state.limits.depth == 0)
                   throw CommandError("set a depth limit before removing the time limit");
               state.limits.seconds = s;
               return std::string();
           }});
    r.add({"depth_limit",
           {param(types::integer())},
           "plies per engine move (0: no limit)",
           [&state](const Args& a, Context&) {
               const std::uint32_t d = a.get<std::uint32_t>(0);
               if (auto problem = depth_limit_problem(d)) throw CommandError(*problem);
               if (d == 0 && state.limits.seconds == 0)
                   throw CommandError("set a time limit before removing the depth limit");
               state.limits.depth = static_cast<int>(d);
               return std::string();
           }});
    r.add({"search_limits",
           {},
           "the engine's time and depth limits",
           [&state](const Args&, Context&) { return limits_text(state.limits); }});
}

}  // namespace boardtalk::morris
