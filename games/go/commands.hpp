#pragma once
// The GTP commands of Go, in groups; each group registers itself.
#include "games/go/go_state.hpp"
#include "protocol/registry.hpp"

namespace boardtalk::go_adapter {

// boardsize clear_board komi get_komi fixed_handicap place_free_handicap set_free_handicap
void register_setup_commands(protocol::Registry& registry, GoState& state);
// play genmove reg_genmove undo gg-undo is_legal all_legal
void register_move_commands(protocol::Registry& registry, GoState& state);
// showboard list_stones captures last_move move_history final_score final_status_list
void register_query_commands(protocol::Registry& registry, GoState& state);

// kata-get-rules kata-set-rules kgs-rules
void register_rules_commands(protocol::Registry& registry, GoState& state);

// (command groups: one declaration per group file)
void register_sgf_commands(protocol::Registry& registry, GoState& state);  // loadsgf printsgf..
void register_scoring_commands(protocol::Registry& registry, GoState& state);
void register_time_commands(protocol::Registry& registry, GoState& state);
void register_gui_commands(protocol::Registry& registry, GoState& state);
// lz-analyze kata-analyze analyze (lz-|kata-)genmove_analyze genmove_analyze gogui-interrupt
void register_analysis_commands(protocol::Registry& registry, GoState& state);

// Every Go command, the admin commands (games/common/admin_commands.hpp) first.
void register_go_commands(protocol::Registry& registry, GoState& state);

}  // namespace boardtalk::go_adapter
