#pragma once
// What `boardtalk play` was asked to do, after the command line was checked.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace boardtalk::play {

enum class Mode { human_engine, two_humans, engine_engine };

struct PlayOptions {
    std::string game;            // a name of the game table: "go", "morris", "dvonn", "2048"
    std::string engine_command;  // empty: this program's own `boardtalk GAME`
    Mode mode = Mode::human_engine;
    std::optional<std::string> colour;  // the human's colour in human-engine mode (as typed)
    std::vector<std::string> names;     // from --names, already split at commas
    bool colour_output = true;          // ANSI colours (only ever on a terminal)
    std::optional<std::uint64_t> seed;  // DVONN setup, 2048 tiles, Go player
    double move_time = 1.0;             // seconds per engine move (own engine only)
    std::optional<int> boardsize;       // Go and 2048; nullopt: the engine's default
    bool placing = false;               // DVONN: placing phase instead of a random setup
    std::optional<double> timeout;      // --timeout: seconds for any one engine answer
};

}  // namespace boardtalk::play
