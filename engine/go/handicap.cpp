#include "engine/go/handicap.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <limits>

namespace boardtalk::go {

int max_fixed_handicap(int width, int height) {
    if (width != height || width < 7 || width > max_size) return 0;
    return (width % 2 == 1 && width >= 9) ? 9 : 4;
}

std::optional<std::vector<Point>> fixed_handicap_points(int width, int height, int n) {
    if (n < 2 || n > max_fixed_handicap(width, height)) return std::nullopt;
    const int size = width;
    const int edge = size >= 13 ? 3 : 2;  // 0-based: line 4 or line 3
    const int low = edge, high = size - 1 - edge, mid = size / 2;
    std::vector<Point> points{point(low, low), point(high, high)};
    if (n >= 3) points.push_back(point(low, high));
    if (n >= 4) points.push_back(point(high, low));
    if (n >= 6) {
        points.push_back(point(low, mid));
        points.push_back(point(high, mid));
    }
    if (n >= 8) {
        points.push_back(point(mid, high));
        points.push_back(point(mid, low));
    }
    if (n % 2 == 1 && n >= 5) points.push_back(point(mid, mid));
    return points;
}

namespace {

// How far p is from the line a handicap stone would ideally sit on (the third line on small
// boards, the fourth from 13x13 up, or the middle on boards too small for either).
int line_penalty(Point p, int width, int height) {
    int x = x_of(p), y = y_of(p);
    int edge_distance = std::min({x, y, width - 1 - x, height - 1 - y});
    int ideal = std::min(std::min(width, height) >= 13 ? 3 : 2, (std::min(width, height) - 1) / 2);
    return std::abs(edge_distance - ideal);
}

// Adds the empty point farthest from the chosen ones (ties: nearest the ideal line, then lowest).
void add_spread_point(std::vector<Point>& chosen, int width, int height) {
    double best_value = -std::numeric_limits<double>::infinity();
    Point best = pass;
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x) {
            Point p = point(x, y);
            if (std::find(chosen.begin(), chosen.end(), p) != chosen.end()) continue;
            double nearest = 2.0 * max_size;
            for (Point q : chosen)
                nearest = std::min(nearest, std::hypot(double(x - x_of(q)), double(y - y_of(q))));
            double value = nearest - 1.5 * line_penalty(p, width, height);
            if (value > best_value) best_value = value, best = p;
        }
    chosen.push_back(best);
}

}  // namespace

std::optional<std::vector<Point>> free_handicap_points(int width, int height, int n) {
    if (n < 2 || n >= width * height) return std::nullopt;
    if (auto fixed = fixed_handicap_points(width, height, n)) return fixed;
    std::vector<Point> chosen;
    const int stars = max_fixed_handicap(width, height);
    if (stars > 0) chosen = *fixed_handicap_points(width, height, std::min(n, stars));
    chosen.reserve(n);
    while (static_cast<int>(chosen.size()) < n) add_spread_point(chosen, width, height);
    return chosen;
}

bool is_star_point(Point p, int width, int height) {
    const int max = max_fixed_handicap(width, height);
    if (max == 0) return false;
    // Corners and centre everywhere the table exists; the side points only on big boards.
    const int drawn = width >= 15 ? max : std::min(max, 5);
    auto points = *fixed_handicap_points(width, height, drawn);
    return std::find(points.begin(), points.end(), p) != points.end();
}

}  // namespace boardtalk::go
