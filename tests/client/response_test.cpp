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
