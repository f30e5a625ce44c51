#pragma once
// Nakade: the vital point of a small eye space. An empty region of 3, 4 or 5 points walled in
// by the stones of one colour (and the edge) is one eye when the other side plays its vital
// point, two when the owner does; the vital point is the one point of the region next to all
// the others (straight and bent three, the pyramid four, the crossed five). Square four and
// bulky five have no such point and are left alone (the first is one eye whoever plays, the
// second needs more reading than a playout does).
#include "engine/go/fast_board.hpp"
#include "engine/go/point.hpp"

namespace boardtalk::go {

// The vital point of the eye space through the empty point `start`, or pass when the empty
// region through it is not a walled-in region of 3 to `max_size` (at most 5) points with a
// vital point, or when the side to move may not play it (illegal, or a self-atari).
Point nakade_vital_point(const FastBoard& board, Point start, int max_size = 5);

// The vital point of an eye space of 3 or 4 points next to `last` (the empty points next to it,
// in the order of go::neighbours), or pass when there is none. The playouts' step: the crossed
// five is rare, and reading five points costs every move.
Point nakade_near(const FastBoard& board, Point last);

}  // namespace boardtalk::go
