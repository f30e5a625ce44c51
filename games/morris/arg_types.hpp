#pragma once
// The argument types of the morris commands.
#include <string>

#include "engine/morris/types.hpp"
#include "protocol/arg_types.hpp"

namespace boardtalk::morris {

// white|w|black|b, any case.
protocol::ArgType<Colour> colour_type();
// A turn: d6, a1-a4, d6xb4 (syntax only; the game says whether it is legal). A bad one is
// "invalid move 'h9': unknown square 'h9'".
protocol::ArgType<Turn> move_type();
// A mill's removal given as its own token: xb4.
protocol::ArgType<Point> removal_type();
// A save format name (text|json).
protocol::ArgType<std::string> format_type();

}  // namespace boardtalk::morris
