#pragma once
// The referee of each game, for its entry in the game table (adapters/boardtalk/game_table.cpp);
// the match runner finds them there by the game's name.
#include "adapters/match/referee.hpp"

namespace boardtalk::match {

RefereeGame go_referee_game();
RefereeGame morris_referee_game();
RefereeGame dvonn_referee_game();
RefereeGame g2048_referee_game();

}  // namespace boardtalk::match
