#include "engine/go/time_control.hpp"

#include <fmt/format.h>
#include <algorithm>
#include <chrono>

namespace boardtalk::go {

double SteadyTimeSource::now() const {
    using namespace std::chrono;
    return duration<double>(steady_clock::now().time_since_epoch()).count();
}

TimeSettings TimeSettings::absolute(double main_time) {
    return {TimeSystem::absolute, main_time, 0, 0, 0};
}

TimeSettings TimeSettings::gtp(double main_time, double period_time, int period_stones) {
    return canadian(main_time, period_time, period_stones);
}

TimeSettings TimeSettings::canadian(double main_time, double period_time, int period_stones) {
    if (period_time > 0 && period_stones == 0) return none();
    if (period_time <= 0) return absolute(main_time);
    return {TimeSystem::canadian, main_time, period_time, period_stones, 0};
}

TimeSettings TimeSettings::byoyomi(double main_time, double period_time, int periods) {
    if (period_time <= 0 || periods <= 0) return absolute(main_time);
    return {TimeSystem::byoyomi, main_time, period_time, 0, periods};
}

std::string TimeSettings::to_string() const {
    switch (system) {
        case TimeSystem::none:
            return "none";
        case TimeSystem::absolute:
            return fmt::format("absolute {}", main_time);
        case TimeSystem::canadian:
            return fmt::format("canadian {} {}/{}", main_time, period_time, period_stones);
        case TimeSystem::byoyomi:
            return fmt::format("byoyomi {} {}x{}", main_time, periods, period_time);
    }
    return "none";
}

void TimeControl::set(const TimeSettings& settings) {
    settings_ = settings;
    PlayerClock full;
    full.main_left = settings.main_time;
    full.period_left = settings.period_time;
    full.stones_left = settings.period_stones;
    full.periods_left = settings.periods;
    clocks_ = {full, full};
}

void TimeControl::set_left(Color c, double seconds, int stones) {
    PlayerClock& k = clocks_[player_index(c)];
    k.reported = true;
    k.flagged = false;
    if (stones == 0 || settings_.system == TimeSystem::absolute) {
        k.main_left = seconds;
        k.in_overtime = false;
        return;
    }
    k.main_left = 0;
    k.in_overtime = true;
    k.period_left = seconds;
    if (settings_.system == TimeSystem::byoyomi)
        k.periods_left = stones;
    else
        k.stones_left = stones;
}

namespace {

// Overtime part of a canadian move; period_time 0 means the period length is unknown (a
// report without settings): the clock becomes unknown again when the period ends.
void charge_canadian_period(PlayerClock& k, double seconds, double period_time, int stones) {
    k.period_left -= seconds;
    if (k.period_left < 0) k.flagged = true;
    if (--k.stones_left > 0) return;
    k.period_left = period_time;
    k.stones_left = stones;
    if (period_time <= 0) k.reported = false;
}

// Overtime part of a byoyomi move: every period overstepped is lost; a move finished inside
// a period gives the next move a full one.
void charge_byoyomi_period(PlayerClock& k, double seconds, double period_time) {
    while (seconds > k.period_left) {
        seconds -= k.period_left;
        k.period_left = period_time;
        if (--k.periods_left <= 0) {
            k.periods_left = 0;
            k.flagged = true;
            return;
        }
    }
    k.period_left = period_time;
}

// Whether periods follow the main time of clock k: the settings have them, or the controller
// reported overtime without settings.
bool has_periods(const TimeSettings& s, const PlayerClock& k) {
    return s.system == TimeSystem::canadian || s.system == TimeSystem::byoyomi ||
           (s.system == TimeSystem::none && k.reported && k.in_overtime);
}

}  // namespace

void TimeControl::charge(Color c, double seconds) {
    PlayerClock& k = clocks_[player_index(c)];
    const TimeSettings& s = settings_;
    seconds = std::max(0.0, seconds);
    if (!k.in_overtime) {
        if (s.system == TimeSystem::none && !k.reported) return;
        if (seconds <= k.main_left || !has_periods(s, k)) {
            k.main_left -= seconds;
            if (k.main_left < 0) k.flagged = true;
            return;
        }
        seconds -= std::max(0.0, k.main_left);
        k.main_left = 0;
        k.in_overtime = true;
        k.period_left = s.period_time;
        k.stones_left = s.period_stones;
        k.periods_left = s.periods;
    }
    if (s.system == TimeSystem::byoyomi)
        charge_byoyomi_period(k, seconds, s.period_time);
    else
        charge_canadian_period(k, seconds, s.period_time, s.period_stones);
}

namespace {

struct Plan {
    double seconds;
    double limit;
};

// Main time spread over the own moves still expected: about 70% of the points get a stone
// (or are fought over) in a typical game, half of those moves are ours.
double main_share(double main_left, int board_points, int moves_played, int min_moves_to_go) {
    const double to_go = std::max<double>(min_moves_to_go, (0.7 * board_points - moves_played) / 2);
    return std::max(0.0, main_left) / to_go;
}

// In main time with periods to follow: spread the main time, and once it is smaller than one
// move's share of a period, spend it together with that share.
Plan main_with_overtime(const PlayerClock& k, double share, double hard_extra, double spread) {
    const double main = std::max(0.0, k.main_left);
    double plan = spread;
    if (main <= share) plan = std::max(plan, main + share);
    return {plan, main + hard_extra};
}

}  // namespace

MoveBudget TimeControl::budget(Color c, int board_points, int moves_played,
                               const BudgetPolicy& policy) const {
    const PlayerClock& k = clock(c);
    const TimeSettings& s = settings_;
    if (s.system == TimeSystem::none && !k.reported)
        return {policy.default_move_time, policy.default_move_time, false};
    // Sudden death keeps min_margin for each of min_moves_to_go moves: a player that overshoots
    // its deadlines by min_margin, or a controller's lag the engine does not see, drains the
    // clock by that much a move even once the spread is nothing. With periods to follow, the
    // main time is spent in full.
    const double reserve = has_periods(s, k) ? 0 : policy.min_margin * policy.min_moves_to_go;
    const double spread =
        main_share(k.main_left - reserve, board_points, moves_played, policy.min_moves_to_go);
    Plan plan{spread, k.main_left};  // absolute, and a report of main time without settings
    if (k.in_overtime && s.system == TimeSystem::byoyomi) {
        plan = {k.period_left, k.periods_left > 0 ? k.period_left : 0};
    } else if (k.in_overtime) {
        plan = {k.period_left / std::max(1, k.stones_left), k.period_left};
    } else if (s.system == TimeSystem::canadian) {
        plan = main_with_overtime(k, s.period_time / s.period_stones, s.period_time, spread);
    } else if (s.system == TimeSystem::byoyomi) {
        plan = main_with_overtime(k, s.period_time, s.period_time, spread);
    }
    const double limit = std::max(0.0, plan.limit);
    const double margin = std::min(
        limit, std::clamp(limit * policy.margin_fraction, policy.min_margin, policy.max_margin));
    return {std::clamp(plan.seconds, 0.0, limit - margin), limit, true, limit - margin};
}

}  // namespace boardtalk::go
