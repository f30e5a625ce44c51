#pragma once
// One game at the terminal: its column of the game table (adapters/boardtalk/game_table.hpp).
// Each game's UI file (NAME_ui.cpp) makes its own.
#include <memory>
#include <string>
#include <vector>

#include "adapters/play/play_options.hpp"

namespace boardtalk::play {

class GameUi;

struct PlayGame {
    std::unique_ptr<GameUi> (*make_ui)() = nullptr;
    // The range of --boardsize (games without a board size ignore it).
    int min_boardsize = 2, max_boardsize = 25;
    // The options of this program's own engine for the game (`boardtalk NAME OPTIONS`), those
    // that only it understands; `move_time_given`: --move-time was on the command line.
    std::vector<std::string> (*engine_options)(const PlayOptions& options,
                                               bool move_time_given) = nullptr;
};

PlayGame go_play_game();
PlayGame morris_play_game();
PlayGame dvonn_play_game();
PlayGame g2048_play_game();

}  // namespace boardtalk::play
