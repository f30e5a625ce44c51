#pragma once

namespace boardtalk::play {

// `boardtalk play GAME [OPTIONS]`: the terminal front end (see --help). Starts
// `boardtalk GAME` (or --engine CMD) and plays through its pipes only. Returns 0 after a game,
// `quit` or the end of input; 1 if the engine cannot start or is lost mid-game (one message on
// stderr with the moves played so far); 2 on bad usage (unknown game, bad option).
int play_main(int argc, char** argv);

}  // namespace boardtalk::play
