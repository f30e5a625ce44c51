#include "tools/serve/http_session.hpp"

#include <spdlog/spdlog.h>

#include <boost/beast/websocket.hpp>
#include <chrono>

#include "tools/serve/game_list.hpp"
#include "tools/serve/origin_check.hpp"
#include "tools/serve/static_files.hpp"
#include "tools/serve/ws_session.hpp"

namespace boardtalk::web {

namespace beast = boost::beast;
namespace http = beast::http;

namespace {

// Boost 1.74's Beast has a string_view of its own.
std::string_view view(beast::string_view s) {
    return {s.data(), s.size()};
}

}  // namespace

HttpSession::HttpSession(boost::asio::ip::tcp::socket socket, std::shared_ptr<ServerState> state)
    : stream_(std::move(socket)), state_(std::move(state)) {}

void HttpSession::read() {
    parser_.emplace();
    parser_->body_limit(16384);  // pages send no bodies
    parser_->header_limit(16384);
    stream_.expires_after(std::chrono::seconds(60));
    http::async_read(stream_, buffer_, *parser_,
                     beast::bind_front_handler(&HttpSession::on_read, shared_from_this()));
}

void HttpSession::on_read(beast::error_code error, std::size_t) {
    if (error == http::error::end_of_stream) {
        stream_.socket().shutdown(boost::asio::ip::tcp::socket::shutdown_send, error);
        return;
    }
    if (error) return;
    const Request request = parser_->release();
    if (beast::websocket::is_upgrade(request)) {
        upgrade(request);
        return;
    }
    serve_file(request);
}

void HttpSession::upgrade(const Request& request) {
    const std::string_view target = view(request.target());
    constexpr std::string_view prefix = "/ws/";
    const EngineSpec* spec =
        target.starts_with(prefix) ? state_->engine_for(target.substr(prefix.size())) : nullptr;
    if (!spec) return respond(request, http::status::not_found, "no such game\n", "text/plain");
    const std::string refused =
        check_origin(view(request[http::field::host]), view(request[http::field::origin]),
                     state_->config().host);
    if (!refused.empty()) {
        spdlog::warn("web: WebSocket refused: {}", refused);
        return respond(request, http::status::forbidden, refused + "\n", "text/plain");
    }
    // Past the session limit the page gets a message it can show (WsSession::refuse).
    auto session = std::make_shared<WsSession>(std::move(stream_), state_);
    session->start(request, *spec);
}

void HttpSession::serve_file(const Request& request) {
    if (request.method() != http::verb::get)
        return respond(request, http::status::method_not_allowed, "GET only\n", "text/plain");
    const std::string_view target = view(request.target());
    if (target.substr(0, target.find('?')) == game_list_target)
        return respond(request, http::status::ok, game_list_json(state_->config().engines),
                       mime_type(game_list_target));
    auto file = find_static_file(target, state_->config().site_dir);
    if (!file) return respond(request, http::status::not_found, "not found\n", "text/plain");
    respond(request, http::status::ok, std::move(file->body), file->mime);
}

void HttpSession::respond(const Request& request, http::status status, std::string body,
                          std::string_view mime) {
    response_ = {};
    response_.version(request.version());
    response_.result(status);
    response_.set(http::field::server, "boardtalk");
    response_.set(http::field::content_type, beast::string_view(mime.data(), mime.size()));
    response_.set(http::field::cache_control, "no-cache");
    response_.set("X-Content-Type-Options", "nosniff");
    const bool keep_alive = request.keep_alive() && status != http::status::forbidden;
    response_.keep_alive(keep_alive);
    response_.body() = std::move(body);
    response_.prepare_payload();
    http::async_write(
        stream_, response_,
        beast::bind_front_handler(&HttpSession::on_write, shared_from_this(), keep_alive));
}

void HttpSession::on_write(bool keep_alive, beast::error_code error, std::size_t) {
    if (error) return;
    if (!keep_alive) {
        stream_.socket().shutdown(boost::asio::ip::tcp::socket::shutdown_send, error);
        return;
    }
    read();
}

}  // namespace boardtalk::web
