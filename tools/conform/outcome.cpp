#include "tools/conform/outcome.hpp"

namespace boardtalk::conformance {

std::string_view label(Outcome outcome) {
    switch (outcome) {
        case Outcome::passed:
            return "passed";
        case Outcome::expected_failure:
            return "failed";
        case Outcome::unexpected_pass:
            return "PASSED";
        case Outcome::unexpected_failure:
            return "FAILED";
        case Outcome::ignored:
            return "ignored";
    }
    return "?";
}

void Tally::add(Outcome outcome) {
    ++tests;
    switch (outcome) {
        case Outcome::passed:
            ++passed;
            break;
        case Outcome::expected_failure:
            ++expected_failures;
            break;
        case Outcome::unexpected_pass:
            ++unexpected_passes;
            break;
        case Outcome::unexpected_failure:
            ++unexpected_failures;
            break;
        case Outcome::ignored:
            ++ignored;
            break;
    }
}

Tally& Tally::operator+=(const Tally& o) {
    tests += o.tests;
    passed += o.passed;
    expected_failures += o.expected_failures;
    unexpected_passes += o.unexpected_passes;
    unexpected_failures += o.unexpected_failures;
    ignored += o.ignored;
    return *this;
}

std::string format_tally(const Tally& t) {
    auto text = std::to_string(t.tests) + " tests, " + std::to_string(t.passed) + " passed, " +
                std::to_string(t.expected_failures) + " failed (expected), " +
                std::to_string(t.unexpected_passes) + " PASSED, " +
                std::to_string(t.unexpected_failures) + " FAILED";
    if (t.ignored > 0) text += ", " + std::to_string(t.ignored) + " ignored";
    return text;
}

}  // namespace boardtalk::conformance
