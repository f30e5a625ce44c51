#include "engine/go/score.hpp"

namespace boardtalk::go {

std::vector<Point> DeadSet::points() const {
    std::vector<Point> out;
    for (std::size_t p = 0; p < bits_.size(); ++p)
        if (bits_.test(p)) out.push_back(static_cast<Point>(p));
    return out;
}

std::vector<Color> ownership(const Board& board, const DeadSet& dead) {
    std::vector<Color> colour(array_size, Color::border);
    for (Point p : board.points()) {
        Color c = board.at(p);
        colour[p] = (is_player(c) && dead.contains(p)) ? Color::empty : c;
    }
    std::vector<Color> owner = colour;
    std::vector<bool> seen(array_size, false);
    std::vector<Point> region, stack;
    for (Point start : board.points()) {
        if (colour[start] != Color::empty || seen[start]) continue;
        // Flood the empty region and note which colours border it.
        region.clear();
        stack.assign(1, start);
        seen[start] = true;
        bool reaches[2] = {false, false};
        while (!stack.empty()) {
            Point p = stack.back();
            stack.pop_back();
            region.push_back(p);
            for (Point n : neighbours(p)) {
                if (is_player(colour[n])) reaches[player_index(colour[n])] = true;
                if (colour[n] == Color::empty && !seen[n]) seen[n] = true, stack.push_back(n);
            }
        }
        Color o =
            reaches[0] == reaches[1] ? Color::empty : (reaches[0] ? Color::black : Color::white);
        for (Point p : region) owner[p] = o;
    }
    return owner;
}

Score score(const Game& game, const DeadSet& dead) {
    const Board& board = game.board();
    const std::vector<Color> owner = ownership(board, dead);
    Score s;
    const bool area = game.rules().scoring == Scoring::area;
    for (Point p : board.points()) {
        const Color stone = board.at(p);
        const bool is_dead = is_player(stone) && dead.contains(p);
        // Territory: a dead stone is a prisoner of its opponent, whoever owns its point.
        if (!area && is_dead) (stone == Color::white ? s.black : s.white) += 1;
        if (!is_player(owner[p])) continue;
        // Area counts every owned point; territory only owned points without a live stone.
        if (area || stone == Color::empty || is_dead)
            (owner[p] == Color::black ? s.black : s.white) += 1;
    }
    if (!area) {
        s.black += game.captures(Color::black);
        s.white += game.captures(Color::white);
    }
    s.white += game.white_bonus();
    return s;
}

}  // namespace boardtalk::go
