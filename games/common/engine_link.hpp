#pragma once
// The one place where the front end talks to its engine: commands go out, `=` answers come back
// as text, `?` answers as the engine's message, and an engine that dies, hangs or answers
// garbage becomes an EngineLost exception that the session loop reports once. While a link is
// open, a fatal signal to the front end stops the engine too (see fatal_signals.hpp).
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
    struct Options {
        std::string name;  // how messages name the engine: "boardtalk go", a command line
        std::chrono::milliseconds timeout{60000};  // for an answer, unless the call says more
    };

    // Starts the engine; on failure returns nullptr and sets `error` to one line.
    static std::unique_ptr<EngineLink> start(const std::vector<std::string>& argv, Options options,
                                             std::string& error);
    static std::unique_ptr<EngineLink> start(std::string_view command_line, Options options,
                                             std::string& error);
    // Stops the engine (see stop).
    ~EngineLink();
    EngineLink(const EngineLink&) = delete;
    EngineLink& operator=(const EngineLink&) = delete;

    // Sends one command and waits for its answer (up to the link's timeout, or `timeout`).
    // Throws EngineLost when the engine died, did not answer in time or printed something that
    // is not a response; the message names the engine and the command.
    Answer ask(std::string_view command);
    Answer ask(std::string_view command, std::chrono::milliseconds timeout);
    // Like ask, but a refusal is also fatal (setup commands the game cannot do without).
    std::string require(std::string_view command);
    std::string require(std::string_view command, std::chrono::milliseconds timeout);
    // Says `quit` and waits for the engine to end (kills it if it does not). Idempotent.
    void stop();

  private:
    EngineLink(std::unique_ptr<protocol::EngineProcess> process, Options options);
    static std::unique_ptr<EngineLink> adopt(protocol::EngineProcess::Started started,
                                             Options options, std::string& error);
    [[noreturn]] void lost(std::string_view command, const protocol::Response& r,
                           std::chrono::milliseconds timeout) const;
    std::unique_ptr<protocol::EngineProcess> process_;
    Options options_;
};

}  // namespace boardtalk::play
