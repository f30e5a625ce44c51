#pragma once
// The `boardtalk morris` subcommand and `boardtalk bench morris`.
#include "games/common/play_game.hpp"
#include "games/common/referee.hpp"

namespace boardtalk::morris {

// Serves the morris commands on stdin/stdout. argv[0] is "morris".
int morris_main(int argc, char** argv);

// `boardtalk morris solve`: computes the endgame databases into a directory. argv[0] is the
// name for messages ("morris solve").
int morris_solve_main(int argc, char** argv);

// Prints perft speed, search speed, depth reached in fixed time, and optional strength matches.
// argv[0] is "morris".
int morris_bench_main(int argc, char** argv);

}  // namespace boardtalk::morris

namespace boardtalk::match {
// `boardtalk match --game morris`: the referee (referee.cpp).
RefereeGame morris_referee_game();
}  // namespace boardtalk::match

namespace boardtalk::play {
// `boardtalk play morris`: the terminal UI (play_ui.cpp).
PlayGame morris_play_game();
}  // namespace boardtalk::play
