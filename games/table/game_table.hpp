#pragma once
// The game table: one entry per game, the one place that lists the games. `boardtalk NAME`
// serves it, `boardtalk bench NAME` measures it, `boardtalk match --game NAME` referees it and
// `boardtalk play NAME` puts it on the terminal and `boardtalk serve` lists it on its index page
// (GET /games.json), each through its column here. A new game adds its engine (engine/NAME), its
// folder games/NAME (server, bench, referee.cpp, play_ui.cpp), its web page
// (tools/serve/site/js/NAME.js) with the commands that page sends, and one entry
// (docs/architecture.md).
#include <span>
#include <string>
#include <string_view>

#include "games/common/page_commands.hpp"
#include "games/common/play_game.hpp"
#include "games/common/referee.hpp"

namespace boardtalk {

struct GameEntry {
    const char* name;                      // "go": the subcommand and the game's name everywhere
    const char* title;                     // "Nine Men's Morris": the game for people (pages)
    const char* summary;                   // one line for `boardtalk --help`
    int (*server)(int argc, char** argv);  // `boardtalk NAME`; argv[0] is the name
    int (*bench)(int argc, char** argv);   // `boardtalk bench NAME`; argv[0] is "bench NAME"
    match::RefereeGame referee;            // `boardtalk match --game NAME`
    play::PlayGame play;                   // `boardtalk play NAME`
    PageCommands page;                     // `boardtalk serve`: the game's page
};

// The games, in the order people see them listed.
std::span<const GameEntry> games();

// The game of that name, or nullptr.
const GameEntry* find_game(std::string_view name);

// The names for a message: "go, morris, dvonn or 2048"; with `keep`, those of the games it keeps
// ("go, morris or dvonn" for the two-player ones).
std::string game_names(bool (*keep)(const GameEntry&) = nullptr);

}  // namespace boardtalk
