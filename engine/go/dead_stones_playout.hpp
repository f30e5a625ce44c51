#pragma once

#include <array>
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

    // One playout's owners (indexed by Point; empty: nobody), for the `points`.
    template <typename Points>
    void add(const std::array<Color, array_size>& owner, const Points& points) {
        for (Point p : points) {
            black[p] += owner[p] == Color::black;
            white[p] += owner[p] == Color::white;
        }
        ++playouts;
    }

    // (black - white) / playouts: +1 when black owned p in every playout, -1 white; 0 when no
    // playout ran.
    double value(Point p) const {
        return playouts > 0 ? double(black[p] - white[p]) / playouts : 0.0;
    }
};

// Runs `playouts` light random playouts (FastBoard::play_random: uniform legal moves that do not
// fill the mover's own eye, simple ko, no suicide, until two passes or 3 x points moves) from
// `board` with `to_move` first, and counts who owns each point at their ends. The same
// arguments give the same counts (the seed fixes everything). Light playouts are noisy in
// large open areas (a lone invader there survives in about half of them) and miss captures
// that decide a position, which is why the estimate of a Game uses the ownership of a search
// instead (MctsSearch::ownership_counts, in the same counts).
OwnershipCounts playout_ownership(const Board& board, Color to_move, int playouts,
                                  std::uint64_t seed);

}  // namespace boardtalk::go
