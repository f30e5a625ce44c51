#pragma once
// Response framing, the only place that writes `=` and `?`.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace boardtalk::protocol {

// `=id text\n\n`. `= ` keeps its space for empty results; trailing newlines of `text` are
// dropped and any empty line inside it becomes a single space, so the response never holds an
// empty line before its end.
void append_success(std::string& out, std::optional<std::uint32_t> id, std::string_view text);

// `?id message\n\n`, the message folded onto one line.
void append_failure(std::string& out, std::optional<std::uint32_t> id, std::string_view message);

// One line of a streamed response: a line that would be empty becomes a space.
void append_stream_line(std::string& out, std::string_view line);

}  // namespace boardtalk::protocol
