#include "engine/morris/match.hpp"

namespace boardtalk::morris {

MatchResult play_game(const Rules& rules, Player& white, Player& black,
                      const std::vector<Turn>& opening, std::size_t max_turns) {
    Game game(rules);
    for (const Turn& t : opening)
        if (game.play(t)) break;
    while (!game.over() && game.turns_played() < max_turns) {
        Player& p = game.position().to_move == Colour::white ? white : black;
        if (game.play(p.choose(game))) break;  // an illegal choice would be a bug: stop
    }
    return MatchResult{game.status(), game.turns_played()};
}

std::vector<Turn> random_opening(const Rules& rules, int plies, std::uint64_t seed) {
    Game game(rules);
    RandomPlayer random(seed);
    std::vector<Turn> out;
    for (int i = 0; i < plies && !game.over(); ++i) {
        const Turn t = random.choose(game);
        game.play(t);
        out.push_back(t);
    }
    return out;
}

}  // namespace boardtalk::morris
