#include "tools/serve/server.hpp"

#include <spdlog/spdlog.h>

#include <fcntl.h>

#include <algorithm>
#include <boost/asio/signal_set.hpp>
#include <stdexcept>

#include "tools/serve/http_session.hpp"

namespace boardtalk::web {

namespace asio = boost::asio;
using asio::ip::tcp;

namespace {

// After a failed accept (out of descriptors: EMFILE, ENFILE) the server waits before it tries
// again, from the first delay doubling up to the longest, and says so at most once a second.
constexpr std::chrono::milliseconds kFirstAcceptRetry{100};
constexpr std::chrono::milliseconds kLastAcceptRetry{1000};
constexpr std::chrono::seconds kAcceptLogInterval{1};

// Asio opens and accepts sockets without close-on-exec: the engines must not get them (they
// would hold the port, and other pages' connections). The engines' spawn closes every
// descriptor above 2 as well (child_process.cpp), for the moment between accept and this.
template <typename Socket>
void close_on_exec(Socket& socket) {
    if (socket.is_open()) ::fcntl(socket.native_handle(), F_SETFD, FD_CLOEXEC);
}

tcp::endpoint resolve(asio::io_context& io, const std::string& host, unsigned short port) {
    boost::system::error_code error;
    tcp::resolver resolver(io);
    const auto results = resolver.resolve(
        host, std::to_string(port), tcp::resolver::passive | tcp::resolver::numeric_service, error);
    if (error || results.empty())
        throw std::runtime_error("cannot listen on " + host + ":" + std::to_string(port) + ": " +
                                 (error ? error.message() : "no address"));
    return results.begin()->endpoint();
}

}  // namespace

Server::Server(ServerConfig config)
    : acceptor_(io_), accept_timer_(io_), state_(std::make_shared<ServerState>(std::move(config))) {
    const auto& c = state_->config();
    const tcp::endpoint wanted = resolve(io_, c.host, c.port);
    boost::system::error_code error;
    acceptor_.open(wanted.protocol(), error);
    close_on_exec(acceptor_);
    if (!error) acceptor_.set_option(asio::socket_base::reuse_address(true), error);
    if (!error) acceptor_.bind(wanted, error);
    if (!error) acceptor_.listen(asio::socket_base::max_listen_connections, error);
    if (error)
        throw std::runtime_error("cannot listen on " + c.host + ":" + std::to_string(c.port) +
                                 ": " + error.message());
    endpoint_ = acceptor_.local_endpoint();
}

Server::~Server() {
    stop();
    state_->close_all();
}

void Server::accept() {
    acceptor_.async_accept([this](boost::system::error_code error, tcp::socket socket) {
        if (!acceptor_.is_open()) return;
        if (error) {
            accept_later(error);
            return;
        }
        accept_delay_ = {};
        close_on_exec(socket);
        std::make_shared<HttpSession>(std::move(socket), state_)->run();
        accept();
    });
}

void Server::accept_later(const boost::system::error_code& error) {
    // Accepting again at once would fail again at once (the connection waits in the backlog
    // until descriptors are freed): wait, longer each time.
    accept_delay_ = std::clamp(accept_delay_ * 2, kFirstAcceptRetry, kLastAcceptRetry);
    ++accept_failures_;
    const auto now = std::chrono::steady_clock::now();
    if (now >= next_accept_log_) {
        spdlog::warn("web: accept: {} ({} times since the last report; next try in {} ms)",
                     error.message(), accept_failures_, accept_delay_.count());
        accept_failures_ = 0;
        next_accept_log_ = now + kAcceptLogInterval;
    }
    accept_timer_.expires_after(accept_delay_);
    accept_timer_.async_wait([this](boost::system::error_code waited) {
        if (!waited) accept();
    });
}

void Server::run(bool handle_signals, const std::function<void()>& ready) {
    asio::signal_set signals(io_);
    if (handle_signals) {
        signals.add(SIGINT);
        signals.add(SIGTERM);
        signals.async_wait([this](boost::system::error_code error, int) {
            if (!error) stop();
        });
    }
    accept();
    if (ready) ready();
    io_.run();
    // Pages still open lose their sockets; their engines are stopped before run() returns.
    io_.restart();
    state_->close_all();
}

void Server::stop() {
    asio::post(io_, [this] {
        boost::system::error_code ignored;
        acceptor_.close(ignored);
        io_.stop();
    });
}

}  // namespace boardtalk::web
