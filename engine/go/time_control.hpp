#pragma once
// Game clocks and the one place that decides how long the next move may take.
#include <array>
#include <optional>
#include <string>

#include "engine/go/color.hpp"

namespace boardtalk::go {

// A monotonic source of seconds: the steady clock in play, a hand-moved one in tests.
class TimeSource {
  public:
    virtual ~TimeSource() = default;
    // Seconds since an arbitrary fixed origin; never decreases.
    virtual double now() const = 0;
};

// std::chrono::steady_clock in seconds.
class SteadyTimeSource : public TimeSource {
  public:
    double now() const override;
};

// A clock that moves only when told (tests, simulations).
class ManualTimeSource : public TimeSource {
  public:
    double now() const override { return now_; }
    // Moves the clock forward by `seconds` (ignored when negative).
    void advance(double seconds) {
        if (seconds > 0) now_ += seconds;
    }

  private:
    double now_ = 0;
};

enum class TimeSystem {
    none,      // no limit
    absolute,  // main time only (sudden death)
    canadian,  // main time, then period_time for every period_stones stones
    byoyomi,   // main time, then `periods` periods of period_time; a move within a period keeps it
};

// The agreed time system, in seconds. Build it with the factories: they apply GTP's and KGS's
// conventions for degenerate values.
struct TimeSettings {
    TimeSystem system = TimeSystem::none;
    double main_time = 0;
    double period_time = 0;
    int period_stones = 0;  // canadian: stones per period
    int periods = 0;        // byoyomi: number of periods

    // GTP `time_settings m b s` (Canadian): b > 0 with s == 0 is no limit; b == 0 is absolute
    // time m (m == 0 too: every move must be instant).
    static TimeSettings gtp(double main_time, double period_time, int period_stones);
    static TimeSettings none() { return {}; }
    static TimeSettings absolute(double main_time);
    // kgs-time_settings canadian: same conventions as gtp().
    static TimeSettings canadian(double main_time, double period_time, int period_stones);
    // kgs-time_settings byoyomi: no period (b == 0 or p == 0) is absolute time m.
    static TimeSettings byoyomi(double main_time, double period_time, int periods);

    // "none", "absolute 300", "canadian 600 300/25", "byoyomi 600 5x30".
    std::string to_string() const;
};

// One player's clock.
struct PlayerClock {
    double main_left = 0;      // main time left (may go negative when the player overstepped)
    bool in_overtime = false;  // main time is used up: periods count
    double period_left = 0;    // time left in the current period
    int stones_left = 0;       // canadian: stones still to play in the current period
    int periods_left = 0;      // byoyomi: periods left, the current one included
    bool reported = false;  // set by time_left: the controller's word, used even without settings
    bool flagged = false;   // the player exceeded the time allowed (lost on time)
};

// What the next move may use, in seconds.
struct MoveBudget {
    double seconds = 0;    // the time to plan for: the deadline is now + seconds
    double limit = 0;      // the time that would lose on time (or lose a byoyomi period)
    bool limited = false;  // false: no time system; `seconds` is the default move time
    // limit less the policy's margin: the longest the move may take (limited clocks only)
    double latest = 0;
};

// How budgets are planned. The margin is what the player and its controller may overshoot the
// deadline by: clamp(limit * margin_fraction, min_margin, max_margin), never more than limit.
struct BudgetPolicy {
    double default_move_time = 1.0;  // no time system: think this long
    double max_margin = 0.25;        // controller and network latency
    double min_margin = 0.001;       // a player returns within this after its deadline
    double margin_fraction = 0.1;
    int min_moves_to_go = 10;  // in main time, never plan for fewer remaining own moves
};

// Both players' clocks under one time system. Every function keeps the clocks consistent:
// settings reset the clocks, time_left overrides one clock, charge subtracts a move's time.
class TimeControl {
  public:
    const TimeSettings& settings() const { return settings_; }
    // New settings; both clocks start full.
    void set(const TimeSettings& settings);
    // The controller's report (GTP time_left c t s): s == 0 means t seconds of main time left;
    // s > 0 means overtime with t seconds left in the current period and s stones (canadian) or
    // s periods (byoyomi) left. Without a time system the report is used as absolute (s == 0)
    // or canadian (s > 0) time.
    void set_left(Color c, double seconds, int stones);
    // Charges a move that took `seconds` to c's clock, moving through the periods.
    void charge(Color c, double seconds);
    const PlayerClock& clock(Color c) const { return clocks_[player_index(c)]; }

    // The budget of c's next move: `board_points` points on the board, `moves_played` moves
    // so far (both colours). Promise: budget.seconds + the policy's margin <= budget.limit
    // when the clock is limited (seconds is 0 when the limit is under the margin), so a player
    // that stops within min_margin of its deadline never loses on time or a period.
    MoveBudget budget(Color c, int board_points, int moves_played,
                      const BudgetPolicy& policy = {}) const;

  private:
    TimeSettings settings_;
    std::array<PlayerClock, 2> clocks_{};
};

}  // namespace boardtalk::go
