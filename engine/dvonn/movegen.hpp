#pragma once
// Legal moves: generation (for perft and search) and the checked application of one move with a
// message naming what is wrong with an illegal one.
#include <array>
#include <optional>
#include <string>

#include "engine/dvonn/board.hpp"

namespace boardtalk::dvonn {

// Enough for any position: at most 49 placements, or 23+23 stacks x 6 directions.
struct MoveList {
    std::array<Move, 160> moves;
    int size = 0;
    void push(const Move& m) { moves[size++] = m; }
    const Move* begin() const { return moves.data(); }
    const Move* end() const { return moves.data() + size; }
};

// True when the stack on s has all six neighbours occupied.
bool is_surrounded(const Board& b, Square s);

// The stack moves of `side` (phase moving); no pass.
void generate_steps(const Board& b, Colour side, MoveList& out);
// The stack moves of `side` that land on a stack topped by the opponent (captures).
void generate_captures(const Board& b, Colour side, MoveList& out);
// Every legal move of the side to move: placements, stack moves, or the single pass when the
// side to move has no move but the game is not over. Empty when the game is over.
void generate_moves(const Board& b, MoveList& out);
// True when `side` has a stack move.
bool has_step(const Board& b, Colour side);
// Moving phase and neither side can move.
bool is_game_over(const Board& b);

// Why `m` is illegal for the side to move, in the words of the protocol ("C3 is surrounded",
// "a stack of height 2 must move exactly 2 spaces", ...), or nullopt when it is legal.
std::optional<std::string> illegal_reason(const Board& b, const Move& m);
// Why no move of the side to move may start on `from` ("C3 is empty", "the top piece of C3 is
// not yours", ...), or nullopt when one may.
std::optional<std::string> illegal_source(const Board& b, Square from);

}  // namespace boardtalk::dvonn
