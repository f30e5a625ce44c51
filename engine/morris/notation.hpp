#pragma once
// Move notation: place `d6`, slide or fly `a1-a4`, a mill's removal attached as `d6xb4` /
// `a1-a4xb4` or given separately as `xb4`. Parsing here is syntax only; movegen's check_turn
// says whether a turn is legal.
#include <string>
#include <string_view>

#include "core/result.hpp"
#include "engine/morris/types.hpp"

namespace boardtalk::morris {

// The canonical text of a turn (lower case): "d6", "a1-a4xb4".
std::string format_turn(Turn turn);

// Parses a turn (case-insensitive). Errors name the problem: "unknown square 'h9'",
// "expected a square after '-'", "a man must move to another square".
Result<Turn> parse_turn(std::string_view text);

// Parses a separate removal token "xb4" to its point.
Result<Point> parse_removal(std::string_view text);

}  // namespace boardtalk::morris
