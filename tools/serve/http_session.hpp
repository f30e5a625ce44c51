#pragma once
// One HTTP connection: GET of the static pages, or the upgrade of /ws/<game> to a WebSocket
// (Host and Origin checked, session limit) handed over to a WsSession.
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <memory>
#include <optional>

#include "tools/serve/server_state.hpp"

namespace boardtalk::web {

class HttpSession : public std::enable_shared_from_this<HttpSession> {
  public:
    HttpSession(boost::asio::ip::tcp::socket socket, std::shared_ptr<ServerState> state);
    void run() { read(); }

  private:
    using Request = boost::beast::http::request<boost::beast::http::string_body>;
    void read();
    void on_read(boost::beast::error_code error, std::size_t);
    void upgrade(const Request& request);
    void serve_file(const Request& request);
    void respond(const Request& request, boost::beast::http::status status, std::string body,
                 std::string_view mime);
    void on_write(bool keep_alive, boost::beast::error_code error, std::size_t);

    boost::beast::tcp_stream stream_;
    std::shared_ptr<ServerState> state_;
    boost::beast::flat_buffer buffer_;
    std::optional<boost::beast::http::request_parser<boost::beast::http::string_body>> parser_;
    boost::beast::http::response<boost::beast::http::string_body> response_;
};

}  // namespace boardtalk::web
