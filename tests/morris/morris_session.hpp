#pragma once
// `boardtalk morris` in-process, for the session and database tests: scripted lines in, exact
// bytes out.
#include <string>

#include "games/morris/commands.hpp"
#include "tests/common/session_output.hpp"

namespace boardtalk::morris::test {

// Every byte the commands over `state` write for the lines of `script`.
inline std::string run(MorrisState& state, const std::string& script) {
    protocol::Registry registry;
    register_morris_commands(registry, state);
    return boardtalk::test::session_output(registry, script);
}

}  // namespace boardtalk::morris::test
