#pragma once
// A `boardtalk go` session in-process: scripted lines in, exact bytes out.
#include <stdexcept>

#include "games/go/commands.hpp"
#include "tests/common/session_output.hpp"

namespace boardtalk::go_adapter::testing {

struct GoSession {
    GoState state;
    protocol::Registry registry;

    explicit GoSession(GoOptions options = seeded()) : state(options) {
        register_go_commands(registry, state);
    }
    static GoOptions seeded() {
        GoOptions o;
        o.seed = 1;
        return o;
    }
    // Runs the lines through the session and returns every byte it wrote.
    std::string run(std::string_view script) {
        return boardtalk::test::session_output(registry, script);
    }
};

// The answer to one command line without its closing empty line ("= D4", "? illegal move");
// throws when the response is not framed as one.
inline std::string ask(GoSession& s, const std::string& line) {
    const std::string out = s.run(line + "\n");
    if (out.size() < 4 || out.compare(out.size() - 2, 2, "\n\n") != 0)
        throw std::runtime_error("not one framed response: '" + out + "'");
    return out.substr(0, out.size() - 2);
}

}  // namespace boardtalk::go_adapter::testing
