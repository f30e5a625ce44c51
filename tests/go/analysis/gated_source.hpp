#pragma once
// A LineSource for sessions in one thread whose lines arrive later: each line is held back
// until its gate opens (something was written, some time passed since the previous line).
#include <chrono>
#include <deque>
#include <functional>
#include <string>
#include <thread>

#include "protocol/io.hpp"

namespace boardtalk::go_adapter::testing {

class GatedSource : public protocol::LineSource {
  public:
    using Clock = std::chrono::steady_clock;
    using Gate = std::function<bool()>;

    // `line` becomes available once `gate` (if any) is true and `delay` has passed since the
    // previous line was taken.
    void add(std::string line, Gate gate = {},
             std::chrono::milliseconds delay = std::chrono::milliseconds(0)) {
        lines_.push_back({std::move(line), std::move(gate), delay});
    }

    std::optional<protocol::InputLine> next_line() override {
        while (!has_pending_line()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
        if (lines_.empty()) return std::nullopt;
        protocol::InputLine line{std::move(lines_.front().text), false};
        lines_.pop_front();
        taken_at_ = Clock::now();
        ++taken_;
        return line;
    }
    bool has_pending_line() override {
        if (lines_.empty()) return true;  // end of input counts as input
        Entry& e = lines_.front();
        const auto waited = Clock::now() - taken_at_;
        // A gate that never opens would hang the test: after a while the line comes anyway
        // (and the test's checks of the output fail instead).
        if (waited > std::chrono::seconds(10)) return true;
        // Once open, a gate stays open (the line has arrived, whatever is written next).
        if (e.gate && e.gate()) e.gate = nullptr;
        return waited >= e.delay && !e.gate;
    }
    bool wait_for_line(std::chrono::milliseconds timeout) override {
        const auto deadline = Clock::now() + timeout;
        while (!has_pending_line()) {
            if (Clock::now() >= deadline) return false;
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
        return true;
    }
    int taken() const { return taken_; }

  private:
    struct Entry {
        std::string text;
        Gate gate;
        std::chrono::milliseconds delay;
    };
    std::deque<Entry> lines_;
    Clock::time_point taken_at_ = Clock::now();
    int taken_ = 0;
};

}  // namespace boardtalk::go_adapter::testing
