#include "tools/serve/engine_relay.hpp"

#include <spdlog/spdlog.h>

#include <optional>

#include "protocol/errors.hpp"
#include "protocol/files.hpp"
#include "tools/serve/relay_messages.hpp"

namespace boardtalk::web {

namespace {

using Clock = std::chrono::steady_clock;
using std::chrono::milliseconds;
using Status = protocol::Response::Status;

// How long one blocking read may last before the worker looks at the queue and at close().
constexpr milliseconds kSlice{50};

bool is_blank(std::string_view line) {
    return line.find_first_not_of(" \t\r") == std::string_view::npos;
}

// A refused line as the page sees it answered: its beginning, when it is long.
std::string abbreviated(std::string line) {
    return line.size() > 80 ? line.substr(0, 80) + "..." : line;
}

protocol::EngineProcess::Options process_options(const RelayLimits& limits) {
    protocol::EngineProcess::Options options;
    options.max_response_bytes = limits.max_response_bytes;
    options.quit_grace = milliseconds(1000);
    options.term_grace = milliseconds(1000);
    return options;
}

}  // namespace

EngineRelay::EngineRelay(std::vector<std::string> argv, CommandRules rules, RelayLimits limits,
                         Sink sink)
    : rules_(rules), limits_(limits), sink_(std::move(sink)) {
    worker_ = std::thread([this, argv = std::move(argv)]() mutable { run(std::move(argv)); });
}

EngineRelay::~EngineRelay() {
    close();
    join();
}

bool EngineRelay::submit(std::string line) {
    Item item;
    item.verdict = judge_line(line, limits_.max_line_bytes, rules_);
    if (item.verdict.kind == LineKind::refused) line = abbreviated(std::move(line));
    item.streaming = is_streaming_command(line, rules_);
    item.uses_file = item.for_engine() && SessionFile::used_by(line);
    item.line = std::move(line);
    return enqueue(std::move(item));
}

bool EngineRelay::submit_file(std::string content) {
    Item item;
    item.line = "@file upload";
    item.upload = std::move(content);
    return enqueue(std::move(item));
}

bool EngineRelay::enqueue(Item item) {
    {
        std::lock_guard lock(mutex_);
        if (closing_) return true;
        if (queue_.size() >= limits_.max_waiting) return false;
        admit(item);
        queue_.push_back(std::move(item));
    }
    wake_.notify_one();
    return true;
}

void EngineRelay::admit(Item& item) {
    if (item.upload) {
        if (queued_file_bytes_ + item.upload->size() <= limits_.max_queued_file_bytes) {
            queued_file_bytes_ += item.upload->size();
            return;
        }
        item.upload.reset();
        item.verdict = {LineKind::refused, "too many files waiting: at most " +
                                               bytes_text(limits_.max_queued_file_bytes) +
                                               " of files may wait for the engine"};
    } else if (item.verdict.kind != LineKind::refused) {
        if (queued_lines_ < limits_.max_queued_lines &&
            queued_line_bytes_ + item.line.size() <= limits_.max_queued_line_bytes) {
            ++queued_lines_;
            queued_line_bytes_ += item.line.size();
            return;
        }
        item.line = abbreviated(std::move(item.line));
        item.verdict = {LineKind::refused, "too many commands waiting: at most " +
                                               std::to_string(limits_.max_queued_lines) +
                                               " lines (" +
                                               bytes_text(limits_.max_queued_line_bytes) +
                                               ") may wait for the engine"};
    }
}

void EngineRelay::release(const Item& item) {
    if (item.upload) {
        queued_file_bytes_ -= item.upload->size();
    } else if (item.verdict.kind != LineKind::refused) {
        --queued_lines_;
        queued_line_bytes_ -= item.line.size();
    }
}

void EngineRelay::close() {
    std::deque<Item> dropped;  // freed now, not when the relay is
    {
        std::lock_guard lock(mutex_);
        closing_ = true;
        dropped.swap(queue_);
        queued_lines_ = queued_line_bytes_ = queued_file_bytes_ = 0;
    }
    wake_.notify_one();
}

bool EngineRelay::closing() const {
    std::lock_guard lock(mutex_);
    return closing_;
}

bool EngineRelay::finished() const {
    std::lock_guard lock(mutex_);
    return finished_;
}

void EngineRelay::join() {
    if (worker_.joinable() && worker_.get_id() != std::this_thread::get_id()) worker_.join();
}

void EngineRelay::emit(std::string message, MessageKind kind) {
    if (!closing()) sink_(std::move(message), kind);
}

void EngineRelay::run(std::vector<std::string> argv) {
    auto started = protocol::EngineProcess::start(argv, process_options(limits_));
    if (!started.engine) {
        emit(lost_message("cannot start the engine: " + started.error), MessageKind::lost);
    } else {
        engine_ = std::move(started.engine);
        Item item;
        while (next_item(item) && handle(item)) {
        }
        const auto stopped = engine_->stop();
        spdlog::debug("web: engine {} stopped: {}", engine_->pid(), describe(stopped.status));
        engine_.reset();  // its pipes close now, not when the server drops the relay
    }
    file_.remove();  // the page is gone: so is its file, before another page opens
    std::lock_guard lock(mutex_);
    finished_ = true;
    closing_ = true;  // nothing more reaches the page
}

bool EngineRelay::next_item(Item& item) {
    std::unique_lock lock(mutex_);
    wake_.wait(lock, [&] { return closing_ || !queue_.empty(); });
    if (closing_) return false;
    item = std::move(queue_.front());
    queue_.pop_front();
    release(item);
    return true;
}

bool EngineRelay::queue_empty() const {
    std::lock_guard lock(mutex_);
    return queue_.empty();
}

bool EngineRelay::handle(Item& item) {
    if (item.verdict.kind == LineKind::refused) {
        emit(response_message(item.line, false, item.verdict.refusal));
        return true;
    }
    if (item.verdict.kind == LineKind::no_op) {
        emit(response_message(item.line, true, ""));
        return true;
    }
    if (item.upload) {
        store_upload(item);
        return true;
    }
    if (!item.sent) {
        const auto wire = wire_of(item);
        if (!wire) {
            emit(
                response_message(item.line, false, "no private directory for @file on the server"));
            return true;
        }
        if (!send_to_engine(*wire)) return false;
    }
    return item.streaming ? streaming_command(item) : plain_command(item);
}

bool EngineRelay::send_to_engine(const std::string& line) {
    using Send = protocol::EngineProcess::SendStatus;
    if (engine_->send_raw(line + "\n", limits_.answer_timeout) == Send::timeout) {
        protocol::Response r;
        r.status = Status::timeout;
        emit_lost(r, line, "(it did not read its input)");
        return false;
    }
    return true;  // after `closed` the engine may still have answered: the read tells
}

bool EngineRelay::plain_command(const Item& item) {
    const auto deadline = Clock::now() + limits_.answer_timeout;
    while (true) {
        const auto r = engine_->read_response(kSlice);
        if (r.status == Status::timeout && !closing() && Clock::now() < deadline) continue;
        if (closing()) return false;
        if (!r.answered()) {
            emit_lost(r, item.line);
            return false;
        }
        const bool ok = r.status == Status::success;
        std::optional<std::string> file;
        if (ok && item.uses_file) file = file_.read(protocol::max_game_file_bytes);
        emit(response_message(item.line, ok, file_.conceal(r.text), file));
        return true;
    }
}

std::optional<std::string> EngineRelay::wire_of(const Item& item) {
    return item.uses_file ? file_.substitute(item.line) : item.line;
}

void EngineRelay::store_upload(const Item& item) {
    try {
        file_.write(*item.upload);
        emit(response_message(item.line, true, std::to_string(item.upload->size()) + " bytes"));
    } catch (const protocol::CommandError& e) {
        emit(response_message(item.line, false, file_.conceal(e.what())));
    }
}

bool EngineRelay::send_ahead() {
    // Only this thread takes items out of the queue, and close() empties it: unless closing,
    // the front stays the same item while the lock is not held.
    std::optional<Item> next;
    {
        std::lock_guard lock(mutex_);
        if (closing_) return false;
        if (!queue_.empty() && queue_.front().for_engine()) next = queue_.front();
    }
    // An empty line when the next item is not for the engine (or its `@file` cannot be made):
    // it ends the stream all the same and gets no answer.
    const auto wire = next ? wire_of(*next) : std::nullopt;
    if (wire) {
        std::lock_guard lock(mutex_);
        if (closing_) return false;
        queue_.front().sent = true;
    }
    return send_to_engine(wire.value_or(""));
}

bool EngineRelay::streaming_command(const Item& item) {
    auto deadline = Clock::now() + limits_.answer_timeout;
    bool interrupted = false;
    std::optional<bool> ok;  // set by the header line
    std::string text;
    while (true) {
        const auto r = engine_->read_line(kSlice);
        if (closing()) return false;
        // An open stream ends when the next line reaches the engine (between two lines of a
        // fast stream too).
        if (ok.value_or(false) && !interrupted && !queue_empty()) {
            if (!send_ahead()) return false;
            interrupted = true;
            deadline = Clock::now() + limits_.answer_timeout;
        }
        if (r.status == Status::timeout) {
            const bool open = ok.value_or(false) && !interrupted;  // no deadline: it waits
            if (!open && Clock::now() >= deadline) {
                emit_lost(r, item.line);
                return false;
            }
            continue;
        }
        if (!r.answered()) {
            emit_lost(r, item.line);
            return false;
        }
        if (!ok) {
            if (is_blank(r.text)) continue;
            if (r.text.front() != '=' && r.text.front() != '?') {
                protocol::Response garbage;
                garbage.text = r.text;
                emit_lost(garbage, item.line);
                return false;
            }
            ok = r.text.front() == '=';
            const auto rest = r.text.find_first_not_of("0123456789", 1);
            text = rest == std::string::npos ? "" : r.text.substr(rest);
            if (!text.empty() && text.front() == ' ') text.erase(0, 1);
            continue;
        }
        if (is_blank(r.text)) break;
        if (*ok)
            emit(line_message(item.line, file_.conceal(r.text)), MessageKind::line);
        else
            text += "\n" + r.text;
    }
    emit(response_message(item.line, *ok, file_.conceal(text)));
    return true;
}

void EngineRelay::emit_lost(const protocol::Response& r, std::string_view command,
                            std::string_view detail) {
    std::string timeout = "within " + seconds_text(limits_.answer_timeout);
    if (!detail.empty()) timeout += " " + std::string(detail);
    const std::string why =
        "the engine " + protocol::lost_reason(r, command, timeout, engine_->stderr_tail());
    spdlog::warn("web: {}", why);
    emit(lost_message(file_.conceal(why)), MessageKind::lost);
    close();  // one message: nothing follows it
}

}  // namespace boardtalk::web
