#pragma once
// The board: point names, adjacency along the drawn lines and the mills. Two boards exist: the
// standard one (16 mills) and the one with the four diagonal lines (20 mills, 12 men's morris).
#include <array>
#include <optional>
#include <string_view>

#include "engine/morris/types.hpp"

namespace boardtalk::morris {

struct Geometry {
    std::array<Mask, kPoints> adjacent{};  // neighbours along the lines
    std::array<Mask, 20> mills{};          // the full mills, `mill_count` of them
    int mill_count = 0;
    // For each point, the other two points of every mill through it (at most 3 mills).
    std::array<std::array<Mask, 3>, kPoints> mill_pairs{};
    std::array<int, kPoints> mill_pair_count{};

    // True when a man of a side owning `own` (not counting the moving man) arriving at `to`
    // completes a mill.
    bool closes_mill(Mask own, Point to) const {
        for (int k = 0; k < mill_pair_count[to]; ++k)
            if ((own & mill_pairs[to][k]) == mill_pairs[to][k]) return true;
        return false;
    }
    // The men of `men` that stand in a complete mill.
    Mask in_mills(Mask men) const {
        Mask out = 0;
        for (int k = 0; k < mill_count; ++k)
            if ((men & mills[k]) == mills[k]) out |= mills[k];
        return out;
    }
    // The men of `men` that a mill may remove: those outside mills, or all if every one is in one.
    Mask removable(Mask men) const {
        const Mask free = men & ~in_mills(men);
        return free ? free : men;
    }
};

// The standard board, or the board with diagonals. Both are built once and live forever.
const Geometry& geometry(bool diagonals);

// "a7", "d7", ... ; precondition 0 <= p < 24.
std::string_view point_name(Point p);
// Parses "d6" (case-insensitive); nullopt for anything that is not one of the 24 points.
std::optional<Point> parse_point(std::string_view text);

}  // namespace boardtalk::morris
