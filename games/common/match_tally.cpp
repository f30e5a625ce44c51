#include "games/common/match_tally.hpp"

#include <cstdio>

namespace boardtalk::adapters {

void WinDrawLoss::add(GameEnd end) {
    switch (end) {
        case GameEnd::win:
            ++wins;
            break;
        case GameEnd::draw:
            ++draws;
            break;
        case GameEnd::loss:
            ++losses;
            break;
    }
}

double WinDrawLoss::score() const {
    return games() == 0 ? 0.0 : (wins + 0.5 * draws) / games();
}

std::string WinDrawLoss::text() const {
    return "+" + std::to_string(wins) + " =" + std::to_string(draws) + " -" +
           std::to_string(losses);
}

double WinDrawLoss::per_game(double total) const {
    return games() == 0 ? 0.0 : total / games();
}

std::string tally_line(std::string_view what, const WinDrawLoss& tally, std::string_view details) {
    char wins[32];
    std::snprintf(wins, sizeof wins, "%.1f%%", 100.0 * tally.per_game(tally.wins));
    return std::string(what) + ": " + std::to_string(tally.games()) + " games  " + tally.text() +
           "  (wins " + wins + ", " + std::string(details) + ")";
}

}  // namespace boardtalk::adapters
