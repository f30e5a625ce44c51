#pragma once
// A column of the game table (game_table.hpp) of its own, so that `boardtalk serve` reads it
// without the rest of the table's types.
#include <string_view>

namespace boardtalk {

// What the game's page of `boardtalk serve` (tools/serve/site/js) sends its engine.
struct PageCommands {
    // The names of every command the page sends, GTP's administrative ones included, separated
    // by spaces: the only commands `boardtalk serve` passes to an engine that is not this
    // program's (an --engine override).
    std::string_view used;
    // The commands whose response streams lines until the next input line arrives (Go's
    // analysis, 2048's autoplay), separated by spaces: the relay sends that next line at once
    // to end them.
    std::string_view streaming;
};

}  // namespace boardtalk
