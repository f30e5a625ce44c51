#pragma once
// What a running handler may ask of its session: stream lines, watch for input, end the session.
#include <chrono>
#include <cstdint>
#include <optional>
#include <string_view>

namespace boardtalk::protocol {

class LineSource;
class Sink;

class Context {
  public:
    Context(LineSource& input, Sink& output, std::optional<std::uint32_t> id)
        : input_(input), output_(output), id_(id) {}

    // Streams one line of a response that grows while the handler runs (analysis). The first
    // call writes the `=id` header line; blank lines are written as a single space. The session
    // closes the response with its empty line when the handler returns, after any final text the
    // handler returns. A handler that streamed cannot fail with a `?` any more.
    void stream(std::string_view line);
    // Writes the `=id` header line now, if no line was streamed yet, so the controller sees at
    // once that a streaming command was accepted. The handler cannot fail with a `?` after this.
    void begin_stream();
    bool streamed() const { return streamed_; }

    // True when an input line is waiting (it will be handled after this command). Waits up to
    // `timeout` for one (a zero timeout still looks at what has arrived, without blocking); end
    // of input counts as input. Streaming handlers loop until this is true.
    bool wait_for_input(std::chrono::milliseconds timeout);

    // Ends the session after this response (quit).
    void request_quit() { quit_ = true; }
    bool quit_requested() const { return quit_; }

    std::optional<std::uint32_t> id() const { return id_; }

  private:
    LineSource& input_;
    Sink& output_;
    std::optional<std::uint32_t> id_;
    bool streamed_ = false;
    bool quit_ = false;
};

}  // namespace boardtalk::protocol
