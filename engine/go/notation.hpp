#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "engine/go/game.hpp"
#include "engine/go/point.hpp"
#include "engine/go/score.hpp"

namespace boardtalk::go {

// Text forms of Go entities (GTP conventions), with no knowledge of any protocol.

// A vertex such as "D4" or "q16" (columns A..Z without I, case-insensitive; rows from 1 at the
// bottom; no leading zero or sign) or "pass" (any case) for a width x height board.
// nullopt for anything else, including a vertex outside the board.
std::optional<Point> parse_vertex(std::string_view text, int width, int height);

// "D4" (upper case), or "pass" for pass. Precondition: p is pass or a point of some board.
std::string vertex_name(Point p);

// "B+3.5", "W+0.5" or "0" (a draw), the margin printed with the shortest exact decimal.
std::string score_text(const Score& score);

// A diagram of the board for people (showboard): column letters above and below, row numbers
// on both sides, X black, O white, . empty, + empty star point, the last move marked with
// parentheses, and on the side the captures of each colour and the colour to move. Lines are
// joined by '\n', with no empty line, no leading and no trailing newline.
std::string board_diagram(const Game& game);

}  // namespace boardtalk::go
