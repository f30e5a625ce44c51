#include "tools/serve/ws_session.hpp"

#include <spdlog/spdlog.h>

#include <chrono>

#include "tools/serve/relay_messages.hpp"

namespace boardtalk::web {

namespace beast = boost::beast;
namespace websocket = beast::websocket;

namespace {

// How long a closing socket may take to write what it still has for the page, and to close.
constexpr std::chrono::seconds kClosingGrace{30};

std::string too_many_games_text(std::size_t max_sessions) {
    return "too many open games (" + std::to_string(max_sessions) +
           "): close another page or try later";
}

}  // namespace

WsSession::WsSession(beast::tcp_stream stream, std::shared_ptr<ServerState> state)
    : ws_(std::move(stream)),
      state_(std::move(state)),
      outbox_(state_->config().limits.max_unread_bytes_before_dropping,
              state_->config().limits.max_unread_bytes) {}

WsSession::~WsSession() {
    if (relay_) relay_->close();
}

bool WsSession::start(const Request& request, const EngineSpec& spec) {
    std::weak_ptr<WsSession> weak = weak_from_this();
    auto executor = ws_.get_executor();
    relay_ = state_->open_relay(spec, [weak, executor](std::string message, MessageKind kind) {
        boost::asio::post(executor, [weak, message = std::move(message), kind]() mutable {
            if (auto self = weak.lock()) self->send(std::move(message), kind);
        });
    });
    if (!relay_) {
        spdlog::warn("web: WebSocket refused: {} engines are running already",
                     state_->config().max_sessions);
        refuse(request, too_many_games_text(state_->config().max_sessions));
        return false;
    }
    outbox_.push(hello_message(spec.game, spec.label), false);
    beast::get_lowest_layer(ws_).expires_never();
    ws_.set_option(websocket::stream_base::timeout::suggested(beast::role_type::server));
    // Larger messages close the socket (1009) instead of being buffered; lines up to the
    // relay's limit are refused politely by the relay itself.
    ws_.read_message_max(state_->config().limits.max_message_bytes);
    ws_.async_accept(request, beast::bind_front_handler(&WsSession::on_accept, shared_from_this()));
    return true;
}

void WsSession::refuse(const Request& request, std::string text) {
    outbox_.push(refused_message(text), false);
    close_ = websocket::close_reason(websocket::close_code::try_again_later, "too many open games");
    beast::get_lowest_layer(ws_).expires_after(kClosingGrace);
    ws_.async_accept(request, beast::bind_front_handler(&WsSession::on_accept, shared_from_this()));
}

void WsSession::on_accept(beast::error_code error) {
    if (error) {
        spdlog::debug("web: WebSocket handshake failed: {}", error.message());
        return;
    }
    accepted_ = true;
    write();
    if (relay_) read();  // a refused page only gets its message and the close
}

void WsSession::read() {
    ws_.async_read(buffer_, beast::bind_front_handler(&WsSession::on_read, shared_from_this()));
}

void WsSession::on_read(beast::error_code error, std::size_t) {
    if (error) {
        // The page went away (or sent more than kMaxMessageBytes): its engine goes too.
        if (error != websocket::error::closed)
            spdlog::debug("web: WebSocket read: {}", error.message());
        relay_->close();
        return;
    }
    std::string line = beast::buffers_to_string(buffer_.data());
    buffer_ = {};  // a large upload's buffer is not kept for the next message
    bool queued;
    if (ws_.got_binary()) {  // a file for `@file` (session_file.hpp), not a command line
        queued = relay_->submit_file(std::move(line));
    } else {
        if (!line.empty() && line.back() == '\n') line.pop_back();
        if (!line.empty() && line.back() == '\r') line.pop_back();
        queued = relay_->submit(std::move(line));
    }
    if (queued) {
        read();
        return;
    }
    spdlog::warn("web: a page sent more than {} lines and files at once: closed",
                 state_->config().limits.max_waiting);
    relay_->close();
    close_soon(websocket::close_code::policy_error, "too many commands waiting");
}

void WsSession::send(std::string message, MessageKind kind) {
    if (close_) return;  // closing: nothing more goes out
    if (!outbox_.push(std::move(message), kind == MessageKind::line)) {
        spdlog::warn("web: a page left more than {} unread: closed",
                     bytes_text(state_->config().limits.max_unread_bytes));
        relay_->close();
        close_soon(websocket::close_code::policy_error, "too many unread messages");
        return;
    }
    if (kind == MessageKind::lost)
        close_soon(websocket::close_code::internal_error, "engine lost", false);
    write();
}

void WsSession::close_soon(websocket::close_code code, std::string reason, bool drop_unsent) {
    if (close_) return;
    if (drop_unsent) outbox_.clear();
    close_ = websocket::close_reason(code, reason);
    // A page that does not read would keep the socket (and its last messages) for ever.
    beast::get_lowest_layer(ws_).expires_after(kClosingGrace);
    write();
}

void WsSession::write() {
    if (!accepted_ || writing_) return;
    if (outbox_.empty()) {
        if (close_ && !close_started_) {
            close_started_ = true;
            ws_.async_close(*close_, [self = shared_from_this()](beast::error_code) {});
        }
        return;
    }
    writing_ = true;
    in_flight_ = outbox_.pop();
    ws_.text(true);
    ws_.async_write(boost::asio::buffer(in_flight_),
                    beast::bind_front_handler(&WsSession::on_write, shared_from_this()));
}

void WsSession::on_write(beast::error_code error, std::size_t) {
    writing_ = false;
    in_flight_ = {};
    if (error) {
        if (relay_) relay_->close();
        return;
    }
    write();
}

}  // namespace boardtalk::web
