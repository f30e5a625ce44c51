#include <catch2/catch.hpp>

#include "protocol/framing.hpp"

using namespace boardtalk::protocol;

namespace {
std::string success(std::optional<std::uint32_t> id, std::string_view text) {
    std::string out;
    append_success(out, id, text);
    return out;
}
std::string failure(std::optional<std::uint32_t> id, std::string_view text) {
    std::string out;
    append_failure(out, id, text);
    return out;
}
}  // namespace

TEST_CASE("success responses have GNU Go's exact bytes", "[framing]") {
    CHECK(success(1, "2") == "=1 2\n\n");
    CHECK(success(std::nullopt, "") == "= \n\n");
    CHECK(success(99, "") == "=99 \n\n");
    CHECK(success(std::nullopt, "D4") == "= D4\n\n");
}

TEST_CASE("multi-line results never contain an empty line", "[framing]") {
    CHECK(success(std::nullopt, "a\nb\n") == "= a\nb\n\n");
    CHECK(success(std::nullopt, "a\n\nb") == "= a\n \nb\n\n");
    CHECK(success(std::nullopt, "a\n\n\nb\n\n") == "= a\n \n \nb\n\n");
    CHECK(success(3, "\nboard\nrow") == "=3 \nboard\nrow\n\n");
    CHECK(success(std::nullopt, "a\r\nb") == "= a\nb\n\n");
}

TEST_CASE("failure responses are one line", "[framing]") {
    CHECK(failure(10, "unknown command") == "?10 unknown command\n\n");
    CHECK(failure(std::nullopt, "illegal move") == "? illegal move\n\n");
    CHECK(failure(std::nullopt, "two\nlines\n") == "? two lines\n\n");
}

TEST_CASE("streamed lines are never empty", "[framing]") {
    std::string out;
    append_stream_line(out, "info move D4");
    append_stream_line(out, "");
    append_stream_line(out, "a\n\nb");
    CHECK(out == "info move D4\n \na\n \nb\n");
}
