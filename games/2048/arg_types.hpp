#pragma once
// The argument types of the 2048 commands.
#include <cstdint>
#include <string>

#include "engine/2048/direction.hpp"
#include "protocol/arg_types.hpp"

namespace boardtalk::g2048 {

// up down left right, u d l r, w a s (d is down), any case; a bad one is
// "invalid direction 'x': expected up, down, left or right (u d l r, or w a s)".
protocol::ArgType<Direction> direction_type();
// Board sizes the `boardsize` command and --boardsize take (min_size..max_size of the engine's
// grid.hpp, 3..8), and their range as people read it: "3..8".
bool board_size_fits(std::uint32_t n);
std::string board_size_range();
// A seed: 0 .. 2^64-1.
protocol::ArgType<std::uint64_t> seed_type();

}  // namespace boardtalk::g2048
