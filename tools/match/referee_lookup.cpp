#include "tools/match/referee_lookup.hpp"

#include "games/table/game_table.hpp"

namespace boardtalk::match {

const RefereeGame* find_referee_game(std::string_view game) {
    const GameEntry* entry = find_game(game);
    return entry ? &entry->referee : nullptr;
}

bool is_known_game(std::string_view game) {
    return find_referee_game(game) != nullptr;
}

std::unique_ptr<Referee> make_referee(const GameSettings& settings, std::uint64_t seed) {
    return find_referee_game(settings.game)->make(settings, seed);
}

}  // namespace boardtalk::match
