#pragma once

namespace boardtalk::play {

// `boardtalk play GAME ...`: the terminal front end (see --help).
int play_main(int argc, char** argv);

}  // namespace boardtalk::play
