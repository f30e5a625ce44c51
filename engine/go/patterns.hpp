#pragma once

#include <cstdint>

namespace boardtalk::go {

// The MoGo 3x3 playout patterns (Gelly, Wang, Munos, Teytaud 2006; the set Michi uses): hane,
// cut and edge shapes around an empty point that are good moves for either colour.
//
// A neighbourhood is a 16-bit key: the 8 neighbours of the centre, 2 bits each holding the
// Color value (0 empty, 1 black, 2 white, 3 border), in diagram order from the top left:
//   0 1 2        bits 0-1: up-left (x-1, y+1), 2-3: up, 4-5: up-right,
//   3 . 4        6-7: left, 8-9: right,
//   5 6 7        10-11: down-left, 12-13: down, 14-15: down-right (y grows upwards).
// The table holds every key that fits one of the patterns in any of its 8 rotations and
// reflections, with colours as drawn or swapped, so a match does not depend on whose turn it is.

// The table as 1,024 words of 64 bits (key k is bit k % 64 of word k / 64); built once, on the
// first call (thread-safe), and never changed.
const std::uint64_t* pattern_table();

// True when the neighbourhood `key` fits one of the patterns.
inline bool pattern_matches(const std::uint64_t* table, std::uint16_t key) {
    return (table[key >> 6] >> (key & 63)) & 1;
}
inline bool pattern_matches(std::uint16_t key) {
    return pattern_matches(pattern_table(), key);
}

}  // namespace boardtalk::go
