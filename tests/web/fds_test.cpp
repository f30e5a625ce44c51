// `boardtalk serve`'s file descriptors: its engines get none of the server's, a restart after
// a crash finds its port free, running out of descriptors makes it wait rather than spin.
#include <signal.h>
#include <unistd.h>

#include <boost/asio/ip/tcp.hpp>
#include <catch2/catch.hpp>
#include <chrono>
#include <filesystem>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "tests/web/ws_client.hpp"

using boardtalk::web::testing::child_pids;
using boardtalk::web::testing::http_get;
using boardtalk::web::testing::ServeProcess;
using boardtalk::web::testing::test_config;
using boardtalk::web::testing::TestServer;
using boardtalk::web::testing::WsClient;
using nlohmann::json;
namespace fs = std::filesystem;

namespace {

// The descriptors of process `pid`: number and what it refers to ("pipe:[1]", "socket:[2]").
std::vector<std::pair<int, std::string>> descriptors(int pid) {
    std::vector<std::pair<int, std::string>> fds;
    std::error_code error;
    for (const auto& fd : fs::directory_iterator("/proc/" + std::to_string(pid) + "/fd", error))
        fds.emplace_back(std::stoi(fd.path().filename().string()),
                         fs::read_symlink(fd.path(), error).string());
    return fds;
}

}  // namespace

TEST_CASE("engines hold no descriptor of the server but their pipes", "[web][fds]") {
    TestServer server(test_config());
    WsClient first(server.port(), "/ws/go");
    WsClient second(server.port(), "/ws/go");
    for (auto* ws : {&first, &second}) {
        ws->receive();
        ws->send("name");
        CHECK(ws->response()["text"] == "boardtalk");
    }
    const auto engines = child_pids(getpid());
    REQUIRE(engines.size() == 2);
    for (const int pid : engines) {
        std::set<int> numbers;
        for (const auto& [fd, what] : descriptors(pid)) {
            INFO("engine " << pid << " fd " << fd << ": " << what);
            CHECK(what.rfind("socket:", 0) == std::string::npos);
            numbers.insert(fd);
        }
        CHECK(numbers == std::set<int>{0, 1, 2});
    }
}

TEST_CASE("after the server is killed with an engine thinking, it restarts on its port",
          "[web][fds]") {
    std::vector<int> engines;
    unsigned short port = 0;
    {
        ServeProcess serve({});
        port = serve.port();
        REQUIRE(port != 0);
        WsClient ws(port, "/ws/go");
        ws.receive();
        for (const char* line : {"boardsize 19", "time_settings 3600 0 0"}) {
            ws.send(line);
            CHECK(ws.response()["ok"] == true);
        }
        ws.send("genmove b");  // about half a minute
        std::this_thread::sleep_for(std::chrono::milliseconds(300));
        engines = child_pids(serve.process().pid());
        ::kill(serve.process().pid(), SIGKILL);
    }
    REQUIRE(engines.size() == 1);
    ServeProcess again({"--port", std::to_string(port)});
    CHECK(again.port() == port);
    for (const int pid : engines) ::kill(pid, SIGKILL);  // the orphan: init reaps it
}

TEST_CASE("out of descriptors, the server waits for some instead of spinning", "[web][fds]") {
    if (::system("prlimit --version > /dev/null 2>&1") != 0) {
        WARN("no prlimit: skipped");
        return;
    }
#ifdef BOARDTALK_SANITIZED
    // UBSan checks a vptr by reading the object through a pipe: with no descriptor left (the
    // point of this test) every object looks invalid to it and it stops the server. The
    // unsanitized run of this test is the one that counts.
    WARN("under UBSan: skipped");
    return;
#endif
    ServeProcess serve({}, {"prlimit", "--nofile=40:40"});
    REQUIRE(serve.port() != 0);
    {
        boost::asio::io_context io;
        std::vector<boost::asio::ip::tcp::socket> idle;
        const boost::asio::ip::tcp::endpoint at(boost::asio::ip::make_address("127.0.0.1"),
                                                serve.port());
        for (int i = 0; i < 60; ++i) idle.emplace_back(io).connect(at);
        std::this_thread::sleep_for(std::chrono::seconds(3));
        INFO(serve.process().stderr_tail().substr(0, 2000));
        CHECK(serve.process().stderr_bytes() < 2048);
    }
    const auto [status, body] = http_get(serve.port(), "/");
    CHECK(status == 200);
}

TEST_CASE("a closed page's engine leaves no descriptor in the server", "[web][fds]") {
    TestServer server(test_config());
    const auto pipes = [] {
        int n = 0;
        for (const auto& [fd, what] : descriptors(getpid())) n += what.rfind("pipe:", 0) == 0;
        return n;
    };
    const auto open_and_close = [&](int pages) {
        for (int i = 0; i < pages; ++i) {
            WsClient page(server.port(), "/ws/go");
            page.receive();
            page.send("name");
            CHECK(page.response()["text"] == "boardtalk");
            page.close();
        }
        // Wait for the engines to end without asking the server (which would drop its finished
        // relays): a real server is not asked either.
        const auto end = std::chrono::steady_clock::now() + std::chrono::seconds(20);
        while (!child_pids(getpid()).empty() && std::chrono::steady_clock::now() < end)
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
        REQUIRE(child_pids(getpid()).empty());
    };
    open_and_close(1);  // what the first page makes once (threads of the libraries) is made
    const int before = pipes();
    open_and_close(3);
    // No other page opened since: the stopped engines' pipes are closed all the same.
    const auto end = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    while (pipes() > before && std::chrono::steady_clock::now() < end)
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    CHECK(pipes() == before);
}
