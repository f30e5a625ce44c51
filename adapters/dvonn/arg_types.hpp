#pragma once
// The argument types of the dvonn commands.
#include <cstdint>
#include <string>

#include "engine/dvonn/types.hpp"
#include "protocol/arg_types.hpp"

namespace boardtalk::dvonn {

// white|w|black|b, any case.
protocol::ArgType<Colour> colour_type();
// A move: E3, A1-B2 (or A1B2), pass (syntax only; the game says whether it is legal). A bad one
// is "invalid move 'L3': unknown space 'L3'".
protocol::ArgType<Move> move_type();
// The kind of setup: `random`.
enum class SetupKind { random };
protocol::ArgType<SetupKind> setup_kind_type();
// A 64-bit seed, decimal.
protocol::ArgType<std::uint64_t> seed_type();

}  // namespace boardtalk::dvonn
