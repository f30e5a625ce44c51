#pragma once
// The argument types of the 2048 commands.
#include <cstdint>
#include <string>

#include "engine/2048/direction.hpp"
#include "protocol/arg_types.hpp"

namespace boardtalk::g2048 {

// Any token, named "direction": the handler parses it so that a bad one fails with
// `unknown direction 'x'` rather than a syntax error.
protocol::ArgType<std::string> direction_word();
// Parses a direction token or throws CommandError("unknown direction 'x'").
Direction to_direction(const std::string& word);
// Board sizes the `boardsize` command and --size take (3..8).
bool board_size_fits(std::uint32_t n);
// A seed: 0 .. 2^64-1.
protocol::ArgType<std::uint64_t> seed_type();

}  // namespace boardtalk::g2048
