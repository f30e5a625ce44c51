#pragma once
// The session loop: one response per non-empty input line, strictly in order.
#include <memory>
#include <string_view>

#include "protocol/io.hpp"
#include "protocol/registry.hpp"

namespace spdlog {
class logger;
}

namespace boardtalk::protocol {

class Session {
  public:
    // `trace`, when set, receives `<< command` and `>> response` lines (never stdout).
    explicit Session(const Registry& registry, std::shared_ptr<spdlog::logger> trace = nullptr);

    // Runs until `quit`, end of input or a closed output. Output is flushed whenever the next
    // read would wait. Returns the process exit code (0).
    int run(LineSource& input, Sink& output);

    // Handles one raw input line (before preprocessing). Returns false when the session ends.
    bool handle(std::string_view raw, LineSource& input, Sink& output);

  private:
    void respond(const InputLine& line, LineSource& input, Sink& output, bool& quit);

    const Registry& registry_;
    std::shared_ptr<spdlog::logger> trace_;
    std::string out_;  // the response being built
};

// Serves `registry` on stdin/stdout; the `boardtalk <game>` programs call this.
int serve_stdio(const Registry& registry);

}  // namespace boardtalk::protocol
