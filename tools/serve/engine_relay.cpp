#include "tools/serve/engine_relay.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <cctype>
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

// Why a line cannot be sent, or "" if it can.
std::string refusal_for(std::string_view line, std::size_t max_bytes) {
    if (line.size() > max_bytes)
        return "command line longer than " + std::to_string(max_bytes) + " bytes";
    const bool control = std::any_of(line.begin(), line.end(), [](char c) {
        return (static_cast<unsigned char>(c) < 0x20 && c != '\t') || c == 0x7f;
    });
    if (control) return "one command line per message, without control characters";
    if (is_blank(line)) return "empty command line";
    return {};
}

protocol::EngineProcess::Options process_options() {
    protocol::EngineProcess::Options options;
    options.quit_grace = milliseconds(1000);
    options.term_grace = milliseconds(1000);
    return options;
}

}  // namespace

bool is_streaming_command(std::string_view line) {
    auto start = line.find_first_not_of(" \t");
    if (start == std::string_view::npos) return false;
    line.remove_prefix(start);
    if (!line.empty() && std::isdigit(static_cast<unsigned char>(line.front()))) {
        const auto after_id = line.find_first_not_of("0123456789");
        if (after_id == std::string_view::npos) return false;
        line.remove_prefix(line.find_first_not_of(" \t", after_id) == std::string_view::npos
                               ? line.size()
                               : line.find_first_not_of(" \t", after_id));
    }
    const std::string_view name = line.substr(0, line.find_first_of(" \t"));
    constexpr std::string_view suffix = "analyze";
    return name.size() >= suffix.size() &&
           name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0;
}

EngineRelay::EngineRelay(std::vector<std::string> argv, RelayLimits limits, Sink sink)
    : limits_(limits), sink_(std::move(sink)) {
    worker_ = std::thread([this, argv = std::move(argv)]() mutable { run(std::move(argv)); });
}

EngineRelay::~EngineRelay() {
    close();
    join();
}

void EngineRelay::submit(std::string line) {
    Item item;
    item.refusal = refusal_for(line, limits_.max_line_bytes);
    if (!item.refusal.empty() && line.size() > 80) line = line.substr(0, 80) + "...";
    if (item.refusal.empty() && SessionFile::names_server_path(line))
        item.refusal = "a page names no file on the server: upload one and name it @file";
    if (item.refusal.empty() && SessionFile::used_by(line)) {
        item.uses_file = true;
        auto wire = file_.substitute(line);
        if (wire)
            item.wire = std::move(*wire);
        else
            item.refusal = "no private directory for @file on the server";
    } else {
        item.wire = line;
    }
    item.line = std::move(line);
    enqueue(std::move(item));
}

void EngineRelay::submit_file(std::string content) {
    Item item;
    item.line = "@file upload";
    if (file_.prepare())
        item.upload = std::move(content);
    else
        item.refusal = "no private directory for @file on the server";
    enqueue(std::move(item));
}

void EngineRelay::enqueue(Item item) {
    {
        std::lock_guard lock(mutex_);
        if (closing_) return;
        queue_.push_back(std::move(item));
    }
    wake_.notify_one();
}

void EngineRelay::close() {
    {
        std::lock_guard lock(mutex_);
        closing_ = true;
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

void EngineRelay::emit(std::string message, bool last) {
    if (!closing()) sink_(std::move(message), last);
}

void EngineRelay::run(std::vector<std::string> argv) {
    auto started = protocol::EngineProcess::start(argv, process_options());
    if (!started.engine) {
        emit(lost_message("cannot start the engine: " + started.error), true);
    } else {
        engine_ = std::move(started.engine);
        Item item;
        while (next_item(item) && handle(item)) {
        }
        const auto stopped = engine_->stop();
        spdlog::debug("web: engine {} stopped: {}", engine_->pid(), describe(stopped.status));
    }
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
    return true;
}

bool EngineRelay::handle(Item& item) {
    if (!item.refusal.empty()) {
        emit(response_message(item.line, false, item.refusal));
        return true;
    }
    if (item.upload) {
        store_upload(item);
        return true;
    }
    if (!item.sent && !send_to_engine(item.wire)) return false;
    return is_streaming_command(item.line) ? streaming_command(item) : plain_command(item);
}

bool EngineRelay::send_to_engine(const std::string& line) {
    using Send = protocol::EngineProcess::SendStatus;
    if (engine_->send_raw(line + "\n", limits_.answer_timeout) == Send::timeout) {
        protocol::Response r;
        r.status = Status::timeout;
        r.text = "it did not read its input";
        emit_lost(r, line);
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
        if (!item.uses_file) {
            emit(response_message(item.line, ok, r.text));
            return true;
        }
        std::optional<std::string> file;
        if (ok) file = file_.read(protocol::max_game_file_bytes);
        emit(response_message(item.line, ok, file_.conceal(r.text), file));
        return true;
    }
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
    std::string line;
    {
        std::lock_guard lock(mutex_);
        for (auto& queued : queue_) {
            if (queued.refusal.empty() && !queued.sent) {
                queued.sent = true;
                line = queued.wire;
                break;
            }
        }
    }
    return !line.empty() && send_to_engine(line);
}

bool EngineRelay::streaming_command(const Item& item) {
    auto deadline = Clock::now() + limits_.answer_timeout;
    bool interrupted = false;
    std::optional<bool> ok;  // set by the header line
    std::string text;
    while (true) {
        const auto r = engine_->read_line(kSlice);
        if (closing()) return false;
        if (r.status == Status::timeout) {
            // An open analysis ends when the next command line reaches the engine.
            if (ok.value_or(false) && !interrupted) {
                interrupted = send_ahead();
                if (interrupted) deadline = Clock::now() + limits_.answer_timeout;
            } else if (Clock::now() >= deadline) {
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
            emit(line_message(item.line, r.text));
        else
            text += "\n" + r.text;
    }
    emit(response_message(item.line, *ok, text));
    return true;
}

void EngineRelay::emit_lost(const protocol::Response& r, std::string_view command) {
    const std::string why =
        "the engine " +
        protocol::lost_reason(r, command, "in time (" + r.text + ")", engine_->stderr_tail());
    spdlog::warn("web: {}", why);
    emit(lost_message(why), true);
    close();  // one message: nothing follows it
}

}  // namespace boardtalk::web
