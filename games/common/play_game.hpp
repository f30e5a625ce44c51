#pragma once
// One game at the terminal: its column of the game table (games/table/game_table.hpp).
// Each game's UI file (games/NAME/play_ui.cpp) makes its own, declared in the game's main header.
#include <memory>
#include <string>
#include <vector>

#include "games/common/play_options.hpp"

namespace boardtalk::play {

class GameUi;

struct PlayGame {
    std::unique_ptr<GameUi> (*make_ui)() = nullptr;
    // The range of --boardsize and the size without it, the engine's own; all 0 for a game
    // without a board size (which ignores --boardsize).
    int min_boardsize = 0, max_boardsize = 0, default_boardsize = 0;
    // The options of this program's own engine for the game (`boardtalk NAME OPTIONS`), those
    // that only it understands; `move_time_given`: --move-time was on the command line.
    std::vector<std::string> (*engine_options)(const PlayOptions& options,
                                               bool move_time_given) = nullptr;
};

}  // namespace boardtalk::play
