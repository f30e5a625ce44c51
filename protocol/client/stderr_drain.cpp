#include "protocol/client/stderr_drain.hpp"

#include <fcntl.h>
#include <poll.h>
#include <spdlog/spdlog.h>
#include <unistd.h>

#include <cerrno>

namespace boardtalk::protocol {

namespace {
// A line longer than this is logged in pieces rather than kept growing.
constexpr std::size_t max_logged_line = 4096;
}  // namespace

StderrDrain::StderrDrain(UniqueFd fd, std::string label, std::size_t keep_bytes)
    : fd_(std::move(fd)), label_(std::move(label)), keep_bytes_(keep_bytes) {
    int wake[2];
    if (::pipe2(wake, O_CLOEXEC) == 0) {
        wake_read_ = UniqueFd(wake[0]);
        wake_write_ = UniqueFd(wake[1]);
    }
    thread_ = std::thread([this] { run(); });
}

StderrDrain::~StderrDrain() {
    if (wake_write_.valid()) {
        const char byte = 0;
        [[maybe_unused]] auto ignored = ::write(wake_write_.get(), &byte, 1);
    }
    thread_.join();
}

void StderrDrain::run() {
    char chunk[16384];
    while (true) {
        pollfd fds[2] = {{fd_.get(), POLLIN, 0}, {wake_read_.get(), POLLIN, 0}};
        const int ready = ::poll(fds, wake_read_.valid() ? 2 : 1, -1);
        if (ready < 0 && errno == EINTR) continue;
        if (ready < 0 || (fds[1].revents & POLLIN)) break;
        const auto n = ::read(fd_.get(), chunk, sizeof chunk);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) break;
        take(chunk, static_cast<std::size_t>(n));
    }
    log_lines(true);
    std::lock_guard lock(mutex_);
    ended_ = true;
    ended_cv_.notify_all();
}

void StderrDrain::take(const char* data, std::size_t size) {
    {
        std::lock_guard lock(mutex_);
        total_ += size;
        tail_.append(data, size);
        if (tail_.size() > 2 * keep_bytes_) tail_.erase(0, tail_.size() - keep_bytes_);
    }
    partial_line_.append(data, size);
    log_lines(false);
}

void StderrDrain::log_lines(bool flush_partial) {
    std::size_t start = 0;
    while (true) {
        const auto newline = partial_line_.find('\n', start);
        if (newline == std::string::npos) break;
        spdlog::debug("{} stderr: {}", label_, partial_line_.substr(start, newline - start));
        start = newline + 1;
    }
    partial_line_.erase(0, start);
    if (!partial_line_.empty() && (flush_partial || partial_line_.size() > max_logged_line)) {
        spdlog::debug("{} stderr: {}", label_, partial_line_);
        partial_line_.clear();
    }
}

std::string StderrDrain::tail() const {
    std::lock_guard lock(mutex_);
    if (tail_.size() <= keep_bytes_) return tail_;
    std::string_view kept(tail_);
    kept.remove_prefix(tail_.size() - keep_bytes_);
    const auto line_start = kept.find('\n');
    if (line_start != std::string_view::npos && line_start + 1 < kept.size()) {
        kept.remove_prefix(line_start + 1);
    }
    return std::string(kept);
}

std::size_t StderrDrain::total_bytes() const {
    std::lock_guard lock(mutex_);
    return total_;
}

bool StderrDrain::wait_for_end(std::chrono::milliseconds timeout) {
    std::unique_lock lock(mutex_);
    return ended_cv_.wait_for(lock, timeout, [this] { return ended_; });
}

}  // namespace boardtalk::protocol
