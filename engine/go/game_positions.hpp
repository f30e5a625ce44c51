#pragma once
// The positions of a game record, one per move played, as the learners (move ratings, the
// policy network's training planes) read them.
#include "engine/go/fast_board.hpp"
#include "engine/go/game.hpp"

namespace boardtalk::go {

// `game`'s position as a FastBoard with `to_move` to play and the last two moves set (what the
// heavy policy and the policy network's planes read); no ko point: the tree plays simple ko
// from there, and the game's own rules judge the moves at the root.
inline FastBoard fast_position(const Game& game, Color to_move) {
    const auto& moves = game.history();
    const std::size_t n = moves.size();
    FastBoard board(game.width(), game.height());
    board.load(game.board(), to_move, pass, n >= 1 ? moves[n - 1].point : pass,
               n >= 2 ? moves[n - 2].point : pass);
    return board;
}

// Calls visit(board, replay, move) for every move of `game` but passes, `board` and `replay`
// the position before it (fast_position with the mover to play).
template <typename Visit>
void for_each_position(const Game& game, Visit visit) {
    Game replay = game;
    const auto moves = game.history();
    replay.undo(int(moves.size()));
    for (const Move& m : moves) {
        if (m.point != pass) visit(fast_position(replay, m.color), replay, m);
        replay.play(m.color, m.point);
    }
}

}  // namespace boardtalk::go
