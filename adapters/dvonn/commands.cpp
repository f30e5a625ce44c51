// The whole `boardtalk dvonn` command set.
#include "adapters/dvonn/commands.hpp"

#include "adapters/common/limit_commands.hpp"

namespace boardtalk::dvonn {

void register_dvonn_commands(protocol::Registry& r, DvonnState& state) {
    protocol::register_admin_commands(r, protocol::EngineInfo{"boardtalk-dvonn", "0.1.0"});
    register_game_commands(r, state);
    register_position_commands(r, state);
    register_file_commands(r, state);
    adapters::register_limit_commands(
        r, {&state.limits.seconds, &state.limits.depth, Searcher::kMaxDepth});
}

}  // namespace boardtalk::dvonn
