#pragma once
// The text drawing of the hexagonal board for `showboard`.
#include <string>

#include "engine/dvonn/game.hpp"

namespace boardtalk::dvonn {

// Starts with a newline; no empty lines. Five offset rows, row 5 on top, each space as its
// owner letter and height (`W3`, `B1`), a `*` after stacks holding a DVONN piece, `D` for a lone
// DVONN piece, `.` for an empty space; columns labelled below row 1 (A..I) and above row 5
// (C..K), rows on both sides; then the scores so far and the status line.
std::string board_diagram(const Game& game);

}  // namespace boardtalk::dvonn
