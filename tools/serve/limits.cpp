#include "tools/serve/limits.hpp"

namespace boardtalk::web {

namespace {

// `whole` and `thousandths` as "12" or "12.5".
std::string decimal(std::size_t whole, std::size_t thousandths) {
    std::string text = std::to_string(whole);
    if (thousandths != 0) {
        std::string fraction = std::to_string(1000 + thousandths).substr(1);
        while (fraction.back() == '0') fraction.pop_back();
        text += "." + fraction;
    }
    return text;
}

}  // namespace

std::string bytes_text(std::size_t bytes) {
    constexpr std::size_t mib = std::size_t{1} << 20;
    if (bytes < mib || bytes % (mib / 8) != 0) return std::to_string(bytes) + " bytes";
    return decimal(bytes / mib, bytes % mib * 1000 / mib) + " MiB";
}

std::string seconds_text(std::chrono::milliseconds wait) {
    const auto ms = static_cast<std::size_t>(wait.count());
    return decimal(ms / 1000, ms % 1000) + " s";
}

}  // namespace boardtalk::web
