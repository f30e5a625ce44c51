#include "adapters/boardtalk/subcommands.hpp"

#include "conformance/runner/conform_command.hpp"

namespace boardtalk {

std::span<const Subcommand> subcommands() {
    static const Subcommand table[] = {
        {"conform", "run .tst conformance suites against any engine", conformance::conform_main},
    };
    return table;
}

}  // namespace boardtalk
