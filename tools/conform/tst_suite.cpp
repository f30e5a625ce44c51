#include "tools/conform/tst_suite.hpp"

#include <algorithm>
#include <limits>

#include "protocol/preprocess.hpp"

namespace boardtalk::conformance {

namespace {

std::optional<std::uint32_t> to_number(std::string_view digits) {
    std::uint64_t value = 0;
    for (char c : digits) {
        value = value * 10 + static_cast<unsigned>(c - '0');
        if (value > std::numeric_limits<std::uint32_t>::max()) return std::nullopt;
    }
    return static_cast<std::uint32_t>(value);
}

// The id of a numbered command, or nullopt: the first token when it is all digits.
std::optional<std::string> leading_id(std::string_view command) {
    const auto token = command.substr(0, command.find(' '));
    if (token.empty() ||
        !std::all_of(token.begin(), token.end(), [](char c) { return c >= '0' && c <= '9'; })) {
        return std::nullopt;
    }
    return std::string(token);
}

void attach_expectation(Suite& suite, std::string_view line, std::size_t line_number,
                        std::optional<std::string>& pending_id) {
    const auto where = "line " + std::to_string(line_number) + ": ";
    if (!pending_id) {
        suite.errors.push_back(where + "'#?' line without a numbered command before it");
        return;
    }
    auto parsed = parse_expectation(line);
    if (!parsed.expectation) {
        suite.errors.push_back(where + parsed.error);
    } else {
        suite.steps.back().test =
            TestCase{*pending_id, to_number(*pending_id), std::move(*parsed.expectation)};
    }
    pending_id.reset();
}

}  // namespace

std::size_t Suite::test_count() const {
    return static_cast<std::size_t>(std::count_if(
        steps.begin(), steps.end(), [](const Step& s) { return s.test.has_value(); }));
}

Suite parse_suite(std::string_view text) {
    Suite suite;
    suite.steps.emplace_back();             // the lines before the first command
    std::optional<std::string> pending_id;  // numbered command still waiting for its `#?`
    std::size_t line_number = 0;
    std::size_t pos = 0;
    while (pos < text.size()) {
        auto end = text.find('\n', pos);
        if (end == text.npos) end = text.size();
        const auto line = text.substr(pos, end - pos);
        pos = end + 1;
        ++line_number;
        auto command = protocol::preprocess_line(line);
        if (!command.empty()) {
            pending_id = leading_id(command);
            suite.steps.push_back(Step{{}, line_number, std::move(command), std::nullopt});
        } else if (line.substr(0, 2) == "#?") {
            attach_expectation(suite, line, line_number, pending_id);
        }
        suite.steps.back().raw.append(line).push_back('\n');
    }
    if (suite.steps.front().raw.empty()) suite.steps.erase(suite.steps.begin());
    return suite;
}

}  // namespace boardtalk::conformance
