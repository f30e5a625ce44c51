#pragma once

#include <cstdint>

#include "engine/go/color.hpp"
#include "engine/go/point.hpp"

namespace boardtalk::go {

// Fixed pseudo-random 64-bit keys (the same in every run and process), generated at compile time.

// The key of a stone of colour c (black or white) at p; 0 for any other colour.
std::uint64_t stone_key(Color c, Point p);

// The key mixed into situational-superko hashes for the player to move next (black or white).
std::uint64_t to_move_key(Color c);

}  // namespace boardtalk::go
