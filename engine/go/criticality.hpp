#pragma once
// Criticality (Coulom 2009, "Criticality: a Monte-Carlo heuristic for Go programs"): how much
// owning a point at the end of a playout goes with winning the playout. A point that the winner
// owns in more playouts than chance would give (its owner and the winner independent) is one
// the game turns on: a group whose life decides it, a capture race. The search gives new
// children on such points virtual wins (PriorParams::criticality).
#include <array>
#include <vector>

#include "engine/go/color.hpp"
#include "engine/go/dead_stones_playout.hpp"
#include "engine/go/point.hpp"

namespace boardtalk::go {

// Beside OwnershipCounts (who owned each point) over the same playouts: who won them, and how
// often each point was owned by the winner.
struct CriticalityCounts {
    int black_wins = 0;
    std::vector<int> winner_owned = std::vector<int>(array_size, 0);  // indexed by Point

    // One playout's owners (indexed by Point; empty: nobody) and winner, for the `points`.
    template <typename Points>
    void add(const std::array<Color, array_size>& owner, bool black_won, const Points& points) {
        black_wins += black_won;
        const Color winner = black_won ? Color::black : Color::white;
        for (Point p : points) winner_owned[p] += owner[p] == winner;
    }
};

// P(owner = winner) - (P(Black owns) P(Black wins) + P(White owns) P(White wins)) over the
// playouts of `owned`: 0 when owning p and winning are independent (and when no playout ran),
// up to 1/2 when whoever owns p wins and either side does half the time, below 0 when owning p
// goes with losing.
inline double criticality(const OwnershipCounts& owned, const CriticalityCounts& counts, Point p) {
    if (owned.playouts <= 0) return 0;
    const double n = owned.playouts;
    const double black_wins = counts.black_wins / n;
    return counts.winner_owned[p] / n -
           (owned.black[p] / n * black_wins + owned.white[p] / n * (1 - black_wins));
}

}  // namespace boardtalk::go
