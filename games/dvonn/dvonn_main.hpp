#pragma once
// The `boardtalk dvonn` subcommand and `boardtalk bench dvonn`.
#include "games/common/play_game.hpp"
#include "games/common/referee.hpp"

namespace boardtalk::dvonn {

// Serves the dvonn commands on stdin/stdout. argv[0] is "dvonn".
int dvonn_main(int argc, char** argv);

// Prints perft speed, search speed, depth reached in fixed time, and optional strength matches.
// argv[0] is "dvonn".
int dvonn_bench_main(int argc, char** argv);

}  // namespace boardtalk::dvonn

namespace boardtalk::match {
// `boardtalk match --game dvonn`: the referee (referee.cpp).
RefereeGame dvonn_referee_game();
}  // namespace boardtalk::match

namespace boardtalk::play {
// `boardtalk play dvonn`: the terminal UI (play_ui.cpp).
PlayGame dvonn_play_game();
}  // namespace boardtalk::play
