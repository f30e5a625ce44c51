// time_limit, depth_limit, search_limits and the matching options.
#include "games/common/limit_commands.hpp"

#include <fmt/format.h>

namespace boardtalk::adapters {

namespace {

using protocol::Args;
using protocol::CommandError;
using protocol::Context;

std::string set_time_limit(const Args& a, LimitSlots l) {
    const double s = a.get<double>(0);
    if (auto problem = time_limit_problem(s)) throw CommandError(*problem);
    if (s == 0 && *l.depth == 0)
        throw CommandError("set a depth limit before removing the time limit");
    *l.seconds = s;
    return "";
}

std::string set_depth_limit(const Args& a, LimitSlots l) {
    const auto d = a.get<std::uint32_t>(0);
    if (auto problem = depth_limit_problem(d, l.max_depth)) throw CommandError(*problem);
    if (d == 0 && *l.seconds == 0)
        throw CommandError("set a time limit before removing the depth limit");
    *l.depth = static_cast<int>(d);
    return "";
}

}  // namespace

std::optional<std::string> time_limit_problem(double seconds) {
    // The same hour as Go's --move-time; longer is a typo, nan or inf a hang.
    if (seconds >= 0 && seconds <= 3600) return std::nullopt;
    return "time limit must be 0..3600 seconds";
}

std::optional<std::string> depth_limit_problem(std::uint32_t plies, int max_depth) {
    if (plies <= static_cast<std::uint32_t>(max_depth)) return std::nullopt;
    return fmt::format("depth limit must be 0..{}", max_depth);
}

std::string limits_text(double seconds, int depth) {
    return fmt::format("time_limit {:g} depth_limit {}", seconds, depth);
}

void register_limit_commands(protocol::Registry& r, LimitSlots limits) {
    using protocol::param;
    namespace types = protocol::types;
    r.add({"time_limit",
           {param(types::real())},
           "seconds per engine move, 0..3600 (0: none, needs a depth limit)",
           [limits](const Args& a, Context&) { return set_time_limit(a, limits); }});
    r.add({"depth_limit",
           {param(types::integer())},
           fmt::format("plies per engine move, 0..{} (0: none, needs a time limit)",
                       limits.max_depth),
           [limits](const Args& a, Context&) { return set_depth_limit(a, limits); }});
    r.add(
        {"search_limits",
         {},
         "the engine's time and depth limits",
         [limits](const Args&, Context&) { return limits_text(*limits.seconds, *limits.depth); }});
}

void add_limit_options(protocol::po::options_description& desc, LimitOptions& o,
                       const IntKnob& depth, int deterministic_depth) {
    using protocol::arg_value;
    const auto time_problem = [](const double& s, const std::string&) {
        return time_limit_problem(s);
    };
    const auto depth_problem = [max = depth.max](const int& plies, const std::string&) {
        return depth_limit_problem(static_cast<std::uint32_t>(plies), max);
    };
    desc.add_options()(
        "move-time",
        arg_value(&o.move_time, protocol::types::real(), time_problem)->default_value(1.0),
        "seconds per engine move, 0..3600 (0: none, needs --depth)")(
        std::string(depth.name).c_str(),
        arg_value(&o.depth, protocol::int_type(), depth_problem)
            ->default_value(depth.default_value),
        fmt::format("{}, {}..{} (0: none)", depth.help, depth.min, depth.max).c_str())(
        "deterministic", protocol::po::bool_switch(&o.deterministic),
        fmt::format("fixed depth (--depth, default {}), no time limit: the same answers every run",
                    deterministic_depth)
            .c_str());
}

std::optional<std::string> apply_limit_options(const LimitOptions& o, int deterministic_depth,
                                               LimitSlots limits) {
    const int depth = o.deterministic && o.depth == 0 ? deterministic_depth : o.depth;
    const double seconds = o.deterministic ? 0.0 : o.move_time;
    if (seconds <= 0 && depth == 0) return "--move-time 0 needs --depth";
    *limits.depth = depth;
    *limits.seconds = seconds;
    return std::nullopt;
}

}  // namespace boardtalk::adapters
