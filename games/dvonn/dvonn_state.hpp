#pragma once
// What one `boardtalk dvonn` session owns: the game, the search limits and the searcher. No
// globals: two sessions in one process are independent.
#include <chrono>
#include <memory>
#include <optional>

#include "engine/dvonn/game.hpp"
#include "engine/dvonn/game_time.hpp"
#include "engine/dvonn/search.hpp"

namespace boardtalk::dvonn {

struct DvonnState {
    Game game;
    SearchLimits limits{.depth = 0, .seconds = 1.0, .nodes = 0};
    std::unique_ptr<Searcher> searcher = std::make_unique<Searcher>(20);
    // --game-time: the engine's budget for the whole game (its own thinking since the game
    // began); each move takes its share (game_time.hpp), capped by `limits.seconds` when
    // `move_time_caps` (--move-time given too).
    std::optional<GameBudget> game_time;
    bool move_time_caps = false;
};

// The engine's move for the side to move (the game must not be over), within the limits and the
// game budget, which it charges with the time since `turn_began` (when the engine's turn began:
// the command or the opponent's move arrived), so the work around the search counts too.
SearchReport choose_move(DvonnState& state, std::chrono::steady_clock::time_point turn_began);

}  // namespace boardtalk::dvonn
