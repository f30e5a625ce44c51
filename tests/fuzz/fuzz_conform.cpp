// Random bytes as a conformance suite and as an engine's responses: parsing the suite and
// matching every expectation it holds against the response text never crashes or hangs
// (expectations are RE2 patterns, linear in the response). The input is the suite, a NUL byte,
// then the response text.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "tools/conform/expectation.hpp"
#include "tools/conform/tst_suite.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace boardtalk::conformance;
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    const auto nul = input.find('\0');
    const std::string_view suite_text = input.substr(0, nul);
    const std::string_view response =
        nul == std::string_view::npos ? std::string_view() : input.substr(nul + 1);
    const Suite suite = parse_suite(suite_text);
    for (const auto& error : suite.errors)
        if (error.empty()) std::abort();
    // Every line as an expectation on its own, so patterns reach the matcher even when the
    // suite around them is broken.
    std::size_t start = 0;
    while (start <= suite_text.size()) {
        auto end = suite_text.find('\n', start);
        if (end == std::string_view::npos) end = suite_text.size();
        const auto line = suite_text.substr(start, end - start);
        const auto parsed = line.rfind("#?", 0) == 0 ? parse_expectation(line)
                                                     : ParsedExpectation{std::nullopt, "skip"};
        if (parsed.expectation) {
            matches_response(*parsed.expectation, response);
            effective_mark(*parsed.expectation, response);
        } else if (parsed.error.empty()) {
            std::abort();
        }
        start = end + 1;
    }
    return 0;
}
