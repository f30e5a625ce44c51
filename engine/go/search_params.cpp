#include "engine/go/search_params.hpp"

#include <array>
#include <string>
#include <utility>

namespace boardtalk::go {

namespace {

using Field = float PriorParams::*;

constexpr std::array<std::pair<std::string_view, Field>, 16> prior_fields = {{
    {"even", &PriorParams::even},
    {"capture_one", &PriorParams::capture_one},
    {"capture_many", &PriorParams::capture_many},
    {"atari_escape", &PriorParams::atari_escape},
    {"ladder_run", &PriorParams::ladder_run},
    {"race_win", &PriorParams::race_win},
    {"nakade", &PriorParams::nakade},
    {"pattern", &PriorParams::pattern},
    {"self_atari", &PriorParams::self_atari},
    {"empty_area", &PriorParams::empty_area},
    {"opening_edge", &PriorParams::opening_edge},
    {"opening_line34", &PriorParams::opening_line34},
    {"opening_far_line", &PriorParams::opening_far_line},
    {"ratings", &PriorParams::ratings},
    {"policy", &PriorParams::policy},
    {"criticality", &PriorParams::criticality},
}};
constexpr std::array<std::string_view, 3> near_last_names = {"near_last_1", "near_last_2",
                                                             "near_last_3"};

}  // namespace

float* prior_weight(PriorParams& priors, std::string_view name) {
    for (const auto& [field_name, field] : prior_fields)
        if (field_name == name) return &(priors.*field);
    for (int i = 0; i < int(near_last_names.size()); ++i)
        if (near_last_names[i] == name) return &priors.near_last[i];
    return nullptr;
}

std::string_view prior_names() {
    // From the tables prior_weight reads, so the list cannot drift from them.
    static const std::string names = [] {
        std::string all;
        for (const auto& [field_name, field] : prior_fields) all.append(field_name).append(" ");
        for (std::string_view name : near_last_names) all.append(name).append(" ");
        all.pop_back();
        return all;
    }();
    return names;
}

}  // namespace boardtalk::go
