#pragma once
// The rule options of a game: a value type with named presets and a text round trip
// ("men=9 flying=on diagonals=off repetition=on removal-limit=100").
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.hpp"

namespace boardtalk::morris {

struct Rules {
    int men = 9;                  // men per side, 3..12
    bool flying = true;           // a side with exactly 3 men may fly
    bool diagonals = false;       // the four diagonal lines (adjacency and mills)
    bool repetition_draw = true;  // threefold repetition draws
    int removal_limit = 100;      // plies in the moving phase without a removal that draw; 0 = off

    friend bool operator==(const Rules&, const Rules&) = default;
};

// Named presets: "nine" (the default Rules), "twelve" (12 men, diagonals), "six" (6 men, no
// flying: the six men's morris of the small board played on this one).
std::optional<Rules> rules_preset(std::string_view name);
std::vector<std::string> preset_names();

// The canonical text; parse_rules(to_text(r)) == r.
std::string to_text(const Rules& rules);

// Parses space-separated `key=value` pairs applied on top of `base` (so "men=12" alone is
// valid). Keys: men, flying, diagonals, repetition, removal-limit; on/off for the booleans.
Result<Rules> parse_rules(std::string_view text, Rules base = Rules{});

// Sets one option by name on `rules`; returns the error text, or nullopt when it was set.
std::optional<std::string> set_rule(Rules& rules, std::string_view key, std::string_view value);

}  // namespace boardtalk::morris
