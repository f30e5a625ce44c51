#include "engine/go/random_player.hpp"

#include <vector>

namespace boardtalk::go {

Point RandomPlayer::genmove(const Game& game, Color c, const SearchLimits& limits) {
    std::vector<Point> candidates;
    const Board& board = game.board();
    last_cut_short_ = false;
    int row = -1;
    for (Point p : board.points()) {
        // A new row: the time is checked once per row, and only once there is a move to play.
        if (y_of(p) != row) {
            row = y_of(p);
            if (!candidates.empty() && limits.expired()) {
                last_cut_short_ = true;
                break;
            }
        }
        if (board.at(p) == Color::empty && !board.is_own_eye(c, p) && game.is_legal(c, p))
            candidates.push_back(p);
    }
    last_candidates_ = static_cast<int>(candidates.size());
    if (candidates.empty()) return pass;
    return candidates[rng_.below(static_cast<std::uint32_t>(candidates.size()))];
}

std::string RandomPlayer::explain_last_move() const {
    if (last_candidates_ < 0) return std::string();
    if (last_candidates_ == 0) return "pass: no move that fills no own eye";
    std::string out =
        "random choice among " + std::to_string(last_candidates_) + " moves that fill no own eye";
    if (last_cut_short_) out += " (scan cut short by the deadline)";
    return out;
}

}  // namespace boardtalk::go
