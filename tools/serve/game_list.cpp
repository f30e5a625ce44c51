#include "tools/serve/game_list.hpp"

#include <nlohmann/json.hpp>

#include "games/table/game_table.hpp"

namespace boardtalk::web {

std::string game_list_json(const std::vector<EngineSpec>& engines) {
    nlohmann::json list = nlohmann::json::array();
    for (const EngineSpec& e : engines) {
        const GameEntry* game = find_game(e.game);
        list.push_back({{"name", e.game}, {"title", game ? game->title : e.game}});
    }
    return list.dump();
}

}  // namespace boardtalk::web
