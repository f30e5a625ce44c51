#pragma once
// A game: the starting position and every move played since, with the position after each, so
// undo goes back to the start (also after a load). Checks legality and says why a move is not.
#include <optional>
#include <string>
#include <vector>

#include "engine/dvonn/movegen.hpp"
#include "engine/dvonn/position.hpp"

namespace boardtalk::dvonn {

enum class Outcome { ongoing, white_wins, black_wins, draw };

struct Score {
    int white = 0;  // pieces in the stacks White controls
    int black = 0;
};

class Game {
  public:
    // A new game: empty board, placing phase.
    Game() = default;
    // A game starting from `start` (a random setup, a set position).
    explicit Game(Position start);

    const Position& position() const { return positions_.back(); }
    const Position& start() const { return positions_.front(); }
    const std::vector<Move>& moves() const { return moves_; }
    // The position before move i (0-based) is positions()[i]; after the last is position().
    const std::vector<Position>& positions() const { return positions_; }

    // Plays `m` for the side to move, or returns why it is illegal (the game is unchanged).
    std::optional<std::string> play(const Move& m);
    // Takes back the last move; false at the start.
    bool undo();

    bool over() const { return is_game_over(position().board); }
    Outcome outcome() const;
    Score score() const;
    // Every legal move of the side to move (see generate_moves).
    MoveList legal_moves() const;

  private:
    std::vector<Position> positions_{empty_position()};
    std::vector<Move> moves_;
};

// "W+12", "B+3" or "0" once the game is over; nullopt before.
std::optional<std::string> final_score_text(const Game& g);
// "white to place", "black to move", "white must pass", "game over: W+12".
std::string status_text(const Game& g);

}  // namespace boardtalk::dvonn
