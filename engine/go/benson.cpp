#include "engine/go/benson.hpp"

#include <algorithm>
#include <vector>

namespace boardtalk::go {

namespace {

constexpr int none = -1;

// c's chains and the c-enclosed regions of one board, numbered, with their adjacency.
struct Partition {
    std::vector<int> chain_of = std::vector<int>(array_size, none);   // c stones only
    std::vector<int> region_of = std::vector<int>(array_size, none);  // every other point
    std::vector<std::vector<Point>> regions;                          // points of each region
    std::vector<std::vector<int>> borders;  // chains next to each region (sorted, unique)
    int chains = 0;
};

// Floods from start over the points for which `inside` holds, numbering them `id` in `label`.
template <class Inside>
std::vector<Point> flood(const Board& board, Point start, int id, std::vector<int>& label,
                         Inside inside) {
    std::vector<Point> found{start}, stack{start};
    label[start] = id;
    while (!stack.empty()) {
        const Point p = stack.back();
        stack.pop_back();
        for (Point n : neighbours(p))
            if (board.on_board(n) && label[n] == none && inside(n)) {
                label[n] = id;
                found.push_back(n);
                stack.push_back(n);
            }
    }
    return found;
}

Partition partition(const Board& board, Color c) {
    Partition part;
    for (Point p : board.points()) {
        if (board.at(p) == c && part.chain_of[p] == none)
            flood(board, p, part.chains++, part.chain_of,
                  [&](Point q) { return board.at(q) == c; });
        if (board.at(p) != c && part.region_of[p] == none) {
            const int id = static_cast<int>(part.regions.size());
            part.regions.push_back(
                flood(board, p, id, part.region_of, [&](Point q) { return board.at(q) != c; }));
        }
    }
    part.borders.resize(part.regions.size());
    for (std::size_t r = 0; r < part.regions.size(); ++r) {
        auto& b = part.borders[r];
        for (Point p : part.regions[r])
            for (Point n : neighbours(p))
                if (part.chain_of[n] != none) b.push_back(part.chain_of[n]);
        std::sort(b.begin(), b.end());
        b.erase(std::unique(b.begin(), b.end()), b.end());
    }
    return part;
}

// The chains to which region r is vital: those adjacent to every empty point of r.
std::vector<int> vital_to(const Board& board, const Partition& part, std::size_t r) {
    std::vector<int> result;
    bool has_empty = false;
    for (int chain : part.borders[r]) {
        bool all = true;
        for (Point p : part.regions[r]) {
            if (board.at(p) != Color::empty) continue;
            has_empty = true;
            const auto adj = neighbours(p);
            all = std::any_of(adj.begin(), adj.end(),
                              [&](Point n) { return part.chain_of[n] == chain; });
            if (!all) break;
        }
        if (all) result.push_back(chain);
    }
    return has_empty ? result : std::vector<int>{};
}

}  // namespace

UnconditionalLife unconditional_life(const Board& board, Color c) {
    const Partition part = partition(board, c);
    const std::size_t region_count = part.regions.size();
    std::vector<std::vector<int>> vital(region_count);
    for (std::size_t r = 0; r < region_count; ++r) vital[r] = vital_to(board, part, r);
    std::vector<bool> chain_alive(part.chains, true), region_ok(region_count, true);
    for (bool changed = true; changed;) {
        changed = false;
        std::vector<int> vital_count(part.chains, 0);
        for (std::size_t r = 0; r < region_count; ++r)
            if (region_ok[r])
                for (int chain : vital[r]) ++vital_count[chain];
        for (int chain = 0; chain < part.chains; ++chain)
            if (chain_alive[chain] && vital_count[chain] < 2)
                chain_alive[chain] = false, changed = true;
        for (std::size_t r = 0; r < region_count; ++r) {
            const auto& b = part.borders[r];
            if (region_ok[r] &&
                std::any_of(b.begin(), b.end(), [&](int x) { return !chain_alive[x]; }))
                region_ok[r] = false, changed = true;
        }
    }
    UnconditionalLife life;
    for (Point p : board.points())
        if (part.chain_of[p] != none && chain_alive[part.chain_of[p]]) life.alive.set(p);
    for (std::size_t r = 0; r < region_count; ++r) {
        if (!region_ok[r] || part.borders[r].empty()) continue;
        // Every empty point must touch an alive chain (all the chains around r are alive here).
        const bool enclosed =
            std::all_of(part.regions[r].begin(), part.regions[r].end(), [&](Point p) {
                if (board.at(p) != Color::empty) return true;
                const auto adj = neighbours(p);
                return std::any_of(adj.begin(), adj.end(),
                                   [&](Point n) { return life.alive.test(n); });
            });
        if (enclosed)
            for (Point p : part.regions[r]) life.safe.set(p);
    }
    return life;
}

}  // namespace boardtalk::go
