#pragma once
// Prior knowledge for the MCTS player: the virtual playouts a new child starts with, from the
// tactical features of its move (Michi's scheme).
#include <vector>

#include "engine/go/fast_board.hpp"
#include "engine/go/search_params.hpp"

namespace boardtalk::go {

// One candidate with its virtual playouts (wins for the mover).
struct Prior {
    Point move = pass;
    float visits = 0;
    float wins = 0;
};

// The virtual playouts of each candidate move of the side to move of `board`: `even` playouts
// half won for every move; more wins for captures (more for 3+ stones), atari escapes (losses
// instead when a ladder takes the escaping chain), the atari that wins a two-liberty capture
// race, the vital point of a small eye space, MoGo 3x3 patterns, and by distance to `last`
// (the move that led here; pass: none); losses for self-ataris, and on lines 1-2 with no stone
// within distance 3 (wins on line 3), and on lines 1-2 in the opening of a large board unless the
// move captures or saves an atari. Pass gets `even` playouts and no win, so the search tries it
// only when everything else looks lost. Precondition: every candidate is pass or a legal move for
// the side to move.
// With `ratings`, each move also gets params.ratings virtual playouts, won in the proportion of
// its strength to the strongest candidate's.
std::vector<Prior> compute_priors(const FastBoard& board, const std::vector<Point>& candidates,
                                  Point last, const PriorParams& params,
                                  const MoveRatings* ratings = nullptr);

// True when params.opening_far_line leaves p out of the search: a board in its opening (as for
// opening_edge), no stone within distance 3 of p, and p on that line or further from the edge.
bool left_out_in_opening(const FastBoard& board, Point p, const PriorParams& params);

}  // namespace boardtalk::go
