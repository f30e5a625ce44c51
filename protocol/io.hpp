#pragma once
// Where a session reads lines and writes responses: file descriptors for real use, strings for
// tests and fuzzing.
#include <chrono>
#include <cstddef>
#include <deque>
#include <optional>
#include <string>
#include <string_view>

namespace boardtalk::protocol {

struct InputLine {
    std::string text;       // raw, without the LF
    bool too_long = false;  // the line was longer than the source accepts; `text` is cut
};

class LineSource {
  public:
    virtual ~LineSource() = default;
    // Blocks for the next line; nullopt at end of input. A last line without LF still counts.
    virtual std::optional<InputLine> next_line() = 0;
    // A whole line (or end of input) is available without blocking.
    virtual bool has_pending_line() = 0;
    // Waits up to `timeout` for a line or end of input; true if one is there. A zero timeout
    // still takes in what has already arrived, without blocking.
    virtual bool wait_for_line(std::chrono::milliseconds timeout) = 0;
};

class Sink {
  public:
    virtual ~Sink() = default;
    virtual void write(std::string_view bytes) = 0;
    virtual void flush() = 0;
    // False once the reader went away (a broken pipe): the session ends.
    virtual bool ok() const { return true; }
};

// Reads lines from a file descriptor (stdin, a pipe) with poll(2); no reader thread needed,
// and a streaming handler sees new input as soon as it arrives.
class FdLineSource : public LineSource {
  public:
    static constexpr std::size_t max_line = 1 << 20;
    explicit FdLineSource(int fd) : fd_(fd) {}
    std::optional<InputLine> next_line() override;
    bool has_pending_line() override;
    bool wait_for_line(std::chrono::milliseconds timeout) override;

  private:
    bool fill(int timeout_ms);  // one read if poll says so; false on timeout
    bool line_ready() const;
    int fd_;
    std::string buffer_;
    std::size_t start_ = 0;
    bool eof_ = false;
};

// Buffers responses and writes them to a file descriptor on flush.
class FdSink : public Sink {
  public:
    explicit FdSink(int fd) : fd_(fd) {}
    ~FdSink() override { flush(); }
    void write(std::string_view bytes) override { buffer_.append(bytes); }
    void flush() override;
    bool ok() const override { return ok_; }

  private:
    int fd_;
    std::string buffer_;
    bool ok_ = true;
};

// A fixed script of lines (tests, fuzzing). Lines can be added while a session runs only from
// the same thread (by a handler under test); everything is pending at once.
class ScriptSource : public LineSource {
  public:
    ScriptSource() = default;
    explicit ScriptSource(std::string_view text);  // split at LF
    void add(std::string line) { lines_.push_back(std::move(line)); }
    std::optional<InputLine> next_line() override;
    bool has_pending_line() override { return true; }
    bool wait_for_line(std::chrono::milliseconds) override { return true; }

  private:
    std::deque<std::string> lines_;
};

class StringSink : public Sink {
  public:
    void write(std::string_view bytes) override { text_.append(bytes); }
    void flush() override { ++flushes_; }
    const std::string& text() const { return text_; }
    int flushes() const { return flushes_; }

  private:
    std::string text_;
    int flushes_ = 0;
};

}  // namespace boardtalk::protocol
