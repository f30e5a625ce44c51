#pragma once
// A `boardtalk go` session in-process: scripted lines in, exact bytes out.
#include "adapters/go/commands.hpp"
#include "protocol/session.hpp"

namespace boardtalk::go_adapter::testing {

struct GoSession {
    GoState state;
    protocol::Registry registry;

    explicit GoSession(GoOptions options = seeded()) : state(options) {
        protocol::register_admin_commands(registry, {"boardtalk", BOARDTALK_VERSION});
        register_go_commands(registry, state);
    }
    static GoOptions seeded() {
        GoOptions o;
        o.seed = 1;
        return o;
    }
    // Runs the lines through the session and returns every byte it wrote.
    std::string run(std::string_view script) {
        protocol::ScriptSource in(script);
        protocol::StringSink out;
        protocol::Session(registry).run(in, out);
        return out.text();
    }
};

}  // namespace boardtalk::go_adapter::testing
