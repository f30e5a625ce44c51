#pragma once
// The position text: one line, rows from the top separated by `/`, the tile values of a row
// separated by `,` (0 = empty), then `score N`:
//   2,0,0,4/0,0,0,0/0,0,0,0/0,0,2,0 score 12
#include <cstdint>
#include <string>
#include <string_view>

#include "core/result.hpp"
#include "engine/2048/grid.hpp"

namespace boardtalk::g2048 {

struct Position {
    Grid grid;
    std::uint64_t score = 0;
    friend bool operator==(const Position&, const Position&) = default;
};

// The canonical text; parse_position(format_position(p), n) gives p back.
std::string format_position(const Position& position);

// Parses a position for an n x n board. The score part is optional (0). Rejects, with a
// one-line message naming the place: a row count or row length other than n, a value that is
// not 0 or a power of two >= 2, a tile above 2^max_reachable_exponent(n), a bad score, and any
// trailing text. Precondition: min_size <= n <= max_size.
Result<Position> parse_position(std::string_view text, int n);

// The value of exponent e as text ("0" for empty, else 2^e).
std::string tile_text(std::uint8_t exponent);

}  // namespace boardtalk::g2048
