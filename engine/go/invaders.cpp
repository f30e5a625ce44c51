#include "engine/go/invaders.hpp"

#include <array>
#include <deque>
#include <vector>

namespace boardtalk::go {

namespace {

constexpr std::size_t max_stones = 8;  // "lone or small invaders"
constexpr std::size_t max_room = 12;   // too little to make two eyes against a defender
constexpr int min_open_room = 15;      // a region this large is open, not a finished area
constexpr int reach = 4;               // how far a stone's influence goes, through empty points

// Influence on every empty point of the given stones: each adds reach + 1 - d at the empty
// points within distance d <= reach of it (through empty points), so a wall outweighs a lone
// stone at the same distance.
std::vector<int> influence(const Board& board, const std::vector<Point>& stones) {
    std::vector<int> total(array_size, 0), dist(array_size, -1);
    std::vector<Point> reached;
    for (Point s : stones) {
        std::deque<Point> queue{s};
        dist[s] = 0;
        reached.assign(1, s);
        while (!queue.empty()) {
            const Point p = queue.front();
            queue.pop_front();
            if (dist[p] == reach) continue;
            for (Point n : neighbours(p))
                if (board.at(n) == Color::empty && dist[n] < 0) {
                    dist[n] = dist[p] + 1;
                    total[n] += reach + 1 - dist[n];
                    queue.push_back(n), reached.push_back(n);
                }
        }
        for (Point p : reached) dist[p] = -1;
    }
    return total;
}

// The stones of the chain at p and of the chains linked to it through shared liberties (a
// one-point jump, a diagonal, a wall with a gap).
std::vector<Point> linked_stones(const Board& board, Point p) {
    const Color c = board.at(p);
    PointSet seen;
    std::vector<Point> found, stack{p};
    seen.set(p);
    auto visit = [&](Point n) {
        if (board.at(n) == c && !seen.test(n)) seen.set(n), stack.push_back(n);
    };
    while (!stack.empty()) {
        const Point q = stack.back();
        stack.pop_back();
        found.push_back(q);
        for (Point n : neighbours(q)) {
            visit(n);
            if (board.at(n) == Color::empty)
                for (Point m : neighbours(n)) visit(m);
        }
    }
    return found;
}

std::vector<Point> stones_of(const Board& board, Color c) {
    std::vector<Point> out;
    for (Point p : board.points())
        if (board.at(p) == c) out.push_back(p);
    return out;
}

// Points reachable from `start` through points `inside` accepts, marking them in `seen`.
template <class Inside>
std::vector<Point> flood(Point start, PointSet& seen, Inside inside) {
    std::vector<Point> found, stack{start};
    seen.set(start);
    while (!stack.empty()) {
        const Point p = stack.back();
        stack.pop_back();
        found.push_back(p);
        for (Point n : neighbours(p))
            if (!seen.test(n) && inside(n)) seen.set(n), stack.push_back(n);
    }
    return found;
}

bool is_eye_of(const Board& board, Point p, Color c) {
    for (Point n : neighbours(p))
        if (board.at(n) != c && board.at(n) != Color::border) return false;
    return true;
}

// True when the group of c in `sphere` (its stones and its room) cannot live (see
// hopeless_invaders); `region` is how many points of its region the opponent dominates.
bool hopeless(const Board& board, const std::vector<Point>& sphere, Color c,
              const OwnershipCounts& counts, const PointSet& alive, std::size_t region) {
    std::size_t stones = 0, room = 0, eyes = 0;
    for (Point p : sphere) {
        if (board.at(p) != Color::empty) {
            ++stones;
            if (alive.test(p)) return false;
            const int owned = c == Color::black ? counts.black[p] : counts.white[p];
            if (counts.playouts > 0 && 20 * owned >= 17 * counts.playouts) return false;
            continue;
        }
        ++room;
        eyes += is_eye_of(board, p, c);
    }
    return stones <= max_stones && (room <= max_room || 4 * room <= region) && eyes < 2;
}

// For every stone of c, the empty points of its region (the points reachable through empty
// points and c's stones) and how many of them the opponent dominates.
struct RegionRoom {
    std::vector<int> empty = std::vector<int>(array_size, 0);
    std::vector<int> theirs = std::vector<int>(array_size, 0);
};

RegionRoom region_room(const Board& board, Color c, const std::vector<int>& mine,
                       const std::vector<int>& other) {
    RegionRoom out;
    PointSet seen;
    for (Point p : board.points()) {
        if (board.at(p) != c || seen.test(p)) continue;
        const auto region = flood(
            p, seen, [&](Point n) { return board.at(n) == c || board.at(n) == Color::empty; });
        int empty = 0, theirs = 0;
        for (Point q : region)
            if (board.at(q) == Color::empty) ++empty, theirs += other[q] > mine[q];
        for (Point q : region) out.empty[q] = empty, out.theirs[q] = theirs;
    }
    return out;
}

}  // namespace

PointSet hopeless_invaders(const Board& board, const OwnershipCounts& counts,
                           const PointSet& alive) {
    const std::array<std::vector<int>, 2> power = {
        influence(board, stones_of(board, Color::black)),
        influence(board, stones_of(board, Color::white))};
    PointSet out;
    for (Color c : {Color::black, Color::white}) {
        const auto& mine = power[player_index(c)];
        const auto& other = power[player_index(opponent(c))];
        const RegionRoom room = region_room(board, c, mine, other);
        PointSet done;
        for (Point p : board.points()) {
            if (board.at(p) != c || done.test(p) || room.empty[p] < min_open_room) continue;
            const auto group = linked_stones(board, p);
            for (Point q : group) done.set(q);
            // The group and the empty points where its own influence outweighs the
            // opponent's (each group is judged on the room it can claim by itself).
            const auto own = influence(board, group);
            PointSet in_group, seen;
            for (Point q : group) in_group.set(q);
            const auto sphere = flood(p, seen, [&](Point n) {
                return board.at(n) == Color::empty ? own[n] > other[n] : in_group.test(n);
            });
            if (hopeless(board, sphere, c, counts, alive, std::size_t(room.theirs[p])))
                for (Point s : sphere)
                    if (board.at(s) == c) out.set(s);
        }
    }
    return out;
}

}  // namespace boardtalk::go
