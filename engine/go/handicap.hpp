#pragma once

#include <optional>
#include <vector>

#include "engine/go/point.hpp"

namespace boardtalk::go {

// The fixed handicap placement of GTP (GNU Go / GoGui table): star points on line 4 for sizes
// >= 13, line 3 for 7..12; n from 2 to 4 on even sizes and 7x7, 2 to 9 on odd sizes >= 9.
// nullopt for a non-square board, a size below 7, or n outside that range. Order: lower left,
// upper right, upper left, lower right, centre, left and right edge, top and bottom edge
// (the order is not significant to GTP; the set is what the table fixes).
std::optional<std::vector<Point>> fixed_handicap_points(int width, int height, int n);

// The largest n fixed_handicap_points accepts for this size (0 when there is no table).
int max_fixed_handicap(int width, int height);

// n points chosen by the engine for place_free_handicap: the fixed placement when it exists,
// else the available star points, then points spread as far as possible from the stones already
// chosen (preferring the third and fourth lines). Deterministic. nullopt when n < 2 or
// n >= width * height (a handicap must leave a point to play).
std::optional<std::vector<Point>> free_handicap_points(int width, int height, int n);

// True when p is drawn as a star point (hoshi) on a width x height board: the fixed-handicap
// points of the largest table for the size (none below 7x7 or on rectangular boards).
bool is_star_point(Point p, int width, int height);

}  // namespace boardtalk::go
