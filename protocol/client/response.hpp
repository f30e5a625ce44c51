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
        garbage,  // a block starting with `=`/`?` whose header is malformed (`=abc`, `?12x`), or
                  // (StrayLines::garbage) a line outside any response
    };
    Status status = Status::garbage;
    std::optional<std::uint32_t> id;  // the id the engine echoed, if any
    // success/failure: the text after `=id ` / `?id `, further lines joined by '\n' (a
    // multi-line result whose first line is empty starts with '\n'). timeout/died: a description
    // for people. garbage: the offending block or line.
    std::string text;
    // Lines that were not part of a well-formed response: stray lines printed before it
    // (StrayLines::collect), or the partial response cut short by a timeout or the engine's
    // death. Trailing CRs removed.
    std::vector<std::string> stray_output;
    // garbage only: the engine printed more than EngineProcess::Options::max_response_bytes
    // without completing a response. What it printed was dropped, so the stream is out of step
    // (the rest of that response is still coming): the engine is best stopped.
    bool oversized = false;

    bool answered() const { return status == Status::success || status == Status::failure; }
};

std::string_view to_string(Response::Status status);

// Why an engine that gave `r` (a timeout, death or garbage) to `command` is lost, for people:
// "did not answer 'genmove b' TIMEOUT_TEXT", "stopped while asked 'genmove b' (...)" or "answered
// 'genmove b' with garbage: ...", then "\nits last words on stderr:\n" and `stderr_tail` when it
// is not empty. `timeout_text` says how long it had ("within 5 s").
std::string lost_reason(const Response& r, std::string_view command,
                        const std::string& timeout_text, std::string stderr_tail);

// What a line outside any response means. GTP has an engine print responses and nothing else on
// stdout, and controllers (gomill, GoGui) treat anything else as a protocol error.
enum class StrayLines {
    garbage,  // the line is a garbage response at once: a controller need not wait for more
    collect,  // the line goes into the next response's stray_output (a tester that only warns)
};

struct ParsedResponse {
    Response response;     // success, failure or garbage
    std::size_t consumed;  // bytes of the buffer it used, stray lines included
};

// Looks for one complete response at the start of `buffer`: blank lines (nothing but spaces,
// tabs and CR) are skipped, and the response is the lines from the first `=`/`?` line up to the
// next empty line (a line holding only CR counts as empty). A complete line before it that does
// not start with `=` or `?` is, as `stray` says, a garbage response of its own (consuming just
// that line) or stray output. The header is `=` or `?`, optional id digits (at most 2^32-1),
// then a space or the end of the line; anything else makes the block garbage. nullopt: the
// response is not complete yet.
std::optional<ParsedResponse> parse_response(std::string_view buffer,
                                             StrayLines stray = StrayLines::garbage);

// parse_response for a buffer that grows as the engine's output arrives, looking at every byte
// once however small the pieces: asking again after each read costs only the new bytes, where
// parse_response would read the whole buffer again (quadratic in a long response).
class ResponseScanner {
  public:
    explicit ResponseScanner(StrayLines stray = StrayLines::garbage) : stray_lines_(stray) {}

    // What parse_response(buffer) returns. Between calls `buffer` may only grow at its end; when
    // a response is returned the scanner starts afresh, for the caller to remove the `consumed`
    // bytes before the next call. A buffer changed in any other way (cleared) needs reset().
    std::optional<ParsedResponse> next(std::string_view buffer);
    void reset();

  private:
    ParsedResponse finish(std::string_view buffer, std::size_t block_end);

    StrayLines stray_lines_;
    std::size_t line_start_ = 0;              // the first line not yet complete
    std::size_t searched_ = 0;                // no LF before this
    std::optional<std::size_t> block_start_;  // where the `=`/`?` line begins
    struct Span {
        std::size_t start, size;
    };
    std::vector<Span> stray_;  // StrayLines::collect: the stray lines so far
};

// True if `buffer` holds the start of a line outside any response that is neither blank nor
// the start of a response: with StrayLines::garbage, output that can only become garbage.
bool starts_with_stray_output(std::string_view buffer);

// Splits bytes into lines at LF, dropping one trailing CR per line; a last line without LF is
// kept. Used to report partial output.
std::vector<std::string> split_output_lines(std::string_view bytes);

}  // namespace boardtalk::protocol
