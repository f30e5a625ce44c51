#pragma once
// Reading a file's header line by line from its bytes (the policy network's, the Morris tables').
#include <optional>
#include <string_view>

namespace boardtalk {

// Takes the next line (without '\n') off `rest`; nullopt when there is none.
inline std::optional<std::string_view> take_line(std::string_view& rest) {
    const auto nl = rest.find('\n');
    if (nl == std::string_view::npos) return std::nullopt;
    const std::string_view line = rest.substr(0, nl);
    rest.remove_prefix(nl + 1);
    return line;
}

}  // namespace boardtalk
