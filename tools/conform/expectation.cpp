#include "tools/conform/expectation.hpp"

#include <cctype>

namespace boardtalk::conformance {

namespace {

bool only_blanks(std::string_view s) {
    return s.find_first_not_of(" \t\r") == s.npos;
}

}  // namespace

ParsedExpectation parse_expectation(std::string_view line) {
    if (line.substr(0, 2) != "#?") return {std::nullopt, "not an expectation line"};
    line.remove_prefix(2);
    const auto open = line.find_first_not_of(" \t");
    if (open == line.npos || line[open] != '[') return {std::nullopt, "expected '[' after '#?'"};
    const auto close = line.rfind(']');
    if (close == line.npos || close < open) return {std::nullopt, "missing ']'"};
    Expectation e;
    e.pattern = std::string(line.substr(open + 1, close - open - 1));
    std::string_view after = line.substr(close + 1);
    if (!after.empty() && (after.front() == '*' || after.front() == '&')) {
        e.mark =
            after.front() == '*' ? Expectation::Mark::expected_failure : Expectation::Mark::ignore;
        after.remove_prefix(1);
        if (e.mark == Expectation::Mark::expected_failure) {
            const auto first = after.find_first_not_of(" \t");
            const auto last = after.find_last_not_of(" \t");
            if (first != after.npos) e.engine = std::string(after.substr(first, last - first + 1));
            after = {};
        }
    }
    if (!only_blanks(after)) {
        return {std::nullopt, "unexpected '" + std::string(after) + "' after ']'"};
    }
    e.written = std::string(line.substr(open, close - open + 1));
    if (e.mark != Expectation::Mark::none)
        e.written += e.mark == Expectation::Mark::ignore ? '&' : '*';
    e.written += e.engine;
    if (!e.pattern.empty() && e.pattern.front() == '!') {
        e.negated = true;
        e.pattern.erase(0, 1);
    }
    auto compiled = ResponsePattern::compile(e.pattern);
    if (!compiled.pattern)
        return {std::nullopt, "bad regex '" + e.pattern + "': " + compiled.error};
    e.regex = std::move(compiled.pattern);
    return {std::move(e), {}};
}

bool matches_response(const Expectation& expectation, std::string_view text) {
    const bool match = expectation.regex && expectation.regex->matches(text);
    return match != expectation.negated;
}

}  // namespace boardtalk::conformance

namespace boardtalk::conformance {

Expectation::Mark effective_mark(const Expectation& e, std::string_view engine_name) {
    if (e.engine.empty() || e.mark != Expectation::Mark::expected_failure) return e.mark;
    auto lower = [](std::string_view text) {
        std::string out(text);
        for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        return out;
    };
    return lower(engine_name).find(lower(e.engine)) != std::string::npos ? e.mark
                                                                         : Expectation::Mark::none;
}

}  // namespace boardtalk::conformance
