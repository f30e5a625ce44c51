// Sessions over real pipes: flushing before waiting, streaming and its interruption.
#include <poll.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <chrono>
#include <thread>

#include "protocol/session.hpp"
#include "test_registry.hpp"

using namespace boardtalk::protocol;
using namespace std::chrono_literals;

namespace {

// A session running in its own thread, reading one pipe and writing another.
class PipedSession {
  public:
    PipedSession() {
        testing::register_test_commands(registry_, counter_);
        REQUIRE(::pipe(to_session_) == 0);
        REQUIRE(::pipe(from_session_) == 0);
        thread_ = std::thread([this] {
            FdLineSource in(to_session_[0]);
            FdSink out(from_session_[1]);
            Session(registry_).run(in, out);
            out.flush();
            ::close(from_session_[1]);
        });
    }
    ~PipedSession() {
        close_input();
        thread_.join();
        ::close(to_session_[0]);
        ::close(from_session_[0]);
    }
    void send(std::string_view text) {
        REQUIRE(::write(to_session_[1], text.data(), text.size()) ==
                static_cast<ssize_t>(text.size()));
    }
    void close_input() {
        if (to_session_[1] >= 0) ::close(to_session_[1]);
        to_session_[1] = -1;
    }
    // Reads until `text` ends with `suffix` or the time runs out.
    std::string read_until(std::string_view suffix, std::chrono::milliseconds limit = 5s) {
        const auto deadline = std::chrono::steady_clock::now() + limit;
        while (!ends_with(received_, suffix)) {
            auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
                deadline - std::chrono::steady_clock::now());
            if (left.count() <= 0) break;
            pollfd pfd{from_session_[0], POLLIN, 0};
            if (::poll(&pfd, 1, static_cast<int>(left.count())) <= 0) break;
            char buf[4096];
            auto n = ::read(from_session_[0], buf, sizeof buf);
            if (n <= 0) break;
            received_.append(buf, static_cast<std::size_t>(n));
        }
        return received_;
    }
    void clear() { received_.clear(); }

  private:
    static bool ends_with(const std::string& s, std::string_view suffix) {
        return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(),
                                                      suffix.data(), suffix.size()) == 0;
    }
    Registry registry_;
    testing::Counter counter_;
    int to_session_[2]{-1, -1};
    int from_session_[2]{-1, -1};
    std::string received_;
    std::thread thread_;
};

}  // namespace

TEST_CASE("each response is flushed before the session waits for input", "[streaming]") {
    PipedSession s;
    s.send("1 echo hello\n");
    CHECK(s.read_until("\n\n") == "=1 hello\n\n");
    s.clear();
    s.send("2 echo again\n");
    CHECK(s.read_until("\n\n") == "=2 again\n\n");
}

TEST_CASE("a streamed response runs until the next line, which is then handled", "[streaming]") {
    PipedSession s;
    s.send("4 stream_numbers 5\n");
    std::string got = s.read_until("\n3\n");
    REQUIRE(got.rfind("=4\n0\n1\n2\n3\n", 0) == 0);
    s.send("5 echo after\n");
    got = s.read_until("=5 after\n\n");
    // The stream ends with its empty line right before the next response, numbers in order.
    REQUIRE(got.size() > 20);
    const auto end = got.find("\n\n");
    REQUIRE(end != std::string::npos);
    CHECK(got.substr(end) == "\n\n=5 after\n\n");
    int expect = 0;
    for (std::size_t pos = 3; pos < end;) {
        auto nl = got.find('\n', pos);
        CHECK(got.substr(pos, nl - pos) == std::to_string(expect++));
        pos = nl + 1;
    }
    CHECK(expect >= 4);
}

TEST_CASE("a blank line or a comment interrupts a stream without a response", "[streaming]") {
    PipedSession s;
    s.send("stream_numbers 5\n");
    s.read_until("\n2\n");
    s.send("# interrupt\n");
    std::string got = s.read_until("\n\n");
    s.send("7 echo x\n");
    got = s.read_until("=7 x\n\n");
    CHECK(got.find("\n\n=7 x\n\n") != std::string::npos);
    CHECK(got.find("\n\n") == got.find("\n\n=7 x\n\n"));
}

TEST_CASE("end of input ends a stream and the session", "[streaming]") {
    PipedSession s;
    s.send("stream_numbers 5\n");
    s.read_until("\n1\n");
    s.close_input();
    std::string got = s.read_until("\n\n");
    CHECK(got.rfind("=\n0\n1\n", 0) == 0);
    CHECK(got.substr(got.size() - 2) == "\n\n");
}

TEST_CASE("pipelined input through a pipe is answered in order", "[streaming]") {
    PipedSession s;
    std::string script, expected;
    for (int i = 1; i <= 3000; ++i) {
        script += std::to_string(i) + " echo " + std::to_string(i) + "\n";
        expected += "=" + std::to_string(i) + " " + std::to_string(i) + "\n\n";
    }
    std::thread writer([&] {
        s.send(script);
        s.close_input();
    });
    std::string got = s.read_until("=3000 3000\n\n", 20s);
    writer.join();
    CHECK(got == expected);
}

TEST_CASE("an over-long line gets one error and the session goes on", "[streaming]") {
    PipedSession s;
    std::thread writer([&] {
        s.send("9 echo " + std::string(FdLineSource::max_line + 100, 'a') + "\n10 echo ok\n");
    });
    std::string got = s.read_until("=10 ok\n\n");
    writer.join();
    CHECK(got == "?9 syntax error: line too long\n\n=10 ok\n\n");
}

TEST_CASE("a zero timeout takes in a line that already arrived, without blocking", "[streaming]") {
    int fds[2];
    REQUIRE(::pipe(fds) == 0);
    FdLineSource in(fds[0]);
    CHECK_FALSE(in.wait_for_line(0ms));
    REQUIRE(::write(fds[1], "x\n", 2) == 2);
    CHECK(in.wait_for_line(0ms));
    CHECK(in.has_pending_line());
    CHECK(in.next_line()->text == "x");
    CHECK_FALSE(in.wait_for_line(0ms));
    ::close(fds[1]);
    CHECK(in.wait_for_line(0ms));  // end of input counts as input
    CHECK_FALSE(in.next_line());
    ::close(fds[0]);
}

TEST_CASE("begin_stream writes the header at once, and only once", "[streaming]") {
    ScriptSource in;
    StringSink out;
    Context ctx(in, out, 7);
    ctx.begin_stream();
    CHECK(out.text() == "=7\n");
    CHECK(out.flushes() == 1);
    CHECK(ctx.streamed());
    ctx.begin_stream();
    ctx.stream("a");
    CHECK(out.text() == "=7\na\n");

    Registry registry;
    registry.add({"open", {}, "begins a stream and ends it at once", [](const Args&, Context& c) {
                      c.begin_stream();
                      return std::string();
                  }});
    ScriptSource script("3 open\nopen\n");
    StringSink session_out;
    Session(registry).run(script, session_out);
    CHECK(session_out.text() == "=3\n\n=\n\n");
}
