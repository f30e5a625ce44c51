#pragma once
// The GTP argument types of Go: color and vertex (checked against the current board).
#include <cstdint>
#include <optional>
#include <string>

#include "games/go/go_state.hpp"
#include "protocol/arg_types.hpp"

namespace boardtalk::go_adapter {

// `b`, `black`, `w`, `white`, any case.
protocol::ArgType<go::Color> color_type();
// `D4`, `q16`, `pass`: a vertex of the board `state` has when the command runs.
protocol::ArgType<go::Point> vertex_type(const GoState& state);

// The largest komi either way: beyond the largest board's 625 points a komi decides every game,
// so it is a typo.
inline constexpr double max_komi = 1000;
// What is wrong with a komi (typed as `raw`), or nullopt: the one range of the `komi` command,
// --komi, a komi= in --rules and match's --komi: finite, within +-max_komi.
std::optional<std::string> komi_problem(double komi, const std::string& raw);
// Board sizes the `boardsize` command and --boardsize take (go::min_size..go::max_size, 2..25),
// and their range as people read it: "2..25".
bool board_size_fits(std::uint32_t n);
std::string board_size_range();

// --priors: `name=value[,name=value...]` over the defaults, each name a go::prior_weight
// name, each value a real 0..1000 (virtual playouts).
protocol::ArgType<go::PriorParams> prior_list_type();

// "D4 Q16 ..." (space separated, upper case).
std::string vertex_list(const std::vector<go::Point>& points);
// "black" or "white".
std::string color_name(go::Color c);
// A GoGui gfx INFLUENCE value, -1..1, with two decimals ("-0.00" written "0.00").
std::string influence_value(double v);

}  // namespace boardtalk::go_adapter
