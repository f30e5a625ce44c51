#pragma once
// The search limits of the depth-first engines (Morris, DVONN): the time_limit, depth_limit and
// search_limits commands and the --move-time, --depth and --deterministic options, one range and
// one answer format for both games. Here rather than in protocol/ because they are about
// engines' searches, not about the line protocol; the engine's own limits struct stays in the
// engine, which never sees this code.
#include <cstdint>
#include <optional>
#include <string>

#include "core/int_knob.hpp"
#include "protocol/option_values.hpp"
#include "protocol/registry.hpp"

namespace boardtalk::adapters {

// Where the commands read and write an engine's limits; both must outlive the registry.
struct LimitSlots {
    double* seconds;  // per engine move; 0: none
    int* depth;       // plies per engine move; 0: none
    int max_depth;    // the deepest search the engine can do
};

// The ranges, for the commands and the options alike: what is wrong with the value, or nullopt.
// Seconds 0..3600 (nan and inf would hang genmove), plies 0..max_depth.
std::optional<std::string> time_limit_problem(double seconds);
std::optional<std::string> depth_limit_problem(std::uint32_t plies, int max_depth);

// `time_limit 0.05 depth_limit 0`: what search_limits answers, in the commands' own terms.
std::string limits_text(double seconds, int depth);

// time_limit SECONDS, depth_limit PLIES, search_limits. Removing the last limit is refused.
void register_limit_commands(protocol::Registry& registry, LimitSlots limits);

// --move-time, --depth, --deterministic as given on the command line.
struct LimitOptions {
    double move_time = 1.0;
    int depth = 0;
    bool deterministic = false;
};

// Adds the three options: --depth (`depth`: the engine's depth knob, its name, range, default
// and help) and `deterministic_depth`, --deterministic's depth without --depth.
void add_limit_options(protocol::po::options_description& desc, LimitOptions& options,
                       const IntKnob& depth, int deterministic_depth);

// Sets the limits the options ask for and returns nullopt, or returns what is wrong ("--move-time
// 0 needs --depth") and changes nothing.
std::optional<std::string> apply_limit_options(const LimitOptions& options, int deterministic_depth,
                                               LimitSlots limits);

}  // namespace boardtalk::adapters
