#pragma once
// The save file text: everything needed to rebuild a game with its history, so that undo works
// after loading. Line oriented:
//   boardtalk-2048 save 1
//   size 4
//   seed 42
//   draws 123456      (only when old moves were dropped: the generator's draws before start)
//   start random 0,0,2,0/0,0,0,0/0,0,0,0/2,0,0,0 score 0     (or `start given POSITION`)
//   keep_going no
//   move l 5 2        (direction letter, spawned cell, spawned value; one line per move)
//   end
// Loading replays the moves from the seed and checks every recorded spawn against it, so an
// edited or truncated file is reported, never half loaded.
#include <string>
#include <string_view>

#include "core/result.hpp"
#include "engine/2048/game.hpp"

namespace boardtalk::g2048 {

std::string save_game(const Game& game);

// The game the text describes, or a one-line reason naming the bad line.
Result<Game> load_game(std::string_view text);

}  // namespace boardtalk::g2048
