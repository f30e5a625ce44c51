#pragma once
// Reads an engine's stderr on a thread of its own for as long as the engine lives, so that an
// engine writing megabytes of diagnostics never blocks on a full pipe. Keeps the last bytes for
// error reports and logs every line through spdlog at debug level.
#include <condition_variable>
#include <cstddef>
#include <mutex>
#include <string>
#include <thread>

#include "protocol/client/child_process.hpp"

namespace boardtalk::protocol {

class StderrDrain {
  public:
    // Takes the read end of the engine's stderr; `label` prefixes the log lines ("engine 123").
    StderrDrain(UniqueFd fd, std::string label, std::size_t keep_bytes);
    // Stops reading even if the pipe is still open (a grandchild may hold it) and joins.
    ~StderrDrain();
    StderrDrain(const StderrDrain&) = delete;
    StderrDrain& operator=(const StderrDrain&) = delete;

    // The last `keep_bytes` bytes read so far (cut at a line start when possible).
    std::string tail() const;
    // Total bytes read so far.
    std::size_t total_bytes() const;
    // Waits until the engine closed its stderr (usually: it exited) or `timeout` passes; true
    // if it did. Lets a report include what a crashing engine printed last.
    bool wait_for_end(std::chrono::milliseconds timeout);

  private:
    void run();
    void take(const char* data, std::size_t size);
    void log_lines(bool flush_partial);

    UniqueFd fd_;
    UniqueFd wake_read_;
    UniqueFd wake_write_;
    std::string label_;
    std::size_t keep_bytes_;
    mutable std::mutex mutex_;
    std::condition_variable ended_cv_;
    std::string tail_;
    std::string partial_line_;  // not yet logged (only touched by the thread)
    std::size_t total_ = 0;
    bool ended_ = false;
    std::thread thread_;
};

}  // namespace boardtalk::protocol
