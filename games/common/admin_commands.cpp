#include "games/common/admin_commands.hpp"

#include <utility>

namespace boardtalk::adapters {

void register_game_admin_commands(protocol::Registry& registry, std::string name) {
    protocol::register_admin_commands(registry,
                                      protocol::EngineInfo{std::move(name), BOARDTALK_VERSION});
}

}  // namespace boardtalk::adapters
