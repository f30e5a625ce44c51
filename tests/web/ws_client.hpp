#pragma once
// A blocking Beast WebSocket and HTTP client for the tests of `boardtalk serve`, and a server
// running in the test process on a free port.
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "protocol/client/engine_process.hpp"
#include "tools/serve/server.hpp"

namespace boardtalk::web::testing {

// The server on 127.0.0.1 port 0, run by a thread of its own until destroyed.
class TestServer {
  public:
    explicit TestServer(ServerConfig config);
    ~TestServer();
    unsigned short port() const { return server_.endpoint().port(); }
    Server& server() { return server_; }
    // Waits (generously: a loaded machine, up to 20 s) until no engine runs any more.
    bool engines_stop();

  private:
    Server server_;
    std::thread thread_;
};

// Engines for the tests: "go" (boardtalk go, quick moves), "morris", "2048" and "script"
// (tests/client/scripts/scripted_engine.sh, which can crash or hang on command).
ServerConfig test_config();

// `boardtalk serve --port 0 ARGS...` (BOARDTALK_BIN) as a child process, after `prefix` (a
// command that runs it: prlimit); stopped when destroyed.
class ServeProcess {
  public:
    explicit ServeProcess(const std::vector<std::string>& args,
                          const std::vector<std::string>& prefix = {});
    // 0 if it printed no address.
    unsigned short port() const { return port_; }
    protocol::EngineProcess& process() { return *process_; }

  private:
    std::unique_ptr<protocol::EngineProcess> process_;
    unsigned short port_ = 0;
};

// The pids of this process's children (the engines of an in-process server).
std::vector<int> child_pids(int pid);

class WsClient {
  public:
    // Connects and upgrades `target` ("/ws/go") with these Host and Origin headers (Host
    // defaults to 127.0.0.1:port, no Origin header when empty). Throws on refusal.
    WsClient(unsigned short port, const std::string& target, const std::string& origin = "",
             const std::string& host = "");
    // Drops the connection: Beast would keep the socket open while io_ lives.
    ~WsClient() { drop(); }
    void send(const std::string& text);
    // A binary message: a file for the session's `@file`.
    void send_binary(const std::string& bytes);
    // The next message as JSON; nullopt when the server closed the socket.
    std::optional<nlohmann::json> receive();
    // The next message that is a response (skipping `line` ones when `skip_lines`).
    nlohmann::json response(bool skip_lines = true);
    // The close code the server sent (after receive() returned nullopt).
    int close_code() const { return ws_.reason().code; }
    void close();
    // Closes the TCP connection without a WebSocket close (a browser that crashed).
    void drop();

  private:
    boost::asio::io_context io_;
    boost::beast::websocket::stream<boost::asio::ip::tcp::socket> ws_;
};

// The status and body of GET `target`.
std::pair<int, std::string> http_get(unsigned short port, const std::string& target);

}  // namespace boardtalk::web::testing
