#pragma once
// An engine of a match as the command line names it, and the runner-kept clock it plays under:
// their one parser each (the options of `boardtalk match` and `boardtalk tune` use them) and
// their canonical text (match.json, summaries).
//
//   --engine NAME[:tc=TC]=[proto:gtp|codecup|uci:]COMMAND
//   --engine-option ENGINE:NAME=VALUE   a UCI option of engine ENGINE (setoption), repeatable
//   --tc BASE+INC    Fischer: BASE seconds, INC seconds added after each move ("60", "10+0.1")
//   --tc M/B/S       Canadian byo-yomi (Go): M seconds main time, then S moves in every B seconds
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/result.hpp"

namespace boardtalk::match {

// How the runner talks to an engine: GTP-style commands with ids (every boardtalk engine, GNU
// Go), the CodeCup 2011 referee protocol (DVONN entrants), or Sanmill's UCI-style protocol
// (Nine Men's Morris).
enum class EngineProtocol { gtp, codecup, uci };

std::string_view protocol_name(EngineProtocol p);  // "gtp", "codecup", "uci"
std::optional<EngineProtocol> protocol_from_name(std::string_view name);

struct TimeControl {
    enum class Kind { fischer, canadian };
    Kind kind = Kind::fischer;
    double base = 0;       // seconds of main time
    double increment = 0;  // Fischer: seconds added after every move
    double period = 0;     // Canadian: seconds of one byo-yomi period
    int stones = 0;        // Canadian: moves to play in each period (1..1000)

    // The canonical text, parse_time_control's input: "10+0.1", "600/30/10".
    std::string text() const;
    bool operator==(const TimeControl&) const = default;
};

// The time control, or one line saying what is wrong (no option name in front). Ranges: main
// time 0..86400 s, increment 0..3600 s, period 0 < B <= 86400 s, stones 1..1000, and some time
// at all (BASE+INC not 0+0). Numbers are GTP reals, as elsewhere in the runner (no inf or nan).
Result<TimeControl> parse_time_control(std::string_view text);

struct EngineSpec {
    EngineSpec() = default;
    EngineSpec(std::string n, std::string c) : name(std::move(n)), command(std::move(c)) {}

    std::string name;     // [A-Za-z0-9_.-], 1..32 characters, unique within a match
    std::string command;  // the command line; {seed} becomes the game's seed
    EngineProtocol protocol = EngineProtocol::gtp;
    std::optional<TimeControl> tc;  // its own clock (NAME:tc=), else the match's --tc if any
    // UCI options (--engine-option), sent as `setoption name N value V` in this order.
    std::vector<std::pair<std::string, std::string>> options;

    // NAME[:tc=TC]=[proto:P:]COMMAND, the form parse_engine_spec reads back to this spec
    // (proto: only when not gtp, or when the command itself starts with "proto:").
    std::string text() const;
    bool operator==(const EngineSpec&) const = default;
};

// True for a valid engine name.
bool valid_engine_name(std::string_view name);

// NAME[:tc=TC]=[proto:P:]COMMAND, or one line saying what is wrong.
Result<EngineSpec> parse_engine_spec(std::string_view text);

// One --engine-option: the option NAME=VALUE of the engine named ENGINE.
struct EngineOption {
    std::string engine, name, value;
};

// ENGINE:NAME=VALUE, or one line saying what is wrong: ENGINE a valid engine name; NAME up to
// the first '=', VALUE the rest (':' and '=' allowed); neither empty nor holding a line break,
// and NAME without the word "value" (setoption could not be read back).
Result<EngineOption> parse_engine_option(std::string_view text);

}  // namespace boardtalk::match
