#pragma once
// The playouts of the MCTS player: from a tree leaf to the end of the game (run_playout of
// fast_playout.hpp), recording what the RAVE statistics and the ownership need.
#include <array>
#include <vector>

#include "engine/go/fast_board.hpp"
#include "engine/go/heavy_policy.hpp"
#include "engine/go/rng.hpp"

namespace boardtalk::go {

// What a playout leaves behind, indexed by Point.
struct PlayoutRecord {
    // The colour that played each point first during the playout (empty: nobody).
    std::array<Color, array_size> first_mover{};
    // The owner of each board point at the end (FastBoard::area_owner; empty: nobody).
    std::array<Color, array_size> owner{};
    int margin = 0;            // black area minus white area at the end, komi not included
    std::vector<Point> moves;  // scratch: the playout's moves
};

// Plays out `board` (changed: left at the final position) from its side to move, with the
// heavy policy `heavy` or, when it is null, the light one, until two passes in a row or
// 3 x points moves, and fills `record`. first_mover must be all empty on entry (the search
// clears it).
void run_mcts_playout(FastBoard& board, Rng& rng, const HeavyPolicy* heavy, PlayoutRecord& record);

}  // namespace boardtalk::go
