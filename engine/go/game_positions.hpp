#pragma once
// The positions of a game record, one per move played, as the learners (move ratings, the
// policy network's training planes) read them.
#include "engine/go/fast_board.hpp"
#include "engine/go/game.hpp"

namespace boardtalk::go {

// Calls visit(board, replay, move) for every move of `game` but passes, `board` and `replay`
// the position before it (the board with the mover to play and the last two moves set).
template <typename Visit>
void for_each_position(const Game& game, Visit visit) {
    Game replay = game;
    const auto moves = game.history();
    replay.undo(int(moves.size()));
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const Move& m = moves[i];
        if (m.point != pass) {
            FastBoard board(replay.width(), replay.height());
            board.load(replay.board(), m.color, pass, i >= 1 ? moves[i - 1].point : pass,
                       i >= 2 ? moves[i - 2].point : pass);
            visit(board, replay, m);
        }
        replay.play(m.color, m.point);
    }
}

}  // namespace boardtalk::go
