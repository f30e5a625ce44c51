#include "engine/dvonn/game_time.hpp"

#include <algorithm>
#include <bitset>

#include "engine/dvonn/movegen.hpp"

namespace boardtalk::dvonn {

namespace {

// The stacks `side` could move now (the sources of its steps).
int movable_stacks(const Board& b, Colour side) {
    MoveList steps;
    generate_steps(b, side, steps);
    std::bitset<kSquareSlots> sources;
    for (const Move& m : steps) sources.set(m.from);
    return static_cast<int>(sources.count());
}

}  // namespace

double own_moves_left(const Board& b, double placement_units) {
    if (b.phase == Phase::placing) {
        const int placements_left = kSpaces - b.placed;
        const int own = (placements_left + 1) / 2;  // the side to move places every other piece
        return placement_units * own + kMovingUnitsWhilePlacing;
    }
    const int stacks = movable_stacks(b, Colour::white) + movable_stacks(b, Colour::black);
    return std::max(2.0, stacks / 2.0);
}

double move_share(const Board& b, double seconds_left, double placement_units) {
    const double usable = seconds_left - kGameTimeReserve;
    if (usable <= 0) return 0.001;
    const double units = b.phase == Phase::placing ? placement_units : 1.0;
    return usable * units / own_moves_left(b, placement_units);
}

}  // namespace boardtalk::dvonn
