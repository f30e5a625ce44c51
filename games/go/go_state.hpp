#pragma once
// What one `boardtalk go` session owns: the game, the player, the clocks and the dead-stone
// marks (which belong to the position they were made in: see ScoringMarks).
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "engine/go/game.hpp"
#include "engine/go/marking_state.hpp"
#include "engine/go/player.hpp"
#include "engine/go/score.hpp"
#include "engine/go/search_params.hpp"

namespace boardtalk::protocol {
class LineSource;
}

namespace boardtalk::go_adapter {

struct GoOptions {
    int boardsize = go::default_size;
    std::string rules = "chinese";
    std::optional<double> komi;  // overrides the rules' komi
    std::uint64_t seed = 0;
    // "mcts" or "random". In-process sessions (tests) default to the instant random player;
    // `boardtalk go` defaults to mcts.
    std::string player = "random";
    std::optional<std::uint64_t> playouts;  // mcts: at most this many playouts per move
    // mcts: the search's settings: threads, the resign threshold, the knobs of search_knobs.hpp,
    // the prior weights and the move ratings (`boardtalk go`: the built-in ones unless told;
    // in-process sessions: none unless set). The seed is `seed`'s.
    go::SearchParams search;
    go::EstimateOptions estimate;  // the dead-stone estimate (final_score, ...)
    bool ponder = false;           // mcts: think on the opponent's time after genmove
    std::string record_visits;     // mcts: the file of --record-visits (empty: none)
};

struct GoState {
    go::Game game;
    std::unique_ptr<go::Player> player;

    // Builds the session from checked options; throws std::invalid_argument on bad ones.
    explicit GoState(const GoOptions& options);
    // (time control state)
    go::TimeControl clocks;        // time_settings, kgs-time_settings, time_left; genmove charges
    go::BudgetPolicy time_policy;  // default_move_time is --move-time
    std::unique_ptr<go::TimeSource> time_source = std::make_unique<go::SteadyTimeSource>();
    // The player's move for c, thought about within c's budget for this move (TimeControl::
    // budget); the time taken is charged to c's clock when `charge` (genmove, not reg_genmove).
    // Sets last_explanation. Throws std::logic_error when the player proposes an illegal move.
    // `first`, when given, runs first within the same budget (its limits carry the move's
    // deadline) and its move, if any, is played instead of the player's (kgs-genmove_cleanup).
    using FirstMove = std::function<std::optional<go::Point>(const go::SearchLimits&)>;
    go::Point think(go::Color c, bool charge, const FirstMove& first = nullptr);
    // What c's next move may use under the clocks (TimeControl::budget for this position); the
    // one place genmove and genmove_analyze get their think time from. Defined with think().
    go::MoveBudget move_budget(go::Color c) const;
    // The search limits of a move with `budget` (move_budget's) started at `start` (on
    // time_source's scale): its deadline is start + budget.seconds.
    go::SearchLimits move_limits(const go::MoveBudget& budget, double start) const;
    // True when the player judged the game lost in its last think(): genmove answers `resign`.
    bool player_resigns() const;

    // (pondering, --ponder)
    // Between commands (protocol::IdleHook): when the last command was a genmove whose move was
    // played and the player can analyze, searches the position for the opponent (growing the
    // tree the next genmove reuses) until an input line arrives, polling it every 10 ms.
    void idle(protocol::LineSource& input);
    bool ponder = false;
    // The history length right after the move the last charged think() chose (nullopt: none
    // since; a later command that changes the game makes it stale).
    std::optional<std::size_t> ponder_after;
    // (dead-stone marking state)
    // The estimate and the user's marks (mark_dead, mark_alive, clear_marks); final_score and
    // final_status_list read the dead stones from here, not from `dead`.
    go::ScoringMarks scoring;

    // (cpu time and tool state)
    std::string last_explanation;  // gomill-explain_last_move: about the last generated move
    std::shared_ptr<const go::PolicyNetwork> policy_network;  // policy_gfx's (null: --policy none)
};

}  // namespace boardtalk::go_adapter
