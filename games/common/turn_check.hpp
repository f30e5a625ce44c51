#pragma once
// Whose turn it is, checked the same way by the two-player games whose commands name a colour
// (Morris and DVONN `play` and `genmove`).
#include <optional>
#include <string>

namespace boardtalk::adapters {

// Throws CommandError unless the named colour may move now: "PREFIXthe game is over (RESULT)"
// when `over` holds the game's result (without the parentheses when it is empty), else
// "PREFIXnot your turn" unless `to_move`. `prefix` is "illegal move: " for play, "" for
// genmove.
void require_turn(const std::string& prefix, const std::optional<std::string>& over, bool to_move);

}  // namespace boardtalk::adapters
