// The whole `boardtalk 2048` command set.
#include "games/2048/commands.hpp"

#include "games/common/admin_commands.hpp"

namespace boardtalk::g2048 {

void register_g2048_commands(protocol::Registry& r, G2048State& s) {
    adapters::register_game_admin_commands(r, "boardtalk-2048");
    register_game_commands(r, s);
    register_query_commands(r, s);
    register_player_commands(r, s);
    register_file_commands(r, s);
}

}  // namespace boardtalk::g2048
