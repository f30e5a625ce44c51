#pragma once
// Feeds fuzz bytes to a session as input lines and checks the framing invariants:
// exactly one response per non-empty command line (up to `quit`), each ending in one empty line.
#include <cstdlib>
#include <string_view>

#include "protocol/grammar.hpp"
#include "protocol/preprocess.hpp"
#include "protocol/session.hpp"

namespace boardtalk::fuzz {

inline bool is_quit(const std::string& line) {
    auto parsed = protocol::parse_command_line(line);
    auto* cmd = std::get_if<protocol::CommandLine>(&parsed);
    return cmd && cmd->name == "quit" && cmd->args.empty();
}

inline void check_session(const protocol::Registry& registry, std::string_view bytes) {
    protocol::ScriptSource input(bytes);
    protocol::StringSink output;
    protocol::Session(registry).run(input, output);

    std::size_t expected = 0;
    protocol::ScriptSource lines(bytes);
    while (auto line = lines.next_line()) {
        const std::string text = protocol::preprocess_line(line->text);
        if (text.empty()) continue;
        ++expected;
        if (is_quit(text)) break;
    }
    const std::string& out = output.text();
    std::size_t responses = 0;
    for (std::size_t pos = out.find("\n\n"); pos != std::string::npos;
         pos = out.find("\n\n", pos + 2)) {
        ++responses;
    }
    const bool framed =
        out.empty() || (out.size() >= 2 && out.compare(out.size() - 2, 2, "\n\n") == 0);
    const bool starts_right = out.empty() || out[0] == '=' || out[0] == '?';
    if (responses != expected || !framed || !starts_right) std::abort();
}

}  // namespace boardtalk::fuzz
