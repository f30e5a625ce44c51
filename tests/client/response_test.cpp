#include <catch2/catch.hpp>

#include "protocol/client/response.hpp"

using boardtalk::protocol::parse_response;
using boardtalk::protocol::Response;
using Status = Response::Status;
using boardtalk::protocol::starts_with_stray_output;
using boardtalk::protocol::StrayLines;

TEST_CASE("a success response with an id", "[client][response]") {
    const auto parsed = parse_response("=12 2\n\nrest");
    REQUIRE(parsed);
    CHECK(parsed->response.status == Status::success);
    CHECK(parsed->response.id == 12u);
    CHECK(parsed->response.text == "2");
    CHECK(parsed->consumed == 7);
    CHECK(parsed->response.stray_output.empty());
}

TEST_CASE("empty results, with and without the space", "[client][response]") {
    for (const char* bytes : {"= \n\n", "=\n\n", "=\r\n\r\n"}) {
        INFO(bytes);
        const auto parsed = parse_response(bytes);
        REQUIRE(parsed);
        CHECK(parsed->response.status == Status::success);
        CHECK_FALSE(parsed->response.id);
        CHECK(parsed->response.text.empty());
    }
}

TEST_CASE("a failure keeps its message; multi-line text is joined by LF", "[client][response]") {
    auto parsed = parse_response("?7 illegal move\n\n");
    REQUIRE(parsed);
    CHECK(parsed->response.status == Status::failure);
    CHECK(parsed->response.id == 7u);
    CHECK(parsed->response.text == "illegal move");

    parsed = parse_response("=3 \r\n  A B\r\n 2 . .\n\n");
    REQUIRE(parsed);
    CHECK(parsed->response.text == "\n  A B\n 2 . .");
}

TEST_CASE("an incomplete response needs more bytes", "[client][response]") {
    CHECK_FALSE(parse_response(""));
    CHECK_FALSE(parse_response("=1 2"));
    CHECK_FALSE(parse_response("=1 2\n"));
    CHECK_FALSE(parse_response("=1 first\nsecond\n"));
    CHECK_FALSE(parse_response("stray\n", StrayLines::collect));
    CHECK_FALSE(parse_response("stray"));
}

TEST_CASE("a line outside a response is garbage at once by default", "[client][response]") {
    const auto parsed = parse_response("\n \r\nDEBUG x\r\n=5 ok\n\n");
    REQUIRE(parsed);
    CHECK(parsed->response.status == Status::garbage);
    CHECK(parsed->response.text == "DEBUG x");
    CHECK(parsed->consumed == 13);  // that line only: the rest is read as the next response
    CHECK_FALSE(parsed->response.answered());
    // Engines print no comments: a `#` line is no exception.
    CHECK(parse_response("#comment\n\n")->response.text == "#comment");
}

TEST_CASE("the start of output that can only be stray", "[client][response]") {
    CHECK(starts_with_stray_output("DEB"));
    CHECK(starts_with_stray_output("\n \r\nx"));
    CHECK_FALSE(starts_with_stray_output(""));
    CHECK_FALSE(starts_with_stray_output("\n \n"));
    CHECK_FALSE(starts_with_stray_output("=1 partial"));
    CHECK_FALSE(starts_with_stray_output("\n?"));
}

TEST_CASE("blank lines before a response are skipped, other lines are stray on request",
          "[client][response]") {
    const auto parsed = parse_response("\n\nDEBUG x\n \t\r\nnoise\n=5 ok\n\n", StrayLines::collect);
    REQUIRE(parsed);
    CHECK(parsed->response.status == Status::success);
    CHECK(parsed->response.id == 5u);
    CHECK(parsed->response.stray_output == std::vector<std::string>{"DEBUG x", "noise"});
}

TEST_CASE("a malformed header makes the block garbage", "[client][response]") {
    for (const char* bytes : {"=abc\n\n", "?12x oops\n\n", "=99999999999 x\n\n", "=1\tx\n\n"}) {
        INFO(bytes);
        const auto parsed = parse_response(bytes);
        REQUIRE(parsed);
        CHECK(parsed->response.status == Status::garbage);
        CHECK_FALSE(parsed->response.answered());
    }
    const auto largest = parse_response("=4294967295 x\n\n");
    REQUIRE(largest);
    CHECK(largest->response.id == 4294967295u);
}

// EngineProcess asks again after every read: the scanner must give, byte by byte, what
// parse_response gives for the whole buffer, and start afresh after each response.
TEST_CASE("the scanner fed byte by byte finds the same responses", "[client][response]") {
    using boardtalk::protocol::ResponseScanner;
    const std::string streams[] = {
        "=12 2\n\n?7 illegal move\n\n",
        "\n \r\nDEBUG x\r\n=5 ok\n\n",
        "\n\nDEBUG x\n \t\r\nnoise\n=5 ok\n\n=3 \r\n  A B\r\n 2 . .\n\n",
        "=abc\n\n=\r\n\r\n= \n\n#comment\n\n",
    };
    for (const auto stray : {StrayLines::garbage, StrayLines::collect}) {
        for (const auto& stream : streams) {
            INFO(stream);
            ResponseScanner scanner(stray);
            std::string buffer;
            std::size_t at = 0;  // where the unread rest starts in `stream`
            for (const char c : stream) {
                buffer += c;
                const auto piecewise = scanner.next(buffer);
                const auto whole = parse_response(buffer, stray);
                REQUIRE(piecewise.has_value() == whole.has_value());
                if (!whole) continue;
                CHECK(piecewise->consumed == whole->consumed);
                CHECK(piecewise->response.status == whole->response.status);
                CHECK(piecewise->response.id == whole->response.id);
                CHECK(piecewise->response.text == whole->response.text);
                CHECK(piecewise->response.stray_output == whole->response.stray_output);
                at += whole->consumed;
                buffer.erase(0, whole->consumed);
            }
            CHECK(at == stream.size() - buffer.size());
        }
    }
}

TEST_CASE("the scanner after reset reads a new buffer from its start", "[client][response]") {
    boardtalk::protocol::ResponseScanner scanner;
    CHECK_FALSE(scanner.next("=1 partial\nmore"));
    scanner.reset();
    const auto parsed = scanner.next("?2 other\n\n");
    REQUIRE(parsed);
    CHECK(parsed->response.status == Status::failure);
    CHECK(parsed->response.text == "other");
}
