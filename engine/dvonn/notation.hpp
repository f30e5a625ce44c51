#pragma once
// Move notation: placement `E3`, stack move `A1-B2` (or CodeCup's `A1B2`), `pass`; any case.
#include <string>
#include <string_view>

#include "core/result.hpp"
#include "engine/dvonn/types.hpp"

namespace boardtalk::dvonn {

// Parses one move token; the error says what is wrong ("unknown space 'L3'", ...). Only the
// syntax and the spaces are checked, not legality.
Result<Move> parse_move(std::string_view text);
// One space (E3, any case); the error says what is wrong ("unknown space 'L3'", ...).
Result<Square> parse_space(std::string_view text);
// "E3", "A1-B2", "pass" (canonical: upper case with the dash).
std::string format_move(const Move& m);
// CodeCup 2011's form of a move in canonical text: "E3" -> "E3", "A1-B2" -> "A1B2", "pass" ->
// "PASS" (a change of form only; the precondition is canonical text).
std::string to_codecup(std::string_view canonical);

}  // namespace boardtalk::dvonn
