#pragma once
// The `boardtalk 2048` and `boardtalk bench 2048` entry points.
#include "games/common/play_game.hpp"
#include "games/common/referee.hpp"

namespace boardtalk::g2048 {

// Serves the 2048 commands on stdin/stdout. argv[0] is "2048". Returns the exit code.
int g2048_main(int argc, char** argv);

// `boardtalk 2048 train`: learns an n-tuple network. argv[0] is "2048 train".
int g2048_train_main(int argc, char** argv);

// `boardtalk 2048 pack`: writes a network file as a packed one. argv[0] is "2048 pack".
int g2048_pack_main(int argc, char** argv);

// Prints search speed and playing strength figures. argv[0] is "2048". Returns the exit code.
int g2048_bench_main(int argc, char** argv);

}  // namespace boardtalk::g2048

namespace boardtalk::match {
// `boardtalk match --game 2048`: the referee (referee.cpp).
RefereeGame g2048_referee_game();
}  // namespace boardtalk::match

namespace boardtalk::play {
// `boardtalk play 2048`: the terminal UI (play_ui.cpp).
PlayGame g2048_play_game();
}  // namespace boardtalk::play
