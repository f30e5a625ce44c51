#pragma once
// The canonical position text, parsed to a Position or a precise error and printed back
// identically:
//   <row 1>/<row 2>/<row 3>/<row 4>/<row 5> <side> placing <placed>
//   <row 1>/<row 2>/<row 3>/<row 4>/<row 5> <side> moving
// Each row lists its spaces left to right (9, 10, 11, 10, 9 of them): `.` empty, `W`, `B` or
// `D` a single piece, `(WBD)` a stack from bottom to top. Side is `w` or `b`; `placed` counts
// the pieces placed so far (0..48), which fixes who places what next.
// Example: the empty board is `...../..../... w placing 0` with rows of dots.
#include <string>
#include <string_view>

#include "core/result.hpp"
#include "engine/dvonn/position.hpp"

namespace boardtalk::dvonn {

// Accepts exactly the positions the rules can reach: during placing the material placed in the
// official order and the side to place; when moving three DVONN pieces, at most 23 pieces of
// each colour, no DVONN piece on top of a stack, and every stack connected to a DVONN piece.
Result<Position> parse_position(std::string_view text);
std::string to_text(const Position& p);

}  // namespace boardtalk::dvonn
