#pragma once
// Time for a whole game (CodeCup style: one budget per game, `--game-time S`): how much of what is
// left one move may use, from the phase and the number of stacks that can still move.
//
// The estimate, in "move units": a placement counts half a unit (the placement search gains less
// from time than the moving phase's alpha-beta), the moving phase is guessed at 16 own moves
// while placing, and once moving at half the stacks of both sides that can still move (every
// move uses up at least one stack; at least 2 units, so a move never takes more than half of what
// is left). A small reserve covers the time around the search (reading, writing, set-up).
#include "engine/dvonn/board.hpp"

namespace boardtalk::dvonn {

inline constexpr double kPlacementUnits = 0.5;
inline constexpr double kMovingUnitsWhilePlacing = 16.0;
inline constexpr double kGameTimeReserve = 0.05;  // seconds never planned for

// Seconds for the side to move's next move on `board` (not a finished game) when `seconds_left`
// remain of its game budget, a placement counting `placement_units` of a move; 0 < result <
// seconds_left when seconds_left > kGameTimeReserve, else a token 1 ms (the search then completes
// depth 1 only).
double move_share(const Board& board, double seconds_left,
                  double placement_units = kPlacementUnits);

// The side to move's own moves still to come, in units, as move_share counts them.
double own_moves_left(const Board& board, double placement_units = kPlacementUnits);

// The range of a placement's units (`--placement-units`): above 0, at most 2 moves.
inline constexpr double kMaxPlacementUnits = 2.0;

// A game's budget: what the engine has used of `total` since the game began.
struct GameBudget {
    double total = 0.0;
    double used = 0.0;
    double placement_units = kPlacementUnits;  // what a placement counts, in moves
    double left() const { return total - used; }
};

}  // namespace boardtalk::dvonn
