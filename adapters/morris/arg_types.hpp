#pragma once
// The argument types of the morris commands.
#include "engine/morris/types.hpp"
#include "protocol/arg_types.hpp"

namespace boardtalk::morris {

// white|w|black|b, any case.
protocol::ArgType<Colour> colour_type();
// A move token, kept as text: the handler parses it so errors can say exactly what is wrong.
protocol::ArgType<std::string> move_type();
// A save format name (text|json).
protocol::ArgType<std::string> format_type();

}  // namespace boardtalk::morris
