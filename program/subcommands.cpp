#include "program/subcommands.hpp"

#include <vector>

#include "games/table/game_table.hpp"
#include "tools/bench/bench.hpp"
#include "tools/conform/conform_command.hpp"
#include "tools/match/match_main.hpp"
#include "tools/play/play_main.hpp"
#include "tools/serve/serve_main.hpp"
#include "tools/tune/tune_main.hpp"

namespace boardtalk {

std::span<const Subcommand> subcommands() {
    static const std::vector<Subcommand> table = [] {
        std::vector<Subcommand> out = {
            {"conform", "run .tst conformance suites against any engine",
             conformance::conform_main},
            {"bench", "print performance figures of one game's engine", bench_main},
            {"match", "play matches and tournaments between engines of one game (SPRT, clocks)",
             match::match_main},
            {"tune", "tune engine options by SPSA over game pairs", tune::tune_main},
            {"play", "play a game at the terminal against an engine or a friend", play::play_main},
            {"serve", "the four games in the browser, each page with an engine of its own",
             web::serve_main},
        };
        // Then every game's server, from the game table.
        for (const GameEntry& g : games()) out.push_back({g.name, g.summary, g.server});
        return out;
    }();
    return table;
}

}  // namespace boardtalk
