#pragma once
// One engine process behind one WebSocket: command lines go in (from any thread), messages for
// the page come out through a sink, in the order of the commands. A worker thread of its own
// talks to the engine through protocol/client, so a slow genmove never blocks the network.
//
// Messages (JSON objects, one per WebSocket message; see relay_messages.hpp):
//   {"kind":"response","command":C,"ok":B,"text":T}  exactly one per command line, in order;
//                                                    with "file":F when the line used `@file`
//   {"kind":"line","command":C,"text":L}             a streamed line (lz-analyze, autoplay...)
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
#include "tools/serve/limits.hpp"
#include "tools/serve/line_policy.hpp"
#include "tools/serve/relay_messages.hpp"
#include "tools/serve/session_file.hpp"

namespace boardtalk::web {

class EngineRelay {
  public:
    // Called from the worker thread with one JSON message; after the `lost` one
    // (MessageKind::lost) the relay is closed.
    using Sink = std::function<void(std::string message, MessageKind kind)>;

    // Starts the engine and the worker. On failure the engine is not running and the sink got
    // a `lost` message saying why (the caller closes the socket). `rules` say which commands
    // stream and which may pass.
    EngineRelay(std::vector<std::string> argv, CommandRules rules, RelayLimits limits, Sink sink);
    // Closes and joins.
    ~EngineRelay();
    EngineRelay(const EngineRelay&) = delete;
    EngineRelay& operator=(const EngineRelay&) = delete;

    // Queues one command line (without its LF). False (and nothing queued) when limits.
    // max_waiting lines and files wait already: the page floods, the caller closes it. Past
    // max_queued_lines (or their bytes) the line is refused in its turn. Refused lines (see
    // judge_line: too long, a control character, a file command naming a server path instead of
    // `@file`, a command the rules do not let pass) get a failure response in their turn, and the
    // engine never sees them. A comment or empty line gets an empty success in its turn without
    // reaching the engine (GTP engines answer nothing to them), except that it ends a streaming
    // command. The word `@file` in a line stands for the session's file (session_file.hpp); the
    // response to such a line carries the file's content when the command succeeded and the file
    // exists.
    bool submit(std::string line);
    // Queues an upload: `content` replaces the session's file in its turn, answered by one
    // response (command "@file upload", the size or why not) like a command line; refused
    // past max_queued_file_bytes waiting, false as submit() past max_waiting. Every text
    // the page gets shows the file's path (or any part of it) as `@file`; the file goes when
    // the worker ends.
    bool submit_file(std::string content);
    // Stops the engine soon (quit, then signals) and sends nothing more. Any thread, idempotent.
    void close();
    // True once the worker has finished (the engine is stopped and reaped).
    bool finished() const;
    // Waits for the worker; never call from the sink.
    void join();

  private:
    struct Item {
        std::string line;                   // as the page sent it (and sees it answered)
        LineVerdict verdict;                // refused or no_op: answered without the engine
        std::optional<std::string> upload;  // set: write this to the session's file instead
        bool uses_file = false;             // the line names `@file`
        bool streaming = false;             // its response streams until the next line
        bool sent = false;  // already written to the engine (it ended a streaming command)
        bool for_engine() const { return verdict.kind == LineKind::engine && !upload; }
    };
    void run(std::vector<std::string> argv);
    bool enqueue(Item item);
    void admit(Item& item);          // refuses it past the bounds, else counts it (holding mutex_)
    void release(const Item& item);  // uncounts it (holding mutex_)
    bool next_item(Item& item);      // false when closing
    bool handle(Item& item);         // false when the engine is lost or closing
    bool plain_command(const Item& item);
    void store_upload(const Item& item);
    std::optional<std::string> wire_of(const Item& item);  // the line with `@file` replaced
    bool streaming_command(const Item& item);
    bool send_to_engine(const std::string& line);
    bool send_ahead();  // ends a streaming command with the next queued line; true if sent
    bool queue_empty() const;
    void emit(std::string message, MessageKind kind = MessageKind::response);
    void emit_lost(const protocol::Response& r, std::string_view command,
                   std::string_view detail = {});
    bool closing() const;

    CommandRules rules_;
    RelayLimits limits_;
    Sink sink_;
    std::unique_ptr<protocol::EngineProcess> engine_;
    mutable std::mutex mutex_;
    std::condition_variable wake_;
    std::deque<Item> queue_;
    std::size_t queued_lines_ = 0;  // admitted lines (not refused ones) in queue_
    std::size_t queued_line_bytes_ = 0;
    std::size_t queued_file_bytes_ = 0;
    SessionFile file_;  // the worker's alone; removed when it ends
    bool closing_ = false;
    bool finished_ = false;
    std::thread worker_;
};

}  // namespace boardtalk::web
