#pragma once
// Playing from the databases: the value of each legal turn and the turn that keeps the best one
// (win fastest, draw, lose slowest). Used by genmove (through the search's root) and by the
// database commands.
#include <optional>
#include <vector>

#include "engine/morris/solve/databases.hpp"

namespace boardtalk::morris::solve {

// A legal turn, the value of the position after it for the side that plays it, and whether that
// win or loss can end the game before the removal limit (the 100-ply rule) draws it.
struct RatedTurn {
    Turn turn;
    Value value;
    // The value's plies fit in the plies the removal limit leaves after the turn (counted from
    // the position's clock, from 0 after a removal). A late win may still come through, a removal
    // on the way restarting the clock (the tables do not say), else the rule draws it; a late
    // loss may be drawn the same way. True for draws and when the rule is off.
    bool in_time = true;
};

// Whether a game ending `v.plies` plies after `next` was reached (its clock counting) ends
// before the removal limit of `rules` draws it; true for a draw or with the limit off.
bool ends_in_time(const Position& next, Value v, const Rules& rules);

// The value, for the side to move at `pos`, of playing the legal `turn` (its slide or fly and
// its removal, if any): a win in 1 when it leaves the opponent 2 men, else the opposite of the
// opponent's stored value one ply further. Nullopt when the position after it is not covered.
std::optional<Value> value_after(const Position& pos, Turn turn, const Rules& rules,
                                 const Databases& db);

// Every legal turn of `pos` with its value and in_time, in generation order; nullopt unless every
// one of them leads to a covered position (or ends the game by material), and when `pos` has no
// turn.
std::optional<std::vector<RatedTurn>> rated_turns(const Position& pos, const Rules& rules,
                                                  const Databases& db);

// Orders values for the side that reaches them: a shorter win first, then longer wins, draws,
// longer losses, shorter losses. Larger is better.
int preference(Value v);
// The same for rated turns under the removal limit: wins in time (shortest first), late wins
// (shortest first), draws, late losses (longest first), losses in time (longest first).
int preference(const RatedTurn& r);

// The turn rated_turns finds best by preference(RatedTurn); among equals the one the static
// evaluation likes most, then the first generated. Deterministic; no search.
std::optional<RatedTurn> best_turn(const Position& pos, const Rules& rules, const Databases& db);

}  // namespace boardtalk::morris::solve
