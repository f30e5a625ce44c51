#pragma once
// How the tests drive a game's commands in-process: a protocol session over the game's registry,
// fed a script of command lines.
#include <string>
#include <string_view>

#include "protocol/io.hpp"
#include "protocol/registry.hpp"
#include "protocol/session.hpp"

namespace boardtalk::test {

// Every byte a session over `registry` writes for the lines of `script`.
inline std::string session_output(const protocol::Registry& registry, std::string_view script) {
    protocol::ScriptSource in(script);
    protocol::StringSink out;
    protocol::Session(registry).run(in, out);
    return out.text();
}

}  // namespace boardtalk::test
