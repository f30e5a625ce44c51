#include "engine/dvonn/match.hpp"

namespace boardtalk::dvonn {

Move RandomPlayer::choose(const Game& game) {
    const MoveList list = game.legal_moves();
    return list.moves[rng_.below(static_cast<std::uint32_t>(list.size))];
}

Move SearchPlayer::choose(const Game& game) {
    return searcher_->search(game.position().board, limits_).best;
}

MatchResult play_game(Player& white, Player& black, const Position& start) {
    Game game(start);
    MatchResult r;
    while (!game.over()) {
        Player& p = game.position().board.to_move == Colour::white ? white : black;
        if (game.play(p.choose(game))) break;  // an illegal choice ends the game unscored
        ++r.moves;
    }
    r.outcome = game.outcome();
    r.score = game.score();
    return r;
}

}  // namespace boardtalk::dvonn
