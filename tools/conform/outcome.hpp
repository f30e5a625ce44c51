#pragma once
// The four outcomes of a regression test and their counts.
#include <cstddef>
#include <string>
#include <string_view>

namespace boardtalk::conformance {

enum class Outcome {
    passed,              // "passed": matched, as expected
    expected_failure,    // "failed": did not match, marked `*`
    unexpected_pass,     // "PASSED": matched although marked `*`
    unexpected_failure,  // "FAILED": did not match, wrong id, or no response
    ignored,             // marked `&`: reported, counted nowhere else
};

// "passed", "failed", "PASSED", "FAILED", "ignored": the words GNU Go's regression scripts use.
std::string_view label(Outcome outcome);

struct Tally {
    std::size_t tests = 0;
    std::size_t passed = 0;
    std::size_t expected_failures = 0;
    std::size_t unexpected_passes = 0;
    std::size_t unexpected_failures = 0;
    std::size_t ignored = 0;

    void add(Outcome outcome);
    Tally& operator+=(const Tally& other);
    // No PASSED and no FAILED.
    bool clean() const { return unexpected_passes == 0 && unexpected_failures == 0; }
};

// "52 tests, 50 passed, 2 failed (expected), 0 PASSED, 0 FAILED" (", 1 ignored" when any).
std::string format_tally(const Tally& tally);

}  // namespace boardtalk::conformance
