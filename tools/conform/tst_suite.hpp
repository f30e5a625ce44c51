#pragma once
// A .tst file in GNU Go regression format, cut into what the runner sends and what it checks.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tools/conform/expectation.hpp"

namespace boardtalk::conformance {

struct TestCase {
    std::string id;                       // the command's first token, all digits, as written
    std::optional<std::uint32_t> number;  // its value; nullopt above 2^32-1 (no id can match)
    Expectation expectation;
};

// One command line (a line that is not empty after GTP preprocessing) plus the lines after it up
// to the next command: comments, blank lines, `#?` lines. The runner writes `raw` to the engine
// in one go, then reads one response. Writing the following lines before reading matters for a
// streaming command, which answers until the next input line arrives.
struct Step {
    std::string raw;       // verbatim, every line ending in LF (one is added to a last line)
    std::size_t line = 0;  // 1-based line of the command; 0 for the lines before the first one
    std::string command;   // the command after preprocessing; empty: no response expected
    std::optional<TestCase> test;  // numbered command followed by a `#?` line
};

struct Suite {
    std::vector<Step> steps;
    std::vector<std::string> errors;  // "line 12: bad regex ...": the file is broken
    std::size_t test_count() const;
};

// Cuts a file's text into steps. A numbered command without a `#?` line is set-up like any
// unnumbered one; a `#?` line must follow a numbered command (blank and comment lines may come
// between them), otherwise it is an error.
Suite parse_suite(std::string_view text);

}  // namespace boardtalk::conformance
