#pragma once
// One engine process behind one WebSocket: command lines go in (from any thread), messages for
// the page come out through a sink, in the order of the commands. A worker thread of its own
// talks to the engine through protocol/client, so a slow genmove never blocks the network.
//
// Messages (JSON objects, one per WebSocket message; see relay_messages.hpp):
//   {"kind":"response","command":C,"ok":B,"text":T}  exactly one per command line, in order;
//                                                    with "file":F when the line used `@file`
//   {"kind":"line","command":C,"text":L}             a streamed analysis line (lz-analyze...)
//   {"kind":"lost","text":T}                         the engine died, hung or printed garbage;
//                                                    sent once, then nothing more
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "protocol/client/engine_process.hpp"
#include "tools/serve/session_file.hpp"

namespace boardtalk::web {

struct RelayLimits {
    std::size_t max_line_bytes = 4096;                 // longer command lines are refused, not sent
    std::chrono::milliseconds answer_timeout{300000};  // per command (not for open analysis)
};

// True for the commands that stream lines until the next input line (lz-analyze, kata-analyze,
// analyze, and the *genmove_analyze ones): the name, after an optional id, ends in "analyze".
bool is_streaming_command(std::string_view line);

class EngineRelay {
  public:
    // Called from the worker thread with one JSON message; `last` is set on the `lost` one,
    // after which the relay is closed.
    using Sink = std::function<void(std::string message, bool last)>;

    // Starts the engine and the worker. On failure the engine is not running and the sink got
    // a `lost` message saying why (the caller closes the socket).
    EngineRelay(std::vector<std::string> argv, RelayLimits limits, Sink sink);
    // Closes and joins.
    ~EngineRelay();
    EngineRelay(const EngineRelay&) = delete;
    EngineRelay& operator=(const EngineRelay&) = delete;

    // Queues one command line (without its LF). Refused lines (too long, a control character,
    // a file command naming a server path instead of `@file`) get a failure response in their
    // turn, and the engine never sees them.
    // The word `@file` in a line stands for the session's file (session_file.hpp); the response
    // to such a line carries the file's content when the command succeeded and the file exists.
    void submit(std::string line);
    // Queues an upload: `content` replaces the session's file in its turn, answered by one
    // response (command "@file upload", the size or why not) like a command line.
    void submit_file(std::string content);
    // Stops the engine soon (quit, then signals) and sends nothing more. Any thread, idempotent.
    void close();
    // True once the worker has finished (the engine is stopped and reaped).
    bool finished() const;
    // Waits for the worker; never call from the sink.
    void join();

  private:
    struct Item {
        std::string line;                   // as the page sent it (and sees it answered)
        std::string wire;                   // as the engine gets it (`@file` replaced)
        std::string refusal;                // non-empty: answer this instead of sending the line
        std::optional<std::string> upload;  // set: write this to the session's file instead
        bool uses_file = false;             // the line names `@file`
        bool sent = false;  // already written to the engine (it interrupted an analysis)
    };
    void run(std::vector<std::string> argv);
    void enqueue(Item item);
    bool next_item(Item& item);  // false when closing
    bool handle(Item& item);     // false when the engine is lost or closing
    bool plain_command(const Item& item);
    void store_upload(const Item& item);
    bool streaming_command(const Item& item);
    bool send_to_engine(const std::string& line);
    bool send_ahead();  // writes the next queued line while an analysis streams; true if sent
    void emit(std::string message, bool last = false);
    void emit_lost(const protocol::Response& r, std::string_view command);
    bool closing() const;

    RelayLimits limits_;
    Sink sink_;
    std::unique_ptr<protocol::EngineProcess> engine_;
    mutable std::mutex mutex_;
    std::condition_variable wake_;
    std::deque<Item> queue_;
    SessionFile file_;  // its directory is made by submit*, before the worker uses it
    bool closing_ = false;
    bool finished_ = false;
    std::thread worker_;
};

}  // namespace boardtalk::web
