#include "protocol/io.hpp"

#include <poll.h>
#include <unistd.h>

#include <cerrno>

namespace boardtalk::protocol {

bool FdLineSource::line_ready() const {
    return eof_ || buffer_.find('\n', start_) != std::string::npos ||
           buffer_.size() - start_ > max_line;
}

bool FdLineSource::fill(int timeout_ms) {
    pollfd pfd{fd_, POLLIN, 0};
    int ready = ::poll(&pfd, 1, timeout_ms);
    if (ready < 0 && errno == EINTR) return false;
    if (ready <= 0) {
        if (ready < 0) eof_ = true;
        return ready < 0;
    }
    if (start_ > 0 && start_ * 2 > buffer_.size()) {
        buffer_.erase(0, start_);
        start_ = 0;
    }
    char chunk[65536];
    ssize_t n = ::read(fd_, chunk, sizeof chunk);
    if (n < 0 && (errno == EINTR || errno == EAGAIN)) return false;
    if (n <= 0) {
        eof_ = true;
    } else {
        buffer_.append(chunk, static_cast<std::size_t>(n));
    }
    return true;
}

bool FdLineSource::has_pending_line() {
    return line_ready();
}

bool FdLineSource::wait_for_line(std::chrono::milliseconds timeout) {
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    while (!line_ready()) {
        auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
            deadline - std::chrono::steady_clock::now());
        // Out of time: still take what has already arrived (a streaming search asks with a
        // zero timeout between reports), but do not block.
        const int wait_ms = left.count() > 0 ? static_cast<int>(left.count()) : 0;
        if (!fill(wait_ms) && wait_ms == 0) return line_ready();
    }
    return true;
}

std::optional<InputLine> FdLineSource::next_line() {
    while (!line_ready()) fill(-1);
    const auto newline = buffer_.find('\n', start_);
    const std::size_t length = (newline == std::string::npos ? buffer_.size() : newline) - start_;
    if (length > max_line) {
        // Keep the head for the id and the error; skip the rest of the line as it arrives.
        InputLine line{buffer_.substr(start_, 64), true};
        while (buffer_.find('\n', start_) == std::string::npos && !eof_) {
            start_ = buffer_.size();
            fill(-1);
        }
        const auto end = buffer_.find('\n', start_);
        start_ = end == std::string::npos ? buffer_.size() : end + 1;
        return line;
    }
    if (newline == std::string::npos) {
        if (start_ == buffer_.size()) return std::nullopt;  // end of input
        InputLine line{buffer_.substr(start_), false};
        start_ = buffer_.size();
        return line;
    }
    InputLine line{buffer_.substr(start_, length), false};
    start_ = newline + 1;
    return line;
}

void FdSink::flush() {
    std::size_t done = 0;
    while (ok_ && done < buffer_.size()) {
        ssize_t n = ::write(fd_, buffer_.data() + done, buffer_.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            ok_ = false;
            break;
        }
        done += static_cast<std::size_t>(n);
    }
    buffer_.clear();
}

ScriptSource::ScriptSource(std::string_view text) {
    std::size_t start = 0;
    while (start < text.size()) {
        auto end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        lines_.emplace_back(text.substr(start, end - start));
        start = end + 1;
    }
}

std::optional<InputLine> ScriptSource::next_line() {
    if (lines_.empty()) return std::nullopt;
    InputLine line{std::move(lines_.front()), false};
    lines_.pop_front();
    return line;
}

}  // namespace boardtalk::protocol
