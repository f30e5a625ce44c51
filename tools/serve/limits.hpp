#pragma once
// What one page may make the server hold or wait for: each limit is declared here once, and
// serve's --help and error messages read it (docs/serve.md says what a page shows at each).
#include <chrono>
#include <cstddef>
#include <string>

namespace boardtalk::web {

struct RelayLimits {
    // A longer command line is refused in its turn, never sent (--max-line).
    std::size_t max_line_bytes = 4096;
    // How long an engine may take for one answer (not an open analysis) before the page is
    // told it is lost (--timeout).
    std::chrono::milliseconds answer_timeout{300000};
    // Command lines waiting for a busy engine, and their bytes: past either bound a line is
    // refused in its turn ("too many commands waiting").
    std::size_t max_queued_lines = 256;
    std::size_t max_queued_line_bytes = std::size_t{1} << 20;
    // One WebSocket message, so one uploaded file: a larger one closes the socket (1009).
    std::size_t max_message_bytes = std::size_t{1} << 20;
    // Uploaded files waiting for a busy engine: past it a file is refused in its turn ("too
    // many files waiting").
    std::size_t max_queued_file_bytes = std::size_t{2} << 20;
    // Lines and files waiting, refused ones included: past it the page is closed (1008).
    std::size_t max_waiting = 1024;
    // Messages written for a page that it has not read yet: past the first bound only the
    // newest streamed line waits (older ones are dropped); past the second the page is closed.
    std::size_t max_unread_bytes_before_dropping = std::size_t{1} << 20;
    std::size_t max_unread_bytes = std::size_t{8} << 20;
    // One response of the engine: a larger one (an engine flooding its stdout) loses the engine.
    // Far above any answer a page asks for (files come through @file, read from disk).
    std::size_t max_response_bytes = std::size_t{4} << 20;
};

// "4096 bytes", "1 MiB", "2.5 MiB": a limit for people.
std::string bytes_text(std::size_t bytes);

// "300 s", "1.5 s".
std::string seconds_text(std::chrono::milliseconds wait);

}  // namespace boardtalk::web
