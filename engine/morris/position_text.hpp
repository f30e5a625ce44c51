#pragma once
// The canonical position text, one line, seven fields separated by single spaces:
//   BOARD SIDE PHASE WHITE_HAND BLACK_HAND CLOCK PLY
//   .../.../.../....../.../.../... w placing 9 9 0 0          (the start)
// BOARD lists the 24 points row by row from the top (a7 d7 g7 / b6 d6 f6 / c5 d5 e5 /
// a4 b4 c4 e4 f4 g4 / c3 d3 e3 / b2 d2 f2 / a1 d1 g1): W white man, B black man, . empty.
// SIDE is w or b; PHASE (placing, moving or flying) is the side to move's and must agree with
// the rest; the hands are the men still to place; CLOCK counts moving-phase plies since the
// last removal; PLY counts turns since the start.
#include <string>
#include <string_view>

#include "core/result.hpp"
#include "engine/morris/position.hpp"

namespace boardtalk::morris {

std::string to_text(const Position& pos, const Rules& rules);

// Parses and validates the text under `rules`; to_text(parse_position(s)) == s for every valid
// canonical s. Errors name the field and the problem, e.g.
// "field 4 (white men in hand): expected a number from 0 to 9, got 'x'".
Result<Position> parse_position(std::string_view text, const Rules& rules);

}  // namespace boardtalk::morris
