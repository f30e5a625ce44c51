// The whole `boardtalk morris` command set.
#include "games/morris/commands.hpp"

#include "games/common/admin_commands.hpp"
#include "games/common/limit_commands.hpp"

namespace boardtalk::morris {

void register_morris_commands(protocol::Registry& r, MorrisState& state) {
    adapters::register_game_admin_commands(r, "boardtalk-morris");
    register_game_commands(r, state);
    register_position_commands(r, state);
    register_file_commands(r, state);
    register_rule_commands(r, state);
    register_database_commands(r, state);
    adapters::register_limit_commands(r,
                                      {&state.limits.seconds, &state.limits.depth, kDepthKnob.max});
}

}  // namespace boardtalk::morris
