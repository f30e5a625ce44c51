#pragma once
// The static evaluation: material (men on the board and in hand), closed mills, mill threats
// (two men and an empty third point the side can reach), mobility, blocked men, weighted by
// phase. In units of about 1/100 man; positive is good for the side to move.
#include "engine/morris/position.hpp"

namespace boardtalk::morris {

inline constexpr int kManValue = 100;

// Precondition: the game is not over (both sides have at least 3 men).
int evaluate(const Position& pos, const Rules& rules);

}  // namespace boardtalk::morris
