#include "tools/match/clock_commands.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <sstream>

#include "games/common/referee.hpp"
#include "tools/match/referee_lookup.hpp"

namespace boardtalk::match {

namespace {

// Whole seconds, rounded down; `least` for byo-yomi periods (0 would mean absolute time).
long whole(double seconds, long least = 0) {
    return std::max(least, static_cast<long>(std::floor(seconds)));
}

// How engines of `game` hear about a clock.
ClockTalk talk(std::string_view game) {
    const RefereeGame* g = find_referee_game(game);
    return g ? g->clock : ClockTalk::none;
}

}  // namespace

TimeCommands time_commands_from(const std::optional<std::string>& list_commands) {
    if (!list_commands) return {};
    TimeCommands takes{false, false, false, false};
    std::istringstream in(*list_commands);
    std::string name;
    while (in >> name) {
        if (name == "kgs-time_settings") takes.kgs_time_settings = true;
        if (name == "time_settings") takes.time_settings = true;
        if (name == "time_left") takes.time_left = true;
        if (name == "time_limit") takes.time_limit = true;
    }
    return takes;
}

std::vector<std::string> clock_setup_commands(std::string_view game, const TimeControl& tc,
                                              const TimeCommands& takes) {
    if (talk(game) != ClockTalk::go_time_left) return {};
    const bool fischer = tc.kind == TimeControl::Kind::fischer;
    const long main = whole(tc.base), period = whole(tc.period, 1);
    if (takes.kgs_time_settings)
        return {fischer
                    ? fmt::format("kgs-time_settings absolute {}", main)
                    : fmt::format("kgs-time_settings canadian {} {} {}", main, period, tc.stones)};
    if (takes.time_settings)
        return {fischer ? fmt::format("time_settings {} 0 0", main)
                        : fmt::format("time_settings {} {} {}", main, period, tc.stones)};
    return {};
}

std::vector<std::string> clock_move_commands(std::string_view game, const GameClock& clock,
                                             const std::string& colour, const TimeCommands& takes) {
    if (talk(game) == ClockTalk::go_time_left) {
        if (!takes.time_left) return {};
        // In byo-yomi: the period's time and stones left; before: main time and 0 stones.
        if (clock.control().kind == TimeControl::Kind::canadian && clock.in_byoyomi())
            return {fmt::format("time_left {} {} {}", colour, whole(clock.period_left()),
                                clock.stones_left())};
        return {fmt::format("time_left {} {} 0", colour, whole(clock.main_left()))};
    }
    if (talk(game) == ClockTalk::time_limit && takes.time_limit)
        return {fmt::format("time_limit {:.3f}", std::min(3600.0, clock.move_share()))};
    return {};
}

}  // namespace boardtalk::match
