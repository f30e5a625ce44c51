#pragma once
// The client side of the protocol: run any engine (ours, GNU Go, anything speaking GTP-style
// framing), send it commands and read its responses with timeouts. Engine misbehaviour (death,
// hang, garbage, a flood of stderr) is reported in results, never thrown.
#include <sys/types.h>

#include <chrono>
#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "protocol/client/child_process.hpp"
#include "protocol/client/response.hpp"
#include "protocol/client/stderr_drain.hpp"

namespace boardtalk::protocol {

class EngineProcess {
  public:
    struct Options {
        std::chrono::milliseconds quit_grace{2000};  // after `quit` and EOF, before SIGTERM
        std::chrono::milliseconds term_grace{1000};  // after SIGTERM, before SIGKILL
        std::size_t stderr_tail_bytes = 8192;        // what stderr_tail() keeps
        // What a line on stdout outside any response is (see parse_response): by default the
        // garbage it is, reported at once instead of after the timeout.
        StrayLines stray_lines = StrayLines::garbage;
        // At most this many bytes of the engine's output are held unread. A response (with any
        // stray lines before it) that does not fit is garbage `response larger than N bytes`
        // and `oversized`, so an engine printing without end cannot grow the caller without
        // bound. Responses sent in a pipeline count together until they are read.
        std::size_t max_response_bytes = std::size_t{64} << 20;
        // The line stop() sends before closing the engine's input: GTP's and UCI's `quit`, or
        // another protocol's (CodeCup's `Quit`).
        std::string quit_command = "quit";
    };

    // Exactly one of the two is set.
    struct Started {
        std::unique_ptr<EngineProcess> engine;
        std::string error;  // bad command line, program not found, no pipes
    };

    // Splits `command_line` like a shell (see command_line.hpp) and starts it without a shell.
    static Started start(std::string_view command_line, Options options);
    static Started start(std::string_view command_line) { return start(command_line, Options{}); }
    // Starts argv directly (argv[0] searched in PATH).
    static Started start(std::vector<std::string> argv, Options options);

    // Stops the engine as stop() does if it is still running; the child is always reaped.
    ~EngineProcess();
    EngineProcess(const EngineProcess&) = delete;
    EngineProcess& operator=(const EngineProcess&) = delete;

    enum class SendStatus {
        sent,     // every byte is in the pipe
        timeout,  // the engine did not read its input in time; part may have been written
        closed,   // the engine closed its input (it exited, or closed stdin)
    };
    // Writes the bytes as they are (no LF added, nothing checked). While the pipe is full it
    // keeps reading the engine's output into the response buffer, so pipelining many commands
    // cannot deadlock (until that buffer holds max_response_bytes: then it waits for the engine).
    SendStatus send_raw(std::string_view bytes, std::chrono::milliseconds timeout);

    // Reads the next response (see parse_response). timeout: nothing complete within
    // `timeout`; what was read stays buffered for the next call. With StrayLines::garbage, a
    // line outside a response is garbage as soon as it is complete, and an incomplete one is
    // garbage rather than a timeout when the time is up. died: the engine closed its output;
    // the text says how it ended when it has exited. garbage and `oversized`: max_response_bytes
    // were read without a complete response; they are dropped (stray_output keeps their first
    // lines).
    Response read_response(std::chrono::milliseconds timeout);

    // Sends `command` plus LF, then reads its response, all within `timeout`. If the engine
    // does not take the command, the result is `died` or `timeout` accordingly.
    Response send(std::string_view command, std::chrono::milliseconds timeout);

    // For line protocols without GTP framing (CodeCup, UCI); an engine is read either by
    // responses or by lines, never both. send_line writes `line` plus LF (traced like send).
    // read_line returns the next line the engine printed, without its LF and CR, as a success
    // whose text is the line; or timeout (no complete line in time; a partial line stays
    // buffered), died, or garbage `oversized` (max_response_bytes without a line end).
    SendStatus send_line(std::string_view line, std::chrono::milliseconds timeout);
    Response read_line(std::chrono::milliseconds timeout);

    struct StopResult {
        enum class How {
            already_exited,  // it had exited before stop() was called
            quit,            // it exited after `quit` / end of input
            terminated,      // it needed SIGTERM
            killed,          // it needed SIGKILL
        } how;
        ExitStatus status;
    };
    // Ends the engine and reaps it: `quit` and end of input, then SIGTERM to its process group
    // after quit_grace, then SIGKILL after term_grace. Output printed meanwhile is discarded.
    // Calling it again returns the same result.
    StopResult stop();

    // True once the engine has exited (checked without blocking; reaps it).
    bool has_exited();
    // Its exit status once it has exited and was reaped.
    std::optional<ExitStatus> exit_status() const { return exit_status_; }

    // The last bytes the engine wrote to stderr (for error reports).
    std::string stderr_tail() const { return stderr_->tail(); }
    std::size_t stderr_bytes() const { return stderr_->total_bytes(); }
    pid_t pid() const { return pid_; }

  private:
    EngineProcess(SpawnedChild child, Options options);
    bool read_some(int timeout_ms);  // false on poll timeout or a full buffer
    Response timeout_response(std::chrono::milliseconds timeout);
    Response died_response();
    Response oversized_response();
    bool buffer_full() const { return buffer_.size() >= options_.max_response_bytes; }
    void discard_output();
    void drain_until_exit(std::chrono::milliseconds grace);
    void trace(std::string_view direction, std::string_view text) const;

    Options options_;
    pid_t pid_;
    std::string label_;
    UniqueFd stdin_;
    UniqueFd stdout_;
    std::unique_ptr<StderrDrain> stderr_;
    std::string buffer_;       // engine output not yet returned as a response
    ResponseScanner scanner_;  // how far buffer_ has been looked at
    bool stdout_closed_ = false;
    std::optional<ExitStatus> exit_status_;
    std::optional<StopResult> stopped_;
};

}  // namespace boardtalk::protocol
