#pragma once
#include "games/common/play_game.hpp"
#include "games/common/referee.hpp"

namespace boardtalk::go_adapter {

// `boardtalk go [OPTIONS]`: the Go engine over GTP v2 on stdin/stdout.
int go_main(int argc, char** argv);
// `boardtalk go learn --records DIR... --out FILE`: ratings of move features from game records.
int go_learn_main(int argc, char** argv);
// `boardtalk bench go [OPTIONS]`: playout speed and GTP throughput against GNU Go.
int go_bench_main(int argc, char** argv);

}  // namespace boardtalk::go_adapter

namespace boardtalk::match {
// `boardtalk match --game go`: the referee (referee.cpp).
RefereeGame go_referee_game();
}  // namespace boardtalk::match

namespace boardtalk::play {
// `boardtalk play go`: the terminal UI (play_ui.cpp).
PlayGame go_play_game();
}  // namespace boardtalk::play
