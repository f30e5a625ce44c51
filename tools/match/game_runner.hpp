#pragma once
// One game of a match: a fresh process per engine, the setup commands, the opening, then
// genmove / play until the game ends, every move checked by the referee. Engine misbehaviour
// ends the game by forfeit and never escapes as an exception.
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>

#include "games/common/referee.hpp"
#include "tools/match/engine_spec.hpp"
#include "tools/match/game_result.hpp"
#include "tools/match/openings.hpp"

namespace boardtalk::match {

struct GamePlan {
    int index = 0;
    std::uint64_t seed = 0;
    GameSettings settings;
    EngineSpec a, b;  // the engines, {seed} already replaced in their commands; no b for 2048
    Opening opening;  // checked legal beforehand
    std::optional<std::chrono::milliseconds> move_time;  // --move-time, for protocols that
                                                         // say it with each move (UCI)
    std::chrono::milliseconds genmove_timeout{60000};    // move time + margin
    // Engines with a clock (EngineSpec::tc) answer genmove within their time left plus this
    // grace, or lose on time.
    std::chrono::milliseconds clock_grace{200};
    std::chrono::milliseconds command_timeout{10000};  // play, final_score
    std::chrono::milliseconds setup_timeout{10000};    // the start-up handshake
    int max_moves = 0;                                 // 0: no limit
    std::string record_name;  // the record's file name (into GameResult::record)
    // The game's number within its pairing in a tournament (tournament.hpp); index otherwise.
    std::optional<int> pairing_game;

    bool swap_colours = true;  // false: --no-swap

    // Engine a plays the first colour (Go black, Morris/DVONN white) in even games of its pairing,
    // and in every game under --no-swap.
    bool a_first() const { return !swap_colours || pairing_game.value_or(index) % 2 == 0; }
};

struct PlayedGame {
    GameResult result;
    std::string record;  // the record file's content
};

// Plays the game to its end, talking to each engine through the driver of its protocol
// (engine_driver.hpp; GTP: every command goes out with an id, 1, 2, ... per engine). Engines
// that cannot start, die, hang beyond the timeout, print anything but responses (garbage, at
// once), answer with the wrong id or none (protocol error) or play an illegal move forfeit (and
// are stopped); the result says which and why. An engine with a clock is told its time
// (clock_commands.hpp) and loses on time (end "time") when a genmove overruns it.
PlayedGame play_game(const GamePlan& plan);

// `command` with every "{seed}" replaced by `seed`.
std::string with_seed(std::string command, std::uint64_t seed);

}  // namespace boardtalk::match
