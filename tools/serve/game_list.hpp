#pragma once
// GET /games.json: the games this server has pages and engines for, in the game table's order,
// for the index page (js/index.js) and the game page (js/app.js), which list no game themselves.
#include <string>
#include <string_view>
#include <vector>

#include "tools/serve/server_state.hpp"

namespace boardtalk::web {

// The request target of the list.
inline constexpr std::string_view game_list_target = "/games.json";

// [{"name":"go","title":"Go"}, ...]: one object per engine, its game's name (the page
// game.html?game=NAME, its module js/NAME.js, its socket /ws/NAME) and its title from the game
// table (the name for a game the table does not have).
std::string game_list_json(const std::vector<EngineSpec>& engines);

}  // namespace boardtalk::web
