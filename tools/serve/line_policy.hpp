#pragma once
// What the relay does with a command line from a page, decided from the line alone: pass it to
// the engine, answer it itself (a GTP comment or an empty line, which engines never answer), or
// refuse it. Pure functions, fuzzed by tests/fuzz/fuzz_relay.cpp.
#include <cstddef>
#include <string>
#include <string_view>

#include "games/common/page_commands.hpp"

namespace boardtalk::web {

// The commands of the engine behind one game's pages.
struct CommandRules {
    PageCommands page;       // the game table's column (empty for an engine of no game: tests)
    bool page_only = false;  // only page.used passes: an engine other than this program's
};

// The command name of `line` as GTP reads it: after cutting the comment (`#` and what
// follows) and an optional numeric id, the first word; "" when there is none.
std::string_view command_name(std::string_view line);

// True if `name` is one of the space-separated words of `names`.
bool names_contain(std::string_view names, std::string_view name);

// True if the line's command streams lines until the next input line (rules.page.streaming).
bool is_streaming_command(std::string_view line, const CommandRules& rules);

enum class LineKind {
    engine,   // sent to the engine
    no_op,    // empty once its comment is cut: answered ok with an empty text, never sent
    refused,  // answered with `refusal`, never sent
};

struct LineVerdict {
    LineKind kind = LineKind::engine;
    std::string refusal;  // why, for LineKind::refused
};

// The verdict on one line (without its LF): refused when longer than `max_bytes`, with a
// control character, naming a server path in a file command (SessionFile::names_server_path),
// or, with rules.page_only, a command the game's page does not use.
LineVerdict judge_line(std::string_view line, std::size_t max_bytes, const CommandRules& rules);

}  // namespace boardtalk::web
