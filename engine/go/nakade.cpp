#include "engine/go/nakade.hpp"

#include <algorithm>
#include <array>

namespace boardtalk::go {

namespace {

// An empty region of at most 5 points.
struct Region {
    std::array<Point, 5> points{};
    int size = 0;
    bool contains(Point p) const {
        return std::find(points.begin(), points.begin() + size, p) != points.begin() + size;
    }
};

// The empty region through `start` when it has at most max_size (up to 5) points and the stones
// around it are all of colour `wall`; false otherwise.
bool walled_region(const FastBoard& board, Point start, Color wall, int max_size, Region& region) {
    const Color other = opponent(wall);
    if (board.stone_neighbours(start, other) > 0) return false;
    region.points[0] = start;
    region.size = 1;
    for (int i = 0; i < region.size; ++i)
        for (Point q : neighbours(region.points[i])) {
            if (board.at(q) != Color::empty || region.contains(q)) continue;
            if (region.size == max_size || board.stone_neighbours(q, other) > 0) return false;
            region.points[region.size++] = q;
        }
    return true;
}

}  // namespace

Point nakade_vital_point(const FastBoard& board, Point start, int max_size) {
    if (board.at(start) != Color::empty) return pass;
    // The colour of the wall: of the stones next to start, or either when there is none (the
    // centre of a crossed five).
    Color wall = Color::empty;
    for (Point q : neighbours(start))
        if (is_player(board.at(q))) wall = board.at(q);
    Region region;
    const bool walled = wall != Color::empty
                            ? walled_region(board, start, wall, max_size, region)
                            : walled_region(board, start, Color::black, max_size, region) ||
                                  walled_region(board, start, Color::white, max_size, region);
    if (!walled || region.size < 3) return pass;
    for (int i = 0; i < region.size; ++i) {
        const Point p = region.points[i];
        int inside = 0;
        for (Point q : neighbours(p)) inside += region.contains(q);
        if (inside != region.size - 1) continue;
        // At most one point of a region of 3 to 5 is next to all the others.
        return board.is_legal(p) && !board.is_self_atari(p) ? p : pass;
    }
    return pass;
}

Point nakade_near(const FastBoard& board, Point last) {
    // A stone that walls in an eye space has few empty neighbours: the open board is skipped
    // without a flood fill.
    if (board.empty_neighbours(last) > 2) return pass;
    for (Point q : neighbours(last)) {
        if (board.at(q) != Color::empty) continue;
        if (const Point p = nakade_vital_point(board, q, 4); p != pass) return p;
    }
    return pass;
}

}  // namespace boardtalk::go
