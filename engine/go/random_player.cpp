#include "engine/go/random_player.hpp"

#include <vector>

namespace boardtalk::go {

Point RandomPlayer::genmove(const Game& game, Color c) {
    std::vector<Point> candidates;
    const Board& board = game.board();
    for (Point p : board.points())
        if (board.at(p) == Color::empty && !board.is_own_eye(c, p) && game.is_legal(c, p))
            candidates.push_back(p);
    if (candidates.empty()) return pass;
    return candidates[rng_.below(static_cast<std::uint32_t>(candidates.size()))];
}

}  // namespace boardtalk::go
