#pragma once
// The command groups of `boardtalk dvonn`, one file each.
#include "games/dvonn/dvonn_state.hpp"
#include "protocol/registry.hpp"

namespace boardtalk::dvonn {

// play, genmove, reg_genmove, undo, clear_board, legal_moves, final_score, game_status.
void register_game_commands(protocol::Registry& registry, DvonnState& state);
// showboard, get_position, set_position, setup, perft.
void register_position_commands(protocol::Registry& registry, DvonnState& state);
// savegame, loadgame.
void register_file_commands(protocol::Registry& registry, DvonnState& state);

// The admin commands, every group above and the shared time_limit, depth_limit, search_limits
// (games/common/limit_commands.hpp, up to kDepthKnob.max): the whole `boardtalk dvonn`
// command set.
void register_dvonn_commands(protocol::Registry& registry, DvonnState& state);

}  // namespace boardtalk::dvonn
