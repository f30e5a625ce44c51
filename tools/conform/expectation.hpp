#pragma once
// The `#? [regex]` lines of a GNU Go regression file: what a numbered command must answer.
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "tools/conform/response_pattern.hpp"

namespace boardtalk::conformance {

struct Expectation {
    enum class Mark {
        none,              // the test must pass
        expected_failure,  // trailing `*`: a known failure (of every engine, or of `engine`)
        ignore,            // trailing `&`: run it, report it, count it nowhere
    };
    std::string written;  // the bracket part as written, e.g. "[!E5]*", for reports
    std::string pattern;  // the regex inside the brackets, without a leading '!'; see
                          // response_pattern.hpp for its syntax
    bool negated = false;
    Mark mark = Mark::none;
    // `*GNU Go`: the failure is expected only from engines whose `name` answer contains this
    // text (case-insensitive), so one suite can record another engine's deviations and still
    // demand the right answer from every other engine. Empty: any engine.
    std::string engine;
    std::shared_ptr<const ResponsePattern> regex;  // `pattern` compiled
};

struct ParsedExpectation {
    std::optional<Expectation> expectation;
    std::string error;  // set when `expectation` is empty
};

// Parses a line that starts with `#?`: white space, `[`, the regex up to the LAST `]` of the
// line, then optionally `*` (optionally followed by an engine name) or `&`; anything after
// that must be white space.
ParsedExpectation parse_expectation(std::string_view line);

// True when the regex matches the WHOLE text (implicitly anchored at both ends; `^`/`$` also
// match at line boundaries), xor `negated`. The text is what follows `=id ` or `?id `.
bool matches_response(const Expectation& expectation, std::string_view text);

// The mark that applies to the engine that answered `name` with `engine_name`: an
// engine-specific `*` counts as none for every other engine.
Expectation::Mark effective_mark(const Expectation& expectation, std::string_view engine_name);

}  // namespace boardtalk::conformance
