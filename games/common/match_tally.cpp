#include "games/common/match_tally.hpp"

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

}  // namespace boardtalk::adapters
