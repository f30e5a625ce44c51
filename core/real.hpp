#pragma once
// The one reader (and writer) of real numbers, wherever they come from (GTP floats, command-line
// options, SGF komi): decimal text with an optional sign, correctly rounded (std::from_chars),
// finite, and nothing else in the text. A value too small to represent reads as 0; -0 reads as 0.
#include <charconv>
#include <cmath>
#include <optional>
#include <string>
#include <string_view>

namespace boardtalk {

inline std::optional<double> parse_real(std::string_view text) {
    const bool plus = !text.empty() && text.front() == '+';
    if (plus) text.remove_prefix(1);
    if (text.empty() || (plus && text.front() == '-')) return std::nullopt;
    double value = 0;
    const char* last = text.data() + text.size();
    const auto [end, ec] = std::from_chars(text.data(), last, value);
    if (end != last) return std::nullopt;
    if (ec == std::errc::result_out_of_range) {
        const auto e = text.find_first_of("eE");
        const bool underflow =
            e != std::string_view::npos && e + 1 < text.size() && text[e + 1] == '-';
        if (!underflow) return std::nullopt;
        value = 0;
    } else if (ec != std::errc()) {
        return std::nullopt;
    }
    if (!std::isfinite(value)) return std::nullopt;
    return value + 0.0;
}

// The shortest text parse_real reads back as the same value ("7.5", "1e-28").
inline std::string format_real(double value) {
    char buffer[32];
    const auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, value);
    return ec == std::errc() ? std::string(buffer, end) : std::string("?");
}

}  // namespace boardtalk
