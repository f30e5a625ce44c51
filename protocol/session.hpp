#pragma once
// The session loop: one response per non-empty input line, strictly in order.
#include <functional>
#include <memory>
#include <string_view>

#include "protocol/io.hpp"
#include "protocol/registry.hpp"

namespace spdlog {
class logger;
}

namespace boardtalk::protocol {

// Work a game does between commands (Go's pondering): called when no input line is waiting,
// after the responses so far are flushed. It must return soon after a line (or end of input)
// arrives: it polls input.wait_for_line with a zero timeout at least every few milliseconds.
using IdleHook = std::function<void(LineSource& input)>;

class Session {
  public:
    // `trace`, when set, receives `<< command` and `>> response` lines (never stdout).
    explicit Session(const Registry& registry, std::shared_ptr<spdlog::logger> trace = nullptr);

    // Runs until `quit`, end of input or a closed output. Output is flushed whenever the next
    // read would wait. Returns the process exit code (0).
    int run(LineSource& input, Sink& output);
    // Runs `idle` whenever the session would wait for input (none by default).
    void set_idle(IdleHook idle) { idle_ = std::move(idle); }

  private:
    void respond(const InputLine& line, LineSource& input, Sink& output, bool& quit);

    const Registry& registry_;
    std::shared_ptr<spdlog::logger> trace_;
    std::string out_;  // the response being built
    IdleHook idle_;
};

// Serves `registry` on stdin/stdout; the `boardtalk <game>` programs call this.
int serve_stdio(const Registry& registry, IdleHook idle = nullptr);

}  // namespace boardtalk::protocol
