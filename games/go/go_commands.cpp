// The one list of Go command groups, in the order list_commands shows them.
#include "games/go/commands.hpp"

#include "games/common/admin_commands.hpp"

namespace boardtalk::go_adapter {

void register_go_commands(protocol::Registry& r, GoState& s) {
    adapters::register_game_admin_commands(r, "boardtalk");
    register_setup_commands(r, s);
    register_move_commands(r, s);
    register_query_commands(r, s);
    register_rules_commands(r, s);
    // (command groups: one line per group file)
    register_sgf_commands(r, s);
    register_scoring_commands(r, s);
    register_time_commands(r, s);
    register_gui_commands(r, s);
    register_analysis_commands(r, s);
}

}  // namespace boardtalk::go_adapter
