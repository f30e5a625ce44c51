// Board::verify: a slow, independent recomputation of the incremental chain data (for tests).
#include <algorithm>
#include <string>
#include <vector>

#include "engine/go/board.hpp"
#include "engine/go/zobrist.hpp"

namespace boardtalk::go {

namespace {

// The stones connected to p by flood fill over the colours alone.
std::vector<Point> flood(const std::array<Color, array_size>& color, Point p) {
    std::vector<Point> stones{p}, stack{p};
    std::array<bool, array_size> seen{};
    seen[p] = true;
    while (!stack.empty()) {
        Point s = stack.back();
        stack.pop_back();
        for (Point n : neighbours(s))
            if (!seen[n] && color[n] == color[p]) {
                seen[n] = true;
                stones.push_back(n);
                stack.push_back(n);
            }
    }
    std::sort(stones.begin(), stones.end());
    return stones;
}

std::string where(Point p) {
    return " at (" + std::to_string(x_of(p)) + "," + std::to_string(y_of(p)) + ")";
}

}  // namespace

std::optional<std::string> Board::verify() const {
    std::uint64_t hash = 0;
    std::array<int, 2> counts{};
    for (Point p : points_) {
        Color c = color_[p];
        if (!is_player(c)) continue;
        hash ^= stone_key(c, p);
        ++counts[player_index(c)];
        std::vector<Point> expected = flood(color_, p);
        std::vector<Point> linked = chain(p);
        std::sort(linked.begin(), linked.end());
        if (linked != expected) return "chain list differs from flood fill" + where(p);
        Point h = head_[p];
        int pseudo = 0;
        for (Point s : expected) {
            if (head_[s] != h) return "stones of one chain with different heads" + where(s);
            for (Point n : neighbours(s)) pseudo += color_[n] == Color::empty;
        }
        if (size_[h] != expected.size()) return "wrong chain size" + where(p);
        if (pseudo_libs_[h] != pseudo) return "wrong pseudo-liberty count" + where(p);
        if (pseudo == 0) return "chain without liberty on the board" + where(p);
    }
    if (hash != hash_) return std::string("incremental hash differs from recomputed hash");
    if (counts != stone_count_) return std::string("wrong stone counts");
    return std::nullopt;
}

}  // namespace boardtalk::go
