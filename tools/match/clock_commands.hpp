#pragma once
// What a GTP-framed engine is told about the clock the runner keeps for it.
//
// Go, as gogui-twogtp does: at setup `kgs-time_settings` when the engine lists it, else
// `time_settings`; before every genmove `time_left COLOUR SECONDS STONES`. Canadian M/B/S is
// sent as it is (`time_settings M B S`, `kgs-time_settings canadian M B S`). GTP has no Fischer
// clock: BASE+INC is sent as absolute time (`time_settings BASE 0 0`, `kgs-time_settings
// absolute BASE`) and the increments arrive through time_left, which always says the real time
// left, so an engine never counts on time it does not have. Seconds go out as whole numbers
// rounded down (GNU Go reads integers), byo-yomi periods at least 1.
//
// Morris and DVONN (seconds per move): `time_limit X` before every genmove, X the move's share
// of the clock (GameClock::move_share, at most 3600, the command's range).
//
// Commands the engine does not list are not sent; when list_commands fails the standard ones
// are assumed (time_settings and time_left for Go, time_limit for Morris and DVONN).
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tools/match/game_clock.hpp"

namespace boardtalk::match {

// The time commands an engine takes.
struct TimeCommands {
    bool kgs_time_settings = false;
    bool time_settings = true;
    bool time_left = true;
    bool time_limit = true;
};

// From the engine's list_commands answer (one command a line), or nullopt when it failed.
TimeCommands time_commands_from(const std::optional<std::string>& list_commands);

// The commands after the game's setup (as the game's RefereeGame::clock says; none for 2048).
std::vector<std::string> clock_setup_commands(std::string_view game, const TimeControl& tc,
                                              const TimeCommands& takes);

// The commands before the engine's genmove for `colour` ("black", "white").
std::vector<std::string> clock_move_commands(std::string_view game, const GameClock& clock,
                                             const std::string& colour, const TimeCommands& takes);

}  // namespace boardtalk::match
