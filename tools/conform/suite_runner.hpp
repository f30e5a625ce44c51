#pragma once
// Runs one parsed .tst suite against a fresh engine process and reports every test.
#include <chrono>
#include <iosfwd>
#include <string>
#include <string_view>

#include "protocol/client/engine_process.hpp"
#include "protocol/client/response.hpp"
#include "tools/conform/outcome.hpp"
#include "tools/conform/tst_suite.hpp"

namespace boardtalk::conformance {

struct RunOptions {
    std::string engine;                        // the engine's command line, split like a shell
    std::chrono::milliseconds timeout{20000};  // per response
    bool verbose = false;  // also show passed tests' responses and failed set-up commands
    // The most an engine may print for one response (see EngineProcess::Options).
    std::size_t max_response_bytes = protocol::EngineProcess::Options{}.max_response_bytes;
};

struct FileReport {
    Tally tally;
    bool engine_failed = false;  // could not start, died, hung, or crashed at the end
    bool ok() const { return tally.clean() && !engine_failed; }
};

// The outcome of one test for this response, and why when it is FAILED for a reason other than
// the pattern (no response, malformed response, id differing from the test number).
struct Judgement {
    Outcome outcome;
    std::string note;
};
// `engine_name` is the engine's `name` answer, for engine-specific expected failures.
Judgement judge(const TestCase& test, const protocol::Response& response,
                std::string_view engine_name = {});

// Starts the engine, writes the suite step by step (each step verbatim, then reads its
// response if it has a command), judges every test, and stops the engine. Prints one line per
// test, `<name>:<id> <outcome>`, with the expectation and the response for anything but
// passed, then `<name>: <tally>`. A test whose response does not come within the timeout is
// `FAILED (timeout)` and the engine is stopped, as is one whose response is larger than
// max_response_bytes (`FAILED (response too large)`); after a death, a hang or a flood the
// remaining tests are `FAILED (not run)`.
// When the suite has engine-specific marks (`*GNU Go`), the engine is first asked its `name`;
// a hang, death or flood there is reported once, naming `name`, and no test is run.
FileReport run_suite(const Suite& suite, std::string_view name, const RunOptions& options,
                     std::ostream& out);

// `=12 text` / `?12 message` as the engine printed it, continuation lines indented by `indent`,
// cut after 4 KB; for a timeout or a death, the description in parentheses.
std::string format_response(const protocol::Response& response, std::string_view indent);

}  // namespace boardtalk::conformance
