// Whole runs of hand-written suites (tests/conformance/data/) with known outcomes.
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

#include "tests/common/text.hpp"
#include "tools/conform/suite_runner.hpp"

using namespace boardtalk::conformance;
using boardtalk::protocol::Response;
using namespace std::chrono_literals;
using boardtalk::test::contains;

namespace {

const char* const gnugo = "/usr/games/gnugo --mode gtp";
const char* const scripted = "/bin/sh tests/client/scripts/scripted_engine.sh";

Suite load(const std::string& name) {
    std::ifstream in("tests/conformance/data/" + name, std::ios::binary);
    REQUIRE(in);
    std::ostringstream text;
    text << in.rdbuf();
    auto suite = parse_suite(text.str());
    REQUIRE(suite.errors.empty());
    return suite;
}

struct Run {
    FileReport report;
    std::string output;
};

Run run(const std::string& file, const char* engine, std::chrono::milliseconds timeout = 10s,
        std::size_t max_response_bytes = RunOptions{}.max_response_bytes) {
    std::ostringstream out;
    RunOptions options{engine, timeout, false, max_response_bytes};
    auto report = run_suite(load(file), file, options, out);
    return {report, out.str()};
}

TestCase make_test(std::uint32_t number, const std::string& expectation) {
    auto parsed = parse_expectation("#? " + expectation);
    REQUIRE(parsed.expectation);
    return {std::to_string(number), number, std::move(*parsed.expectation)};
}

Response answer(Response::Status status, std::optional<std::uint32_t> id, std::string text) {
    Response r;
    r.status = status;
    r.id = id;
    r.text = std::move(text);
    return r;
}

}  // namespace

TEST_CASE("an expected failure can name the engines it applies to", "[conformance][runner]") {
    using S = Response::Status;
    const auto test = make_test(1, "[3]*GNU Go");
    CHECK(test.expectation.engine == "GNU Go");
    CHECK(test.expectation.written == "[3]*GNU Go");
    // The engine named: a known failure, and passing would be a surprise.
    CHECK(judge(test, answer(S::success, 1, "2"), "GNU Go").outcome == Outcome::expected_failure);
    CHECK(judge(test, answer(S::success, 1, "3"), "gnu go").outcome == Outcome::unexpected_pass);
    // Any other engine must pass it.
    CHECK(judge(test, answer(S::success, 1, "2"), "boardtalk").outcome ==
          Outcome::unexpected_failure);
    CHECK(judge(test, answer(S::success, 1, "3"), "boardtalk").outcome == Outcome::passed);
    CHECK(judge(test, answer(S::success, 1, "3")).outcome == Outcome::passed);
}

TEST_CASE("judging a response", "[conformance][runner]") {
    using S = Response::Status;
    CHECK(judge(make_test(1, "[2]"), answer(S::success, 1, "2")).outcome == Outcome::passed);
    CHECK(judge(make_test(1, "[3]"), answer(S::success, 1, "2")).outcome ==
          Outcome::unexpected_failure);
    CHECK(judge(make_test(1, "[2]*"), answer(S::success, 1, "2")).outcome ==
          Outcome::unexpected_pass);
    CHECK(judge(make_test(1, "[3]*"), answer(S::success, 1, "2")).outcome ==
          Outcome::expected_failure);
    CHECK(judge(make_test(1, "[3]&"), answer(S::success, 1, "2")).outcome == Outcome::ignored);
    // An error response is matched by its message.
    CHECK(judge(make_test(4, "[illegal move]"), answer(S::failure, 4, "illegal move")).outcome ==
          Outcome::passed);
    // A wrong or missing id is FAILED even when the text matches or a failure is expected.
    const auto wrong = judge(make_test(5, "[2]"), answer(S::success, 6, "2"));
    CHECK(wrong.outcome == Outcome::unexpected_failure);
    CHECK(contains(wrong.note, "response id 6"));
    CHECK(judge(make_test(5, "[3]*"), answer(S::success, std::nullopt, "2")).outcome ==
          Outcome::unexpected_failure);
    CHECK(judge(make_test(5, "[.*]"), answer(S::garbage, std::nullopt, "=abc")).outcome ==
          Outcome::unexpected_failure);
}

