#pragma once
// The command groups of `boardtalk morris`, one file each.
#include "games/morris/morris_state.hpp"
#include "protocol/registry.hpp"

namespace boardtalk::morris {

// play, genmove, reg_genmove, undo, clear_board, legal_moves, final_score, game_status.
void register_game_commands(protocol::Registry& registry, MorrisState& state);
// showboard, get_position, set_position, perft.
void register_position_commands(protocol::Registry& registry, MorrisState& state);
// savegame, loadgame.
void register_file_commands(protocol::Registry& registry, MorrisState& state);
// rules, set_rule, rules_preset.
void register_rule_commands(protocol::Registry& registry, MorrisState& state);
// databases, database_lookup, database_moves.
void register_database_commands(protocol::Registry& registry, MorrisState& state);

// Loads the endgame databases of `dir` under the game's rules into the session (the databases
// command and --databases); answers "N sectors, B bytes[, K files left out (see the log)]" and
// logs one warning per file left out. Throws protocol::CommandError when `dir` is not a readable
// directory, and then changes nothing.
std::string use_databases(MorrisState& state, const std::string& dir);

// The admin commands, every group above and the shared time_limit, depth_limit, search_limits
// (games/common/limit_commands.hpp): the whole `boardtalk morris` command set.
void register_morris_commands(protocol::Registry& registry, MorrisState& state);

}  // namespace boardtalk::morris
