#include "tools/match/summary_text.hpp"

#include <cmath>
#include <cstdio>

namespace boardtalk::match::text {

std::string fixed(double value, int decimals) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
    std::string out = buffer;
    // -0.0 and rounding to zero ("-0.0") read as a sign where there is none.
    if (out.find_first_not_of("-0.") == std::string::npos && out[0] == '-') out.erase(0, 1);
    return out;
}

std::string signed_fixed(double value, int decimals) {
    if (std::isinf(value)) return value > 0 ? "+inf" : "-inf";
    auto out = fixed(value, decimals);
    if (out[0] != '-' && out.find_first_not_of("0.") != std::string::npos) out.insert(0, "+");
    return out;
}

std::string percent(double fraction) {
    return fixed(100 * fraction, 1) + "%";
}

std::string number(double value) {
    if (std::isfinite(value) && value == std::floor(value) && std::fabs(value) < 1e15)
        return fixed(value, 0);
    return fixed(value, 1);
}

std::string duration(double seconds) {
    if (!std::isfinite(seconds) || seconds < 0 || seconds > 1e9) return "--";
    const auto total = static_cast<long long>(std::llround(seconds));
    char buffer[64];
    if (total >= 3600)
        std::snprintf(buffer, sizeof buffer, "%lld:%02lld:%02lld", total / 3600, total / 60 % 60,
                      total % 60);
    else
        std::snprintf(buffer, sizeof buffer, "%lld:%02lld", total / 60, total % 60);
    return buffer;
}

}  // namespace boardtalk::match::text
