#include <catch2/catch.hpp>

#include "engine/morris/geometry.hpp"
#include "engine/morris/notation.hpp"

using namespace boardtalk::morris;

TEST_CASE("turn notation parses and prints back", "[morris][notation]") {
    for (const char* text : {"d6", "a1-a4", "d6xb4", "a1-a4xb4"}) {
        auto t = parse_turn(text);
        REQUIRE(t.ok());
        CHECK(format_turn(*t) == text);
    }
    auto upper = parse_turn("A1-A4XB4");
    REQUIRE(upper.ok());
    CHECK(format_turn(*upper) == "a1-a4xb4");
    auto placed = parse_turn("d6");
    CHECK(placed->is_placement());
    CHECK(placed->remove == kNoPoint);
}

TEST_CASE("bad moves get one precise reason", "[morris][notation]") {
    CHECK(parse_turn("h9").error() == "unknown square 'h9'");
    CHECK(parse_turn("a1-").error() == "expected a square after '-'");
    CHECK(parse_turn("-a1").error() == "expected a square before '-'");
    CHECK(parse_turn("a1-a1").error() == "a man must move to another square");
    CHECK(parse_turn("xx").error() == "expected a square after 'x'");
    CHECK(parse_turn("d6x").error() == "expected a square after 'x'");
    CHECK(parse_turn("d6xd6").error() == "a man cannot remove the square it moves to");
    CHECK(parse_turn("").error() == "empty move");
    CHECK(parse_turn("d4").error() == "unknown square 'd4'");
}

TEST_CASE("a separate removal token", "[morris][notation]") {
    CHECK(parse_removal("xb4").value() == *parse_point("b4"));
    CHECK(parse_removal("Xb4").value() == *parse_point("b4"));
    CHECK_FALSE(parse_removal("b4").ok());
    CHECK(parse_removal("xh9").error() == "unknown square 'h9'");
}
