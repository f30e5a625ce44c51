#pragma once
// The messages waiting to be written to one page's WebSocket, bounded so that a page that does
// not read cannot grow the server. Past a first bound of waiting bytes a streamed line (an
// analysis, an autoplay) takes the place of the streamed lines still waiting, so only the
// newest waits: the page shows the newest anyway. Past a second bound another message does not
// fit, and the page is to be closed. Responses are never dropped: the page counts on one per
// command.
#include <cstddef>
#include <deque>
#include <string>

namespace boardtalk::web {

class Outbox {
  public:
    // `drop_lines_past` is the first bound, `max_bytes` the second, both in waiting bytes.
    Outbox(std::size_t drop_lines_past, std::size_t max_bytes);

    // Queues `message`; `streamed` for a streamed line, which may be dropped. False when a
    // message that is not a streamed line would take the waiting bytes past max_bytes: nothing
    // is queued then (the caller closes the page). A streamed line that cannot fit is dropped.
    bool push(std::string message, bool streamed);
    bool empty() const { return waiting_.empty(); }
    // Takes out the oldest message; the caller keeps it while it is written. Not when empty().
    std::string pop();
    // Drops every message waiting.
    void clear();

    std::size_t bytes() const { return bytes_; }  // of the messages waiting
    std::size_t size() const { return waiting_.size(); }
    std::size_t dropped() const { return dropped_; }  // streamed lines dropped so far

  private:
    struct Message {
        std::string text;
        bool streamed;
    };
    void drop_streamed();

    std::size_t drop_lines_past_;
    std::size_t max_bytes_;
    std::deque<Message> waiting_;
    std::size_t bytes_ = 0;
    std::size_t streamed_ = 0;  // streamed lines among waiting_
    std::size_t dropped_ = 0;
};

}  // namespace boardtalk::web
