#pragma once
// The one place where the front end talks to its engine: commands go out, `=` answers come back
// as text, `?` answers as the engine's message, and an engine that dies, hangs or answers
// garbage becomes an EngineLost exception that the session loop reports once.
#include <chrono>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "protocol/client/engine_process.hpp"

namespace boardtalk::play {

// The engine can no longer be used; what() says why (with the end of its stderr if any).
class EngineLost : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

// One answer of the engine: ok with its result text, or refused with its message.
struct Answer {
    bool ok = false;
    std::string text;
};

class EngineLink {
  public:
    // Starts the engine; on failure returns nullptr and sets `error` to one line.
    static std::unique_ptr<EngineLink> start(const std::vector<std::string>& argv,
                                             std::string& error);
    static std::unique_ptr<EngineLink> start(std::string_view command_line, std::string& error);

    // Sends one command and waits up to `timeout` for its answer. Throws EngineLost when the
    // engine died, did not answer in time or answered something that is not a response.
    Answer ask(std::string_view command, std::chrono::seconds timeout = std::chrono::seconds(30));
    // Like ask, but a refusal is also fatal (setup commands the game cannot do without).
    std::string require(std::string_view command,
                        std::chrono::seconds timeout = std::chrono::seconds(30));
    // Says `quit` and waits for the engine to end (kills it if it does not).
    void stop();

  private:
    explicit EngineLink(std::unique_ptr<protocol::EngineProcess> process);
    static std::unique_ptr<EngineLink> adopt(protocol::EngineProcess::Started started,
                                             std::string& error);
    std::unique_ptr<protocol::EngineProcess> process_;
};

}  // namespace boardtalk::play
