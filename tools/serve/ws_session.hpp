#pragma once
// One WebSocket of one game page: text messages in are command lines for the page's own engine
// (an EngineRelay), binary ones a file for `@file` (a game to load), the relay's JSON messages
// go out in order through a bounded outbox (outbox.hpp: a page that does not read its
// messages loses streamed lines, then is closed). Closing the socket stops the engine; losing
// the engine sends one `lost` message and closes the socket.
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <memory>
#include <optional>
#include <string>

#include "tools/serve/outbox.hpp"
#include "tools/serve/server_state.hpp"

namespace boardtalk::web {

class WsSession : public std::enable_shared_from_this<WsSession> {
  public:
    using Request = boost::beast::http::request<boost::beast::http::string_body>;

    WsSession(boost::beast::tcp_stream stream, std::shared_ptr<ServerState> state);
    ~WsSession();

    // Starts the engine and answers the upgrade request. When the session limit is reached,
    // refuses instead (see refuse) and answers false.
    bool start(const Request& request, const EngineSpec& spec);
    // Accepts the upgrade without an engine, sends one `refused` message with `text` and
    // closes (1013, try again later): a page's script cannot read an HTTP refusal of its
    // WebSocket, only that it failed.
    void refuse(const Request& request, std::string text);

  private:
    void on_accept(boost::beast::error_code error);
    void read();
    void on_read(boost::beast::error_code error, std::size_t);
    void send(std::string message, MessageKind kind);
    // Closes the socket with this code once the outbox is written (dropping what is not being
    // written yet when `drop_unsent`); nothing is sent after it.
    void close_soon(boost::beast::websocket::close_code code, std::string reason,
                    bool drop_unsent = true);
    void write();
    void on_write(boost::beast::error_code error, std::size_t);

    boost::beast::websocket::stream<boost::beast::tcp_stream> ws_;
    std::shared_ptr<ServerState> state_;
    std::shared_ptr<EngineRelay> relay_;
    boost::beast::flat_buffer buffer_;
    Outbox outbox_;
    std::string in_flight_;  // the message being written
    bool accepted_ = false;
    bool writing_ = false;
    std::optional<boost::beast::websocket::close_reason> close_;  // set: close after the outbox
    bool close_started_ = false;
};

}  // namespace boardtalk::web
