#pragma once
// The command groups of `boardtalk morris`, one file each.
#include <cstdint>
#include <optional>
#include <string>

#include "adapters/morris/morris_state.hpp"
#include "protocol/registry.hpp"

namespace boardtalk::morris {

// play, genmove, reg_genmove, undo, clear_board, legal_moves, final_score, game_status.
void register_game_commands(protocol::Registry& registry, MorrisState& state);
// showboard, get_position, set_position, perft.
void register_position_commands(protocol::Registry& registry, MorrisState& state);
// savegame, loadgame.
void register_file_commands(protocol::Registry& registry, MorrisState& state);
// rules, set_rule, rules_preset, time_limit, depth_limit, search_limits.
void register_rule_commands(protocol::Registry& registry, MorrisState& state);

// The ranges of the engine's search limits, one each for the time_limit and depth_limit
// commands and the --move-time and --depth options: what is wrong with the value, or nullopt.
std::optional<std::string> time_limit_problem(double seconds);
std::optional<std::string> depth_limit_problem(std::uint32_t plies);

// The admin commands and every group above: the whole `boardtalk morris` command set.
void register_morris_commands(protocol::Registry& registry, MorrisState& state);

}  // namespace boardtalk::morris
