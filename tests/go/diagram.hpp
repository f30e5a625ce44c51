#pragma once

#include <string>
#include <string_view>

#include "engine/go/fast_board.hpp"
#include "engine/go/game.hpp"

namespace boardtalk::go::testing {

// A game whose position is drawn as rows from the top, points separated by spaces:
// X black, O white, . or + empty. Example (3 wide, 2 high): ". X O\n. . .\n".
// The stones are setup stones (Game::set_setup), so the history starts empty.
// Throws std::invalid_argument on ragged rows, unknown characters or an invalid position.
Game from_diagram(std::string_view diagram, const Rules& rules = Rules::chinese(),
                  Color first = Color::black);

// The board drawn in the same format (rows from the top, '\n' after each row; '.' for empty).
std::string to_diagram(const Board& board);

// The point of a vertex such as "C3" on the game's board; throws on a bad vertex.
Point at(const Game& game, std::string_view vertex);

// The game's position as a playout board with `to_move` to play, `last` the move before (for
// the policies and priors that answer it).
FastBoard fast_board(const Game& game, Color to_move, Point last = pass);

}  // namespace boardtalk::go::testing
