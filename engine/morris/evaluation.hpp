#pragma once
// The static evaluation: material (men on the board and in hand), closed mills, mill threats
// (two men and an empty third point the side can reach), mobility, blocked men, weighted by
// phase. In units of about 1/100 man; positive is good for the side to move.
#include "core/named_weights.hpp"
#include "engine/morris/position.hpp"

namespace boardtalk::morris {

inline constexpr int kManValue = 100;

// The weights of the evaluation's terms, in 1/100 man (a man is kManValue). A value type, so
// that versions of the player can be matched against each other and tuned (`boardtalk morris
// --eval`).
// The first six were tuned by SPSA on games at 0.05 s a move (conformance/records/
// morris-0.05s-eval-spsa; the SPRT that made them the defaults is in its commit message).
struct EvalWeights {
    int closed_mill = 21;       // per closed mill
    int placing_threat = 15;    // per mill threat, while placing
    int placing_mobility = 30;  // per free neighbour of a man, while placing
    int placing_blocked = 29;   // taken off per man with no free neighbour, while placing
    int moving_threat = 28;     // the same three while moving
    int moving_mobility = 6;
    int moving_blocked = 30;
    int flying_threat = 40;   // per mill threat of a side that flies
    int to_move_threat = 20;  // the side to move has a threat (it closes first)
    int flyer_fork = 40;      // taken off when the opponent flies and has two threats
    int nearly_blocked = 30;  // per slide short of 3 the moving opponent has left
    friend bool operator==(const EvalWeights&, const EvalWeights&) = default;
};

// Every weight lies in -kMaxEvalWeight..kMaxEvalWeight: far beyond any useful value, and small
// enough that no sum overflows a score.
inline constexpr int kMaxEvalWeight = 1000;

// The weights' names in the order of EvalWeights: the one list their text form reads.
inline constexpr NamedWeight<EvalWeights> kEvalWeightNames[] = {
    {"closed_mill", &EvalWeights::closed_mill},
    {"placing_threat", &EvalWeights::placing_threat},
    {"placing_mobility", &EvalWeights::placing_mobility},
    {"placing_blocked", &EvalWeights::placing_blocked},
    {"moving_threat", &EvalWeights::moving_threat},
    {"moving_mobility", &EvalWeights::moving_mobility},
    {"moving_blocked", &EvalWeights::moving_blocked},
    {"flying_threat", &EvalWeights::flying_threat},
    {"to_move_threat", &EvalWeights::to_move_threat},
    {"flyer_fork", &EvalWeights::flyer_fork},
    {"nearly_blocked", &EvalWeights::nearly_blocked},
};

// Precondition: the game is not over (both sides have at least 3 men).
int evaluate(const Position& pos, const Rules& rules, const EvalWeights& w = {});

}  // namespace boardtalk::morris
