#pragma once
// The administrative commands as every game registers them: one name per game, one version for
// all of them (the build's, BOARDTALK_VERSION: the project version in the top CMakeLists.txt).
#include <string>

#include "protocol/registry.hpp"

namespace boardtalk::adapters {

// protocol_version, name, version, known_command, list_commands, help, quit: `name` answers
// `name` ("boardtalk-morris"), `version` BOARDTALK_VERSION. Each game's register_<game>_commands
// calls it first, so the program and in-process test sessions have the same command set.
void register_game_admin_commands(protocol::Registry& registry, std::string name);

}  // namespace boardtalk::adapters
