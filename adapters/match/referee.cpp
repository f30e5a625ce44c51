#include "adapters/match/referee.hpp"

namespace boardtalk::match {

bool is_known_game(std::string_view game) {
    return game == "go" || game == "morris" || game == "dvonn" || game == "2048";
}

std::unique_ptr<Referee> make_referee(const GameSettings& settings, std::uint64_t seed) {
    if (settings.game == "go") return make_go_referee(settings, seed);
    if (settings.game == "morris") return make_morris_referee(settings, seed);
    if (settings.game == "dvonn") return make_dvonn_referee(settings, seed);
    return make_g2048_referee(settings, seed);
}

}  // namespace boardtalk::match
