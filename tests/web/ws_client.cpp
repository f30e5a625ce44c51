#include "tests/web/ws_client.hpp"

#include <sys/socket.h>
#include <sys/time.h>

#include <algorithm>
#include <boost/beast/http.hpp>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "games/table/game_table.hpp"

namespace boardtalk::web::testing {

namespace beast = boost::beast;
namespace http = beast::http;
using boost::asio::ip::tcp;

TestServer::TestServer(ServerConfig config)
    : server_(std::move(config)), thread_([this] { server_.run(); }) {}

TestServer::~TestServer() {
    server_.stop();
    thread_.join();
}

bool TestServer::engines_stop() {
    for (int i = 0; i < 400; ++i) {
        if (server_.running_engines() == 0) return true;
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    return false;
}

ServerConfig test_config() {
    const std::string bin =
        std::getenv("BOARDTALK_BIN") ? std::getenv("BOARDTALK_BIN") : "boardtalk";
    const auto rules = [](const char* game) { return CommandRules{find_game(game)->page, false}; };
    ServerConfig config;
    config.host = "127.0.0.1";
    config.port = 0;
    config.engines = {
        {"go", {bin, "go", "--move-time", "0.2"}, "boardtalk go", rules("go")},
        {"morris", {bin, "morris"}, "boardtalk morris", rules("morris")},
        {"2048", {bin, "2048", "--network", "none"}, "boardtalk 2048", rules("2048")},
        {"script", {"/bin/sh", "tests/client/scripts/scripted_engine.sh"}, "scripted engine", {}},
    };
    return config;
}

ServeProcess::ServeProcess(const std::vector<std::string>& args,
                           const std::vector<std::string>& prefix) {
    const char* bin = std::getenv("BOARDTALK_BIN");
    std::vector<std::string> argv = prefix;
    argv.insert(argv.end(), {bin ? bin : "boardtalk", "serve"});
    if (std::find(args.begin(), args.end(), "--port") == args.end())
        argv.insert(argv.end(), {"--port", "0"});
    argv.insert(argv.end(), args.begin(), args.end());
    protocol::EngineProcess::Options options;
    options.quit_grace = std::chrono::milliseconds(100);  // it ignores stdin: SIGTERM ends it
    options.stray_lines = protocol::StrayLines::collect;
    auto started = protocol::EngineProcess::start(argv, options);
    if (!started.engine) return;
    process_ = std::move(started.engine);
    const auto line = process_->read_line(std::chrono::seconds(30));
    const auto colon = line.text.rfind(':');
    if (line.status == protocol::Response::Status::success && colon != std::string::npos)
        port_ = static_cast<unsigned short>(std::atoi(line.text.c_str() + colon + 1));
}

std::vector<int> child_pids(int pid) {
    std::vector<int> pids;
    const auto tasks = "/proc/" + std::to_string(pid) + "/task";
    std::error_code error;
    for (const auto& task : std::filesystem::directory_iterator(tasks, error)) {
        std::ifstream in(task.path() / "children");
        for (int child; in >> child;) pids.push_back(child);
    }
    return pids;
}

namespace {

tcp::socket connect(boost::asio::io_context& io, unsigned short port) {
    tcp::socket socket(io);
    socket.connect(tcp::endpoint(boost::asio::ip::make_address("127.0.0.1"), port));
    return socket;
}

}  // namespace

WsClient::WsClient(unsigned short port, const std::string& target, const std::string& origin,
                   const std::string& host)
    : ws_(connect(io_, port)) {
    ws_.set_option(beast::websocket::stream_base::decorator([origin](auto& request) {
        if (!origin.empty()) request.set(http::field::origin, origin);
    }));
    ws_.handshake(host.empty() ? "127.0.0.1:" + std::to_string(port) : host, target);
}

void WsClient::send(const std::string& text) {
    ws_.text(true);
    ws_.write(boost::asio::buffer(text));
}

void WsClient::send_binary(const std::string& bytes) {
    ws_.binary(true);
    ws_.write(boost::asio::buffer(bytes));
}

std::optional<nlohmann::json> WsClient::receive() {
    beast::flat_buffer buffer;
    beast::error_code error;
    ws_.read(buffer, error);
    if (error) return std::nullopt;
    return nlohmann::json::parse(beast::buffers_to_string(buffer.data()));
}

nlohmann::json WsClient::response(bool skip_lines) {
    while (auto message = receive()) {
        if (skip_lines && (*message)["kind"] == "line") continue;
        return *message;
    }
    return nlohmann::json{{"kind", "closed"}};
}

void WsClient::close() {
    beast::error_code ignored;
    ws_.close(beast::websocket::close_code::normal, ignored);
}

void WsClient::drop() {
    beast::error_code ignored;
    ws_.next_layer().shutdown(tcp::socket::shutdown_both, ignored);
    ws_.next_layer().close(ignored);
}

std::pair<int, std::string> http_get(unsigned short port, const std::string& target) {
    boost::asio::io_context io;
    beast::tcp_stream stream(connect(io, port));
    const timeval patience{10, 0};  // a server that never answers fails the test, not hangs it
    setsockopt(stream.socket().native_handle(), SOL_SOCKET, SO_RCVTIMEO, &patience,
               sizeof patience);
    http::request<http::empty_body> request(http::verb::get, target, 11);
    request.set(http::field::host, "127.0.0.1:" + std::to_string(port));
    http::write(stream, request);
    beast::flat_buffer buffer;
    http::response<http::string_body> response;
    http::read(stream, buffer, response);
    return {static_cast<int>(response.result_int()), response.body()};
}

}  // namespace boardtalk::web::testing
