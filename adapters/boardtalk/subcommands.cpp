#include "adapters/boardtalk/subcommands.hpp"

#include "adapters/boardtalk/bench.hpp"
#include "conformance/runner/conform_command.hpp"
// (game includes: one line per game)

namespace boardtalk {

std::span<const Subcommand> subcommands() {
    static const Subcommand table[] = {
        {"conform", "run .tst conformance suites against any engine", conformance::conform_main},
        {"bench", "print performance figures of one game's engine", bench_main},
        // (game entries: one line per game)
    };
    return table;
}

}  // namespace boardtalk
