#pragma once
// The command groups of `boardtalk dvonn`, one file each.
#include <cstdint>
#include <optional>
#include <string>

#include "adapters/dvonn/dvonn_state.hpp"
#include "protocol/registry.hpp"

namespace boardtalk::dvonn {

// play, genmove, reg_genmove, undo, clear_board, legal_moves, final_score, game_status.
void register_game_commands(protocol::Registry& registry, DvonnState& state);
// showboard, get_position, set_position, setup, perft.
void register_position_commands(protocol::Registry& registry, DvonnState& state);
// savegame, loadgame.
void register_file_commands(protocol::Registry& registry, DvonnState& state);
// time_limit, depth_limit, search_limits.
void register_limit_commands(protocol::Registry& registry, DvonnState& state);

// The ranges of the engine's search limits, one each for the time_limit and depth_limit
// commands and the --move-time and --depth options: what is wrong with the value, or nullopt.
std::optional<std::string> time_limit_problem(double seconds);
std::optional<std::string> depth_limit_problem(std::uint32_t plies);

// The admin commands and every group above: the whole `boardtalk dvonn` command set.
void register_dvonn_commands(protocol::Registry& registry, DvonnState& state);

}  // namespace boardtalk::dvonn
