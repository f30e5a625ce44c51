#pragma once

#include <cstdint>
#include <vector>

#include "engine/go/board.hpp"

namespace boardtalk::go {

// Who owned each point at the end of a set of playouts. A point is owned by the colour of
// its stone, or when empty by the colour of all its neighbours.
struct OwnershipCounts {
    int playouts = 0;
    std::vector<int> black = std::vector<int>(array_size, 0);  // indexed by Point
    std::vector<int> white = std::vector<int>(array_size, 0);

    // (black - white) / playouts: +1 when black owned p in every playout, -1 white; 0 when no
    // playout ran.
    double value(Point p) const {
        return playouts > 0 ? double(black[p] - white[p]) / playouts : 0.0;
    }
};

// Runs `playouts` light random playouts (PlayoutBoard: uniform legal moves that do not fill
// the mover's own eye, simple ko, no suicide, until two passes or 3 x points moves) from
// `board` with `to_move` first, and counts who owns each point at their ends. The same
// arguments give the same counts (the seed fixes everything). Light playouts are noisy in
// large open areas: a lone invader there survives in about half of them, so it is not judged
// dead by the 2/3 rule (a version with capture / atari-escape / no-self-atari rules was tried
// and did no better on such positions, at ten times the cost).
OwnershipCounts playout_ownership(const Board& board, Color to_move, int playouts,
                                  std::uint64_t seed);

}  // namespace boardtalk::go
