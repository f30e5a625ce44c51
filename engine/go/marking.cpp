#include "engine/go/marking.hpp"

#include <vector>

namespace boardtalk::go {

namespace {

// The stones of p's colour reachable from p without crossing a live stone of the other colour.
// Precondition: p holds a stone.
std::vector<Point> reachable_stones(const Board& board, const DeadSet& dead, Point p) {
    const Color c = board.at(p);
    std::vector<bool> seen(array_size, false);
    std::vector<Point> stack{p}, stones;
    seen[p] = true;
    while (!stack.empty()) {
        const Point q = stack.back();
        stack.pop_back();
        if (board.at(q) == c) stones.push_back(q);
        for (Point n : neighbours(q)) {
            const Color k = board.at(n);
            const bool passable =
                k == Color::empty || k == c || (k == opponent(c) && dead.contains(n));
            if (board.on_board(n) && !seen[n] && passable) seen[n] = true, stack.push_back(n);
        }
    }
    return stones;
}

std::uint64_t mix(std::uint64_t h, std::uint64_t v) {
    h ^= v + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
    return h;
}

}  // namespace

std::optional<int> mark_dead(const Board& board, DeadSet& dead, Point p) {
    if (!board.on_board(p) || !is_player(board.at(p))) return std::nullopt;
    int changed = 0;
    for (Point q : reachable_stones(board, dead, p))
        if (!dead.contains(q)) dead.insert(q), ++changed;
    return changed;
}

std::optional<int> mark_alive(const Board& board, DeadSet& dead, Point p) {
    if (!board.on_board(p) || !is_player(board.at(p))) return std::nullopt;
    int changed = 0;
    for (Point q : reachable_stones(board, dead, p))
        if (dead.contains(q)) dead.erase(q), ++changed;
    return changed;
}

std::string board_state(const Board& board, const DeadSet& dead) {
    const std::vector<Color> owner = ownership(board, dead);
    std::string out;
    for (int y = board.height() - 1; y >= 0; --y) {
        for (int x = 0; x < board.width(); ++x) {
            const Point p = point(x, y);
            const Color stone = board.at(p);
            if (stone == Color::black) {
                out += dead.contains(p) ? 'c' : 'b';
            } else if (stone == Color::white) {
                out += dead.contains(p) ? 'x' : 'w';
            } else {
                out += owner[p] == Color::black ? 'B' : owner[p] == Color::white ? 'W' : '.';
            }
        }
        if (y > 0) out += '\n';
    }
    return out;
}

std::uint64_t position_key(const Game& game) {
    std::uint64_t h = game.board().hash();
    h = mix(h, static_cast<std::uint64_t>(game.width()) << 8 | game.height());
    h = mix(h, static_cast<std::uint64_t>(game.to_move()));
    h = mix(h, game.setup().size());
    return mix(h, game.history().size());
}

}  // namespace boardtalk::go
