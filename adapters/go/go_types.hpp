#pragma once
// The GTP argument types of Go: color and vertex (checked against the current board).
#include "adapters/go/go_state.hpp"
#include "protocol/arg_types.hpp"

namespace boardtalk::go_adapter {

// `b`, `black`, `w`, `white`, any case.
protocol::ArgType<go::Color> color_type();
// `D4`, `q16`, `pass`: a vertex of the board `state` has when the command runs.
protocol::ArgType<go::Point> vertex_type(const GoState& state);

// "D4 Q16 ..." (space separated, upper case).
std::string vertex_list(const std::vector<go::Point>& points);
// "black" or "white".
std::string color_name(go::Color c);

}  // namespace boardtalk::go_adapter
