#include "adapters/boardtalk/subcommands.hpp"

#include "adapters/boardtalk/bench.hpp"
#include "conformance/runner/conform_command.hpp"
// (game includes: one line per game)
#include "adapters/2048/g2048_main.hpp"
#include "adapters/dvonn/dvonn_main.hpp"
#include "adapters/go/go_main.hpp"
#include "adapters/match/match_main.hpp"
#include "adapters/morris/morris_main.hpp"
#include "adapters/play/play_main.hpp"
#include "adapters/tune/tune_main.hpp"
#include "adapters/web/serve_main.hpp"

namespace boardtalk {

std::span<const Subcommand> subcommands() {
    static const Subcommand table[] = {
        {"conform", "run .tst conformance suites against any engine", conformance::conform_main},
        {"bench", "print performance figures of one game's engine", bench_main},
        {"match", "play a match between two engines of one game", match::match_main},
        {"tune", "tune engine options by SPSA over game pairs", tune::tune_main},
        {"play", "play a game at the terminal against an engine or a friend", play::play_main},
        {"serve", "the four games in the browser, each page with an engine", web::serve_main},
        // (game entries: one line per game)
        {"go", "the Go engine over GTP v2 on stdin/stdout", go_adapter::go_main},
        {"2048", "serve 2048 (tile spawns from a seed, expectimax player)", g2048::g2048_main},
        {"morris", "Nine Men's Morris engine server (line protocol on stdin/stdout)",
         morris::morris_main},
        {"dvonn", "DVONN engine server (line protocol on stdin/stdout)", dvonn::dvonn_main},
    };
    return table;
}

}  // namespace boardtalk
