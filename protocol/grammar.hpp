#pragma once
// The Spirit X3 grammar of a command line and of the built-in argument types.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "protocol/command_ast.hpp"

namespace boardtalk::protocol {

// Why a line could not be parsed; `id` is set when the line began with a valid id, so the
// error can still echo it.
struct LineError {
    std::optional<std::uint32_t> id;
    std::string message;  // full text after `?id `, e.g. "syntax error: missing command name"
};

// Parses a preprocessed, non-empty line. A first token made only of digits is the id.
std::variant<CommandLine, LineError> parse_command_line(std::string_view line);

// Whole-token parsers for the GTP entities (spec §2): nullopt unless the whole text matches.
std::optional<std::uint32_t> parse_gtp_int(std::string_view text);  // 0..2^31-1
std::optional<std::int64_t> parse_signed_int(std::string_view text);
std::optional<double> parse_gtp_float(std::string_view text);  // finite only, no junk
std::optional<bool> parse_gtp_bool(std::string_view text);     // true | false

}  // namespace boardtalk::protocol
