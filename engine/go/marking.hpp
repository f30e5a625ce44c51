#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "engine/go/board.hpp"
#include "engine/go/game.hpp"
#include "engine/go/score.hpp"

namespace boardtalk::go {

// Marking dead stones by hand, as in the scoring design of the project's origins
// (davepeck/game-of-go): a mark spreads from the chosen stone to every stone of its colour that
// can be reached from it without crossing a live stone of the other colour (empty points and
// dead stones of the other colour are crossed), so one click marks a whole dead group, the
// scattered stones of an invasion included.

// Marks the stone at p dead with every stone so reached. Returns how many stones were newly
// marked, or nullopt (and `dead` is unchanged) when p holds no stone.
std::optional<int> mark_dead(const Board& board, DeadSet& dead, Point p);

// The reverse: unmarks the stone at p and every stone of its colour so reached (the other
// colour's live stones, per the current marks, still bound the flood). Returns how many stones
// were unmarked, or nullopt (nothing changes) when p holds no stone.
std::optional<int> mark_alive(const Board& board, DeadSet& dead, Point p);

// The board-state string of that design: one character per point, rows from the top, each row
// ended by '\n' except the last: '.' empty and nobody's, 'B' empty black territory, 'W' empty
// white territory, 'b' black stone, 'c' dead black stone, 'w' white stone, 'x' dead white
// stone. Territory is go::ownership() after removing the dead stones; dead stones keep their
// letter even though their point is counted as the other side's.
std::string board_state(const Board& board, const DeadSet& dead);

// A number that identifies the game's position for caching marks and estimates: the board,
// its size, the colour to move and the lengths of setup and history. Any move, undo or setup
// changes it (up to hash collisions).
std::uint64_t position_key(const Game& game);

}  // namespace boardtalk::go
