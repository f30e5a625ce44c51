#pragma once
// `boardtalk serve`'s HTTP and WebSocket server on Boost.Beast: one thread runs the network,
// each open game page has an engine process and a relay thread of its own.
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/steady_timer.hpp>
#include <chrono>
#include <functional>
#include <memory>

#include "tools/serve/server_state.hpp"

namespace boardtalk::web {

class Server {
  public:
    // Binds and listens; throws std::runtime_error "cannot listen on HOST:PORT: reason".
    explicit Server(ServerConfig config);
    // Stops every engine.
    ~Server();
    Server(const Server&) = delete;
    Server& operator=(const Server&) = delete;

    // Where it listens (the port chosen when the configuration said 0).
    boost::asio::ip::tcp::endpoint endpoint() const { return endpoint_; }
    // Serves until stop() (or SIGINT/SIGTERM when `handle_signals`). `ready` is called once the
    // signals are handled and every descriptor of the idle server is open, before it serves.
    void run(bool handle_signals = false, const std::function<void()>& ready = {});
    // Makes run() return soon; from any thread.
    void stop();
    // Engines running now (tests).
    std::size_t running_engines() { return state_->running(); }

  private:
    void accept();
    void accept_later(const boost::system::error_code& error);  // after a failed accept

    boost::asio::io_context io_;
    boost::asio::ip::tcp::acceptor acceptor_;
    boost::asio::steady_timer accept_timer_;
    std::chrono::milliseconds accept_delay_{0};
    std::chrono::steady_clock::time_point next_accept_log_{};
    std::size_t accept_failures_ = 0;  // since the last report
    boost::asio::ip::tcp::endpoint endpoint_;
    std::shared_ptr<ServerState> state_;
};

}  // namespace boardtalk::web
