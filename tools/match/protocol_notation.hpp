#pragma once
// Our canonical move notation (the referee's, games.md) to and from the notations of the
// protocols other than GTP. The conversion is of form only; the referee judges the moves.
//
// DVONN, CodeCup 2011 (to it: dvonn::to_codecup in the engine's notation, which the engine's own
// CodeCup mode uses too) (the arbiter's dvonn.go, PrimaDvonna's IO.c): the same spaces as ours
// (columns A..K, rows 1..5, row 1 = A1..I1 up to row 5 = C5..K5), upper case; a placement is
// the space ("E3"), a stack move the two spaces run together ("A1B2"), a pass "PASS".
// Nine Men's Morris, Sanmill's UCI (uci.cpp UCI::square / UCI::move): the same 24 squares as
// ours ("a1".."g7", lower case); a placement is the square, a move "a1-a4", and a mill's removal
// a move of its own, "xb4", that the same side makes next (its own `go`, its own `bestmove`).
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace boardtalk::match {

// "E3" -> "E3", "A1B2" -> "A1-B2", "PASS" -> "pass"; nullopt for anything but a CodeCup move
// (exactly one or two spaces [A-K][1-5], or PASS). Whether a space is on the board is the
// referee's to say.
std::optional<std::string> dvonn_from_codecup(std::string_view line);

// A canonical Morris turn as Sanmill's move list has it: "d6" -> {"d6"}, "a1-a4xb4" ->
// {"a1-a4", "xb4"}.
std::vector<std::string> morris_to_sanmill(std::string_view canonical);
// Sanmill's move and, after a mill, its removal as one turn the referee reads: "d6", "xb4" ->
// "d6 xb4".
std::string morris_from_sanmill(std::string_view move, std::string_view removal = {});

}  // namespace boardtalk::match
