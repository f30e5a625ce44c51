#pragma once

#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>

#include "engine/go/game.hpp"
#include "engine/go/point.hpp"
#include "engine/go/time_control.hpp"

namespace boardtalk::go {

// How much a player may think about one move. The adapter computes the deadline from the
// clocks (TimeControl::budget) and the time source it measures moves with.
struct SearchLimits {
    const TimeSource* time = nullptr;                           // nullptr: no deadline
    double deadline = std::numeric_limits<double>::infinity();  // on `time`'s scale
    std::optional<std::uint64_t> max_playouts;  // a search stops after this many playouts
    // The latest a genmove on a clock may think to (SearchParams::extend_unsettled): past the
    // deadline only up to here; at or before the deadline (the default), never past it.
    double latest = -std::numeric_limits<double>::infinity();

    // True once the deadline has come (never without a time source).
    bool expired() const { return time != nullptr && time->now() >= deadline; }
    // True when the time comes from a clock (latest is set), which keeps what a move saves.
    bool on_clock() const { return latest > -std::numeric_limits<double>::infinity(); }
};

class Analyzer;

// A move generator. The adapter owns one per session and plays what it returns; a player never
// changes the game. Implementations: RandomPlayer (random_player.hpp) and MctsPlayer
// (mcts_player.hpp).
class Player {
  public:
    virtual ~Player() = default;
    // A legal move for c in the game's current position, or pass. The player returns by the
    // deadline of `limits`, give or take BudgetPolicy::min_margin (it checks the time at least
    // that often), and runs at most max_playouts playouts.
    virtual Point genmove(const Game& game, Color c, const SearchLimits& limits) = 0;
    // genmove without limits.
    Point genmove(const Game& game, Color c) { return genmove(game, c, SearchLimits{}); }
    // Short name for --help and logs, e.g. "random".
    virtual std::string_view name() const = 0;
    // One line for people about the last generated move (how it was chosen); empty before the
    // first move.
    virtual std::string explain_last_move() const { return std::string(); }
    // True when the last genmove judged the game lost: the caller should resign instead of
    // playing the returned move. Players that never resign keep the default.
    virtual bool wants_resign() const { return false; }
    // The player's analysis interface (search_report.hpp), or nullptr when it cannot analyze.
    virtual Analyzer* analyzer() { return nullptr; }
};

}  // namespace boardtalk::go
