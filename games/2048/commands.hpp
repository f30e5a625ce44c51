#pragma once
// The command groups of `boardtalk 2048`; each registers its commands on a session's state.
#include "games/2048/g2048_state.hpp"
#include "protocol/registry.hpp"

namespace boardtalk::g2048 {

// play, undo, clear_board, new_game, boardsize, set_seed, keep_going.
void register_game_commands(protocol::Registry& registry, G2048State& state);
// showboard, score, game_status, legal_moves, get_position, set_position.
void register_query_commands(protocol::Registry& registry, G2048State& state);
// genmove, reg_genmove, autoplay.
void register_player_commands(protocol::Registry& registry, G2048State& state);
// savegame, loadgame.
void register_file_commands(protocol::Registry& registry, G2048State& state);

// The admin commands and every group above: the whole `boardtalk 2048` command set.
void register_g2048_commands(protocol::Registry& registry, G2048State& state);

}  // namespace boardtalk::g2048
