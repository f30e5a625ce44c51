#pragma once
// The showboard diagram: the board of games.md with W and B on the points, then the side to
// move, the phase and the men in hand. Starts with a newline; no empty lines.
#include <string>

#include "engine/morris/position.hpp"

namespace boardtalk::morris {

std::string board_diagram(const Position& pos, const Rules& rules);

}  // namespace boardtalk::morris
