#pragma once
// Text helpers shared by the tests.
#include <string_view>

namespace boardtalk::test {

// Whether `part` occurs in `text`.
inline bool contains(std::string_view text, std::string_view part) {
    return text.find(part) != std::string_view::npos;
}

}  // namespace boardtalk::test