TEST_CASE("every outcome against GNU Go", "[conformance][runner][gnugo]") {
    const auto [report, output] = run("outcomes.tst", gnugo);
    INFO(output);
    const auto& t = report.tally;
    CHECK(t.tests == 13);
    CHECK(t.passed == 6);
    CHECK(t.expected_failures == 1);
    CHECK(t.unexpected_passes == 1);
    CHECK(t.unexpected_failures == 4);
    CHECK(t.ignored == 1);
    CHECK_FALSE(report.engine_failed);
    CHECK_FALSE(report.ok());
    CHECK(contains(output, "outcomes.tst:1 passed\n"));
    CHECK(contains(output, "outcomes.tst:2 FAILED\n"));
    CHECK(contains(output, "outcomes.tst:3 PASSED\n"));
    CHECK(contains(output, "outcomes.tst:4 failed\n"));
    CHECK(contains(output, "outcomes.tst:6 FAILED\n"));
    CHECK(contains(output, "outcomes.tst:8 passed\n"));
    CHECK(contains(output, "outcomes.tst:9 passed\n"));
    CHECK(contains(output, "outcomes.tst:12 ignored\n"));
    CHECK(contains(output, "outcomes.tst:13 FAILED\n"));
    // Unexpected results show the expectation and the response.
    CHECK(contains(output, "  expected: [3]\n  got:      =2 2\n"));
    CHECK(contains(output,
                   "outcomes.tst: 13 tests, 6 passed, 1 failed (expected), 1 PASSED, 4 FAILED, "
                   "1 ignored\n"));
}

TEST_CASE("a clean run is ok", "[conformance][runner][gnugo]") {
    const auto [report, output] = run("clean.tst", gnugo);
    INFO(output);
    CHECK(report.tally.tests == 3);
    CHECK(report.tally.passed == 2);
    CHECK(report.tally.expected_failures == 1);
    CHECK(report.ok());
}

TEST_CASE("id mismatch, stray output and a crash mid-file", "[conformance][runner][script]") {
    const auto [report, output] = run("scripted.tst", scripted);
    INFO(output);
    CHECK(report.tally.tests == 7);
    CHECK(report.tally.passed == 3);
    CHECK(report.tally.unexpected_failures == 4);
    CHECK(report.engine_failed);
    CHECK_FALSE(report.ok());
    CHECK(contains(output, "scripted.tst:2 FAILED\n"));
    CHECK(contains(output, "response id 3 differs from the test number 2"));
    CHECK(contains(output, "scripted.tst:3 passed\n"));
    CHECK(contains(output, "scripted.tst:4 warning: output outside a response: hello there\n"));
    CHECK(contains(output, "engine died: engine killed by signal 11"));
    CHECK(contains(output, "| fatal: about to crash\n"));
    CHECK(contains(output, "scripted.tst:6 FAILED (not run)\n"));
    CHECK(contains(output, "scripted.tst:7 FAILED (not run)\n"));
}

TEST_CASE("a hung engine is FAILED after the timeout", "[conformance][runner][script]") {
    const auto [report, output] = run("hang.tst", scripted, 300ms);
    INFO(output);
    CHECK(report.tally.tests == 3);
    CHECK(report.tally.passed == 1);
    CHECK(report.tally.unexpected_failures == 2);
    CHECK(report.engine_failed);
    CHECK(contains(output, "hang.tst:2 FAILED (timeout)\n"));
    CHECK(contains(output, "engine hung: no response within 300 ms"));
    CHECK(contains(output, "hang.tst:3 FAILED (not run)\n"));
}

TEST_CASE("a response without end is FAILED at the size limit", "[conformance][runner][script]") {
    const auto [report, output] = run("flood.tst", scripted, 60s, 1 << 20);
    INFO(output);
    CHECK(report.tally.tests == 3);
    CHECK(report.tally.passed == 1);
    CHECK(report.tally.unexpected_failures == 2);
    CHECK(report.engine_failed);
    CHECK(contains(output, "flood.tst:2 FAILED (response too large)\n"));
    CHECK(contains(output,
                   "  engine flooded its output: response larger than 1048576 bytes; stopped it, "
                   "the rest of the file is not run\n"));
    CHECK(contains(output, "  partial output: =2 y\n"));
    CHECK(contains(output, "flood.tst:3 FAILED (not run)\n"));
}

// Before, the `name` question timed out in silence and test 1 waited through its own timeout.
TEST_CASE("an engine hanging on `name` fails once, naming it", "[conformance][runner][script]") {
    const auto [report, output] = run("name_mark.tst", "/bin/sh -c 'exec sleep 1000'", 300ms);
    INFO(output);
    CHECK(report.tally.tests == 2);
    CHECK(report.tally.unexpected_failures == 2);
    CHECK(report.engine_failed);
    CHECK(contains(output, "name_mark.tst: asking the engine its name failed"));
    CHECK(contains(output,
                   "  command:  name\n  engine hung: no response within 300 ms; stopped "
                   "it, the rest of the file is not run\n"));
    CHECK(contains(output, "name_mark.tst:1 FAILED (not run)\n"));
    CHECK(contains(output, "name_mark.tst:2 FAILED (not run)\n"));
    CHECK_FALSE(contains(output, "(timeout)"));
}

TEST_CASE("an engine that cannot start fails every test", "[conformance][runner]") {
    const auto [report, output] = run("clean.tst", "/nonexistent/engine");
    CHECK(report.tally.unexpected_failures == 3);
    CHECK(report.engine_failed);
    CHECK(contains(output, "cannot start the engine"));
}
