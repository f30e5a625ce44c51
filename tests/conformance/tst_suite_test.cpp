#include <catch2/catch.hpp>

#include "tools/conform/tst_suite.hpp"

using namespace boardtalk::conformance;

TEST_CASE("a suite is cut into commands with their following lines", "[conformance][suite]") {
    const auto suite = parse_suite(
        "# header\n"
        "boardsize 9\n"
        "10 play b E5\n"
        "#? [!]\n"
        "\n"
        "11 genmove w # comment\n"
        "# explanation\n"
        "#? [E5]*\n"
        "12 name\n"
        "13 version");
    REQUIRE(suite.errors.empty());
    REQUIRE(suite.steps.size() == 6);
    CHECK(suite.steps[0].command.empty());  // the lines before the first command
    CHECK(suite.steps[0].raw == "# header\n");
    CHECK(suite.steps[1].command == "boardsize 9");
    CHECK_FALSE(suite.steps[1].test);
    CHECK(suite.steps[2].line == 3);
    CHECK(suite.steps[2].raw == "10 play b E5\n#? [!]\n\n");
    REQUIRE(suite.steps[2].test);
    CHECK(suite.steps[2].test->id == "10");
    CHECK(suite.steps[2].test->number == 10u);
    CHECK(suite.steps[2].test->expectation.negated);
    CHECK(suite.steps[3].command == "11 genmove w");
    REQUIRE(suite.steps[3].test);
    CHECK(suite.steps[3].test->expectation.mark == Expectation::Mark::expected_failure);
    CHECK_FALSE(suite.steps[4].test);             // numbered, but no expectation: set-up
    CHECK(suite.steps[5].raw == "13 version\n");  // a LF is added to the last line
    CHECK(suite.test_count() == 2);
}

TEST_CASE("lines are kept verbatim; preprocessing decides what is a command",
          "[conformance][suite]") {
    const auto suite = parse_suite(
        "1\tproto\x01"
        "col_version\r\n#? [2]\r\n\x02\r\n   \n");
    REQUIRE(suite.errors.empty());
    REQUIRE(suite.steps.size() == 1);
    CHECK(suite.steps[0].raw ==
          "1\tproto\x01"
          "col_version\r\n#? [2]\r\n\x02\r\n   \n");
    CHECK(suite.steps[0].command == "1 protocol_version");
    REQUIRE(suite.steps[0].test);
    CHECK(suite.steps[0].test->expectation.pattern == "2");
}

TEST_CASE("ids beyond 32 bits cannot match any response", "[conformance][suite]") {
    const auto suite = parse_suite("99999999999 name\n#? [x]\n2147483647 name\n#? [x]\n");
    REQUIRE(suite.steps.size() == 2);
    CHECK_FALSE(suite.steps[0].test->number);
    CHECK(suite.steps[1].test->number == 2147483647u);
}

TEST_CASE("misplaced or malformed expectations are errors", "[conformance][suite]") {
    const auto suite = parse_suite(
        "#? [before any command]\n"
        "boardsize 9\n"
        "#? [after set-up]\n"
        "1 name\n"
        "#? [(]\n"
        "2 name\n"
        "#? [a]\n"
        "#? [second]\n");
    REQUIRE(suite.errors.size() == 4);
    CHECK(suite.errors[0].rfind("line 1:", 0) == 0);
    CHECK(suite.errors[1].rfind("line 3:", 0) == 0);
    CHECK(suite.errors[2].rfind("line 5: bad regex", 0) == 0);
    CHECK(suite.errors[3].rfind("line 8:", 0) == 0);
    CHECK(suite.test_count() == 1);
}
