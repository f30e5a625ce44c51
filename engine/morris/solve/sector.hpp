#pragma once
// Sectors of the moving and flying phases (no men in hand) and the combinatorial rank of a
// position inside its sector. A sector is named from the side to move: `mover` men of the side
// to move and `other` men of its opponent. The sector (W white, B black, white to move) and its
// colour-swapped twin (B white, W black, black to move) are the same sector: values are always
// for the side to move, so one table serves both colours.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "engine/morris/types.hpp"

namespace boardtalk::morris::solve {

struct Sector {
    int mover = 3;  // men on the board of the side to move
    int other = 3;  // men on the board of its opponent
    friend bool operator==(const Sector&, const Sector&) = default;
    friend auto operator<=>(const Sector&, const Sector&) = default;
};

// "4-3": mover men, then other men.
std::string sector_name(Sector s);
// The inverse of sector_name for the sectors of the moving phase (3..12 men a side, 24 at
// most together); nullopt for anything else.
std::optional<Sector> parse_sector_name(std::string_view text);

// n choose k for 0 <= n <= 24 (0 when k < 0 or k > n).
std::uint64_t binomial(int n, int k);

// Positions in the sector: C(24, mover) * C(24 - mover, other).
std::uint64_t sector_size(Sector s);

// The rank of (mover men, other men) in 0 .. sector_size(s) - 1: the colex rank of the mover's
// men among the 24 points, times C(24 - mover, other), plus the colex rank of the other men
// among the points the mover leaves empty. Precondition: disjoint masks of the sector's counts.
std::uint64_t rank(Sector s, Mask mover, Mask other);

// The inverse of rank: (mover men, other men). Precondition: r < sector_size(s).
std::pair<Mask, Mask> unrank(Sector s, std::uint64_t r);

// The pieces of rank: the colex rank of a set of points (bit i = position i), its inverse for
// `k` positions below `n`, and squeezing the points of `taken` out of a set (bit q of the result
// is the q-th point not in `taken`) and back.
std::uint64_t colex_rank(Mask m);
Mask colex_unrank(std::uint64_t r, int k, int n);
Mask compress(Mask other, Mask taken);
Mask expand(Mask squeezed, Mask taken);

}  // namespace boardtalk::morris::solve
