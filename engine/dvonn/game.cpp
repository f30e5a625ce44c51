#include "engine/dvonn/game.hpp"

namespace boardtalk::dvonn {

Game::Game(Position start) : positions_{std::move(start)} {}

std::optional<std::string> Game::play(const Move& m) {
    if (auto err = illegal_reason(position().board, m)) return err;
    Position next = position();
    apply_move(next, m);
    positions_.push_back(std::move(next));
    moves_.push_back(m);
    return std::nullopt;
}

bool Game::undo() {
    if (moves_.empty()) return false;
    moves_.pop_back();
    positions_.pop_back();
    return true;
}

Score Game::score() const {
    const Board& b = position().board;
    return {pieces_controlled(b, Colour::white), pieces_controlled(b, Colour::black)};
}

Outcome Game::outcome() const {
    if (!over()) return Outcome::ongoing;
    const Score s = score();
    if (s.white > s.black) return Outcome::white_wins;
    if (s.black > s.white) return Outcome::black_wins;
    return Outcome::draw;
}

MoveList Game::legal_moves() const {
    MoveList list;
    generate_moves(position().board, list);
    return list;
}

std::optional<std::string> final_score_text(const Game& g) {
    if (!g.over()) return std::nullopt;
    const Score s = g.score();
    if (s.white == s.black) return "0";
    return s.white > s.black ? "W+" + std::to_string(s.white - s.black)
                             : "B+" + std::to_string(s.black - s.white);
}

std::string status_text(const Game& g) {
    if (auto score = final_score_text(g)) return "game over: " + *score;
    const Board& b = g.position().board;
    const std::string side = b.to_move == Colour::white ? "white" : "black";
    if (b.phase == Phase::placing) return side + " to place";
    if (!has_step(b, b.to_move)) return side + " must pass";
    return side + " to move";
}

}  // namespace boardtalk::dvonn
