#include "tools/serve/outbox.hpp"

#include <algorithm>

namespace boardtalk::web {

Outbox::Outbox(std::size_t drop_lines_past, std::size_t max_bytes)
    : drop_lines_past_(drop_lines_past), max_bytes_(max_bytes) {}

bool Outbox::push(std::string message, bool streamed) {
    if (streamed && bytes_ + message.size() > drop_lines_past_) drop_streamed();
    if (bytes_ + message.size() > max_bytes_) {
        if (!streamed) return false;
        ++dropped_;
        return true;
    }
    bytes_ += message.size();
    if (streamed) ++streamed_;
    waiting_.push_back({std::move(message), streamed});
    return true;
}

void Outbox::drop_streamed() {
    if (streamed_ == 0) return;
    if (streamed_ == 1 && waiting_.back().streamed) {  // the usual case: a stream going on
        bytes_ -= waiting_.back().text.size();
        waiting_.pop_back();
    } else {
        std::erase_if(waiting_, [this](const Message& m) {
            if (m.streamed) bytes_ -= m.text.size();
            return m.streamed;
        });
    }
    dropped_ += streamed_;
    streamed_ = 0;
}

std::string Outbox::pop() {
    Message front = std::move(waiting_.front());
    waiting_.pop_front();
    bytes_ -= front.text.size();
    if (front.streamed) --streamed_;
    return std::move(front.text);
}

void Outbox::clear() {
    waiting_.clear();
    bytes_ = streamed_ = 0;
}

}  // namespace boardtalk::web
