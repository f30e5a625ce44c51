#include <catch2/catch.hpp>

#include "conformance/runner/expectation.hpp"

using namespace boardtalk::conformance;
using Mark = Expectation::Mark;

namespace {

Expectation parse(std::string_view line) {
    auto parsed = parse_expectation(line);
    INFO(parsed.error);
    REQUIRE(parsed.expectation);
    return std::move(*parsed.expectation);
}

}  // namespace

TEST_CASE("expectation lines: pattern, negation and marks", "[conformance][expectation]") {
    auto e = parse("#? [E5]");
    CHECK(e.pattern == "E5");
    CHECK_FALSE(e.negated);
    CHECK(e.mark == Mark::none);

    e = parse("#? [!E5]*");
    CHECK(e.pattern == "E5");
    CHECK(e.negated);
    CHECK(e.mark == Mark::expected_failure);
    CHECK(e.written == "[!E5]*");

    e = parse("#?[W\\+.*]&  ");
    CHECK(e.pattern == "W\\+.*");
    CHECK(e.mark == Mark::ignore);

    // The pattern runs to the LAST `]`, so it may hold bracket expressions.
    e = parse("#? [[A-H][1-9]]");
    CHECK(e.pattern == "[A-H][1-9]");
    e = parse("#? []");
    CHECK(e.pattern.empty());
}

TEST_CASE("malformed expectation lines are errors", "[conformance][expectation]") {
    for (const char* bad : {"#? E5", "#? [E5", "#? [E5] extra", "#? [(]", "#? [E5]&x", "# [E5]"}) {
        INFO(bad);
        const auto parsed = parse_expectation(bad);
        CHECK_FALSE(parsed.expectation);
        CHECK_FALSE(parsed.error.empty());
    }
}

TEST_CASE("dots outside brackets also match newlines", "[conformance][expectation]") {
    CHECK(dot_matches_newline("a.b") == "a[\\s\\S]b");
    CHECK(dot_matches_newline("a\\.b") == "a\\.b");
    CHECK(dot_matches_newline("[.]x.") == "[.]x[\\s\\S]");
    CHECK(dot_matches_newline("[\\].]") == "[\\].]");
}

TEST_CASE("the pattern must match the whole response", "[conformance][expectation]") {
    const auto e = parse("#? [E5]");
    CHECK(matches_response(e, "E5"));
    CHECK_FALSE(matches_response(e, "E55"));
    CHECK_FALSE(matches_response(e, "xE5"));
    CHECK_FALSE(matches_response(e, "E5\n"));

    const auto empty = parse("#? []");
    CHECK(matches_response(empty, ""));
    CHECK_FALSE(matches_response(empty, " "));
}

TEST_CASE("multi-line responses", "[conformance][expectation]") {
    const std::string board = "\n   A B\n 2 . . 2\n 1 X . 1\n   A B";
    CHECK(matches_response(parse("#? [.*X.*]"), board));
    CHECK(matches_response(parse("#? [\\n +A B\\n 2 \\. \\. 2\\n.*]"), board));
    CHECK_FALSE(matches_response(parse("#? [.*O.*]"), board));
    // With the multiline flag, ^ and $ also match at line boundaries.
    CHECK(matches_response(parse("#? [.*^ 1 X.*$.*]"), board));
}

TEST_CASE("negation inverts the match", "[conformance][expectation]") {
    const auto e = parse("#? [!E5|pass]");
    CHECK_FALSE(matches_response(e, "E5"));
    CHECK_FALSE(matches_response(e, "pass"));
    CHECK(matches_response(e, "D4"));
}
