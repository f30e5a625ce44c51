#pragma once
// What an engine answered, and how to cut one GTP response out of the bytes it printed.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace boardtalk::protocol {

struct Response {
    enum class Status {
        success,  // `=id text`
        failure,  // `?id message`
        timeout,  // no complete response in time; the engine may still answer later
        died,     // the engine closed its output (exited, crashed, or closed stdout)
        garbage,  // a block starting with `=`/`?` whose header is malformed (`=abc`, `?12x`)
    };
    Status status = Status::garbage;
    std::optional<std::uint32_t> id;  // the id the engine echoed, if any
    // success/failure: the text after `=id ` / `?id `, further lines joined by '\n' (a
    // multi-line result whose first line is empty starts with '\n'). timeout/died: a description
    // for people. garbage: the offending block.
    std::string text;
    // Lines that were not part of a well-formed response: stray lines printed before it, or the
    // partial response cut short by a timeout or the engine's death. Trailing CRs removed.
    std::vector<std::string> stray_output;

    bool answered() const { return status == Status::success || status == Status::failure; }
};

std::string_view to_string(Response::Status status);

struct ParsedResponse {
    Response response;     // success, failure or garbage
    std::size_t consumed;  // bytes of the buffer it used, stray lines included
};

// Looks for one complete response at the start of `buffer`: blank lines are skipped, lines not
// starting with `=` or `?` are collected as stray output, and the response is the lines from
// the first `=`/`?` line up to the next empty line (a line holding only CR counts as empty).
// The header is `=` or `?`, optional id digits (at most 2^32-1), then a space or the end of the
// line; anything else makes the block garbage. nullopt: the response is not complete yet.
std::optional<ParsedResponse> parse_response(std::string_view buffer);

// Splits bytes into lines at LF, dropping one trailing CR per line; a last line without LF is
// kept. Used to report partial output.
std::vector<std::string> split_output_lines(std::string_view bytes);

}  // namespace boardtalk::protocol
