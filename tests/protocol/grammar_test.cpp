#include <catch2/catch.hpp>
#include <cmath>

#include "protocol/grammar.hpp"

using namespace boardtalk::protocol;

namespace {
CommandLine ok(std::string_view line) {
    auto parsed = parse_command_line(line);
    REQUIRE(std::holds_alternative<CommandLine>(parsed));
    return std::get<CommandLine>(parsed);
}
LineError bad(std::string_view line) {
    auto parsed = parse_command_line(line);
    REQUIRE(std::holds_alternative<LineError>(parsed));
    return std::get<LineError>(parsed);
}
}  // namespace

TEST_CASE("command lines split into id, name and arguments", "[grammar]") {
    auto c = ok("play b d4");
    CHECK(!c.id);
    CHECK(c.name == "play");
    CHECK(c.args == std::vector<std::string>{"b", "d4"});

    c = ok("42 genmove w");
    REQUIRE(c.id);
    CHECK(*c.id == 42);
    CHECK(c.name == "genmove");
    CHECK(c.args == std::vector<std::string>{"w"});

    c = ok("2147483647 name");
    CHECK(*c.id == 2147483647u);
    CHECK(ok("0 name").id == 0u);
    CHECK(ok("name").args.empty());
}

TEST_CASE("a token starting with digits but holding letters is a name", "[grammar]") {
    auto c = ok("12abc x");
    CHECK(!c.id);
    CHECK(c.name == "12abc");
}

TEST_CASE("bad command lines give syntax errors with their id when known", "[grammar]") {
    auto e = bad("12");
    CHECK(e.id == 12u);
    CHECK(e.message == "syntax error: missing command name");
    e = bad("2147483648 name");
    CHECK(!e.id);
    CHECK(e.message == "syntax error: id out of range '2147483648'");
    e = bad("99999999999999999999999 name");
    CHECK(!e.id);
}

TEST_CASE("GTP int, float and boolean parsers take whole tokens only", "[grammar]") {
    CHECK(parse_gtp_int("0") == 0u);
    CHECK(parse_gtp_int("19") == 19u);
    CHECK(parse_gtp_int("2147483647") == 2147483647u);
    CHECK(!parse_gtp_int("2147483648"));
    CHECK(!parse_gtp_int("-1"));
    CHECK(!parse_gtp_int("19x"));
    CHECK(!parse_gtp_int(""));
    CHECK(!parse_gtp_int("+3"));

    CHECK(parse_signed_int("-5") == -5);
    CHECK(!parse_signed_int("5.0"));

    CHECK(parse_gtp_float("6.5") == 6.5);
    CHECK(parse_gtp_float("-3") == -3.0);
    CHECK(parse_gtp_float("7") == 7.0);
    CHECK(parse_gtp_float("1e2") == 100.0);
    CHECK(!parse_gtp_float("nan"));
    CHECK(!parse_gtp_float("inf"));
    CHECK(!parse_gtp_float("-inf"));
    CHECK(!parse_gtp_float("1e999"));
    CHECK(!parse_gtp_float("6.5x"));
    CHECK(!parse_gtp_float("foo"));
    CHECK(!parse_gtp_float(""));
    // Correctly rounded (X3's double_ read 1e-28 as the double after it, so get_komi echoed
    // 1.0000000000000001e-28), an optional sign, underflow to 0, -0 as 0.
    CHECK(parse_gtp_float("1e-28") == 1e-28);
    CHECK(parse_gtp_float("0.1") == 0.1);
    CHECK(parse_gtp_float("7.123456789") == 7.123456789);
    CHECK(parse_gtp_float("+6.5") == 6.5);
    CHECK(parse_gtp_float(".5") == 0.5);
    CHECK(!parse_gtp_float("+-6.5"));
    CHECK(!parse_gtp_float("++6.5"));
    CHECK(!parse_gtp_float("+"));
    CHECK(!parse_gtp_float("0x1p3"));
    CHECK(parse_gtp_float("1e-400") == 0.0);
    CHECK(!std::signbit(*parse_gtp_float("-0")));

    CHECK(parse_gtp_bool("true") == true);
    CHECK(parse_gtp_bool("false") == false);
    CHECK(!parse_gtp_bool("TRUE"));
    CHECK(!parse_gtp_bool("truex"));
}
