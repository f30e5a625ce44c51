// The whole `boardtalk dvonn` command set.
#include "games/dvonn/commands.hpp"

#include "games/common/admin_commands.hpp"
#include "games/common/limit_commands.hpp"

namespace boardtalk::dvonn {

void register_dvonn_commands(protocol::Registry& r, DvonnState& state) {
    adapters::register_game_admin_commands(r, "boardtalk-dvonn");
    register_game_commands(r, state);
    register_position_commands(r, state);
    register_file_commands(r, state);
    adapters::register_limit_commands(r,
                                      {&state.limits.seconds, &state.limits.depth, kDepthKnob.max});
}

}  // namespace boardtalk::dvonn
