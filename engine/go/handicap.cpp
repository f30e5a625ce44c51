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

// Greedy farthest-point placement: each new stone goes to the free point farthest from the
// stones already chosen (less a penalty for leaving the ideal line; ties: the lowest point).
// Keeps each point's distance to its nearest stone, so a stone costs one pass over the board.
class Spreader {
  public:
    Spreader(int width, int height, const std::vector<Point>& chosen)
        : width_(width), height_(height), nearest_(array_size, 2.0 * max_size) {
        for (Point q : chosen) update(q);
    }

    Point next() const {
        double best_value = -std::numeric_limits<double>::infinity();
        Point best = pass;
        for (int y = 0; y < height_; ++y)
            for (int x = 0; x < width_; ++x) {
                const Point p = point(x, y);
                if (nearest_[p] == 0) continue;  // already a stone
                const double value = nearest_[p] - 1.5 * line_penalty(p, width_, height_);
                if (value > best_value) best_value = value, best = p;
            }
        return best;
    }

    void update(Point q) {
        for (int y = 0; y < height_; ++y)
            for (int x = 0; x < width_; ++x) {
                const double d = std::hypot(double(x - x_of(q)), double(y - y_of(q)));
                nearest_[point(x, y)] = std::min(nearest_[point(x, y)], d);
            }
    }

  private:
    int width_, height_;
    std::vector<double> nearest_;
};

}  // namespace

std::optional<std::vector<Point>> free_handicap_points(int width, int height, int n) {
    if (n < 2 || n >= width * height) return std::nullopt;
    if (auto fixed = fixed_handicap_points(width, height, n)) return fixed;
    std::vector<Point> chosen;
    const int stars = max_fixed_handicap(width, height);
    if (stars > 0) chosen = *fixed_handicap_points(width, height, std::min(n, stars));
    chosen.reserve(n);
    Spreader spreader(width, height, chosen);
    while (static_cast<int>(chosen.size()) < n) {
        chosen.push_back(spreader.next());
        spreader.update(chosen.back());
    }
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
