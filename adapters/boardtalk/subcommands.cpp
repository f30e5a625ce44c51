#include "adapters/boardtalk/subcommands.hpp"

#include "adapters/boardtalk/bench.hpp"
#include "conformance/runner/conform_command.hpp"
// (game includes: one line per game)
#include "adapters/2048/g2048_main.hpp"

namespace boardtalk {

std::span<const Subcommand> subcommands() {
    static const Subcommand table[] = {
        {"conform", "run .tst conformance suites against any engine", conformance::conform_main},
        {"bench", "print performance figures of one game's engine", bench_main},
        // (game entries: one line per game)
        {"2048", "serve 2048 (tile spawns from a seed, expectimax player)", g2048::g2048_main},
    };
    return table;
}

}  // namespace boardtalk
