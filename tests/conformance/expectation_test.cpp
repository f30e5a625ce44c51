#include <catch2/catch.hpp>

#include "tools/conform/expectation.hpp"

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
    CHECK(matches_response(parse("#? [a.b]"), "a\nb"));
    CHECK(matches_response(parse("#? [a\\.b]"), "a.b"));
    CHECK_FALSE(matches_response(parse("#? [a\\.b]"), "a\nb"));
    CHECK(matches_response(parse("#? [[.]x.]"), ".x\n"));
    CHECK_FALSE(matches_response(parse("#? [[.]x.]"), "\nx\n"));
    CHECK(matches_response(parse("#? [[\\].]+]"), "].]"));
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

TEST_CASE("a large response cannot crash the matcher", "[conformance][expectation]") {
    // std::regex recursed once per character and overflowed the stack at about 35 KB.
    const std::string big(100 * 1024, 'x');
    CHECK(matches_response(parse("#? [.*]"), big));
    CHECK(matches_response(parse("#? [x*]"), big));
    CHECK_FALSE(matches_response(parse("#? [.*y.*]"), big));
    std::string lines;
    for (int i = 0; i < 20000; ++i) lines += "D4 Q16 pass\n";  // 240 KB of move history
    CHECK(matches_response(parse("#? [(D4 Q16 pass\\n)*]"), lines));
    CHECK(matches_response(parse("#? [.*^D4.*$.*]"), lines));
}

TEST_CASE("a pathological pattern returns", "[conformance][expectation]") {
    // Backtracking took exponential time here; RE2 is linear in the text.
    const auto e = parse("#? [(.*a){25}]");
    CHECK_FALSE(matches_response(e, std::string(10000, 'a') + "b"));
    CHECK(matches_response(e, std::string(10000, 'a')));
    CHECK(matches_response(parse("#? [!(x+x+)+y]"), std::string(5000, 'x')));
}

TEST_CASE("leading lookaheads accept words in any order", "[conformance][expectation]") {
    const auto set = parse("#? [(?=.*\\bA1\\b)(?=.*\\bC3\\b)\\S+( \\S+){1}]");
    CHECK(matches_response(set, "A1 C3"));
    CHECK(matches_response(set, "C3 A1"));
    CHECK_FALSE(matches_response(set, "A1 C33"));
    CHECK_FALSE(matches_response(set, "A1 C3 D4"));
    CHECK_FALSE(matches_response(set, "A1 B2"));
    const auto without = parse("#? [(?!.*pass)(?=[A-T])\\S+]");
    CHECK(matches_response(without, "D4"));
    CHECK_FALSE(matches_response(without, "pass"));
    CHECK_FALSE(matches_response(without, "4D"));
    // Lookaheads see the whole response from its start, newlines included.
    CHECK(matches_response(parse("#? [(?=.*\\nB)A.*]"), "A\nB"));
    // A group after a lookahead is part of the body, not of the lookahead.
    CHECK(matches_response(parse("#? [(?=a)(a|b)]"), "a"));
    CHECK_FALSE(matches_response(parse("#? [(?=a)(a|b)]"), "b"));
}

TEST_CASE("patterns RE2 cannot run are clear errors", "[conformance][expectation]") {
    for (const char* bad : {"#? [(a)\\1]", "#? [a(?=b)]", "#? [(?<=a)b]", "#? [(?=a)a|b]",
                            "#? [(?=a]", "#? [a{2000}]"}) {
        INFO(bad);
        const auto parsed = parse_expectation(bad);
        CHECK_FALSE(parsed.expectation);
        CHECK(parsed.error.find("bad regex") == 0);
    }
    const auto backreference = parse_expectation("#? [(a)\\1]");
    CHECK(backreference.error.find("invalid escape sequence: \\1") != std::string::npos);
}
