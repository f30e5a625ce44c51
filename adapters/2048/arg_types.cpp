#include "adapters/2048/arg_types.hpp"

#include <charconv>

#include "protocol/errors.hpp"

namespace boardtalk::g2048 {

protocol::ArgType<std::string> direction_word() {
    return {"direction", [](std::string_view t) { return std::optional<std::string>(t); }};
}

Direction to_direction(const std::string& word) {
    if (auto d = parse_direction(word)) return *d;
    throw protocol::CommandError("unknown direction '" + word + "'");
}

protocol::ArgType<std::uint64_t> seed_type() {
    return {"seed", [](std::string_view t) -> std::optional<std::uint64_t> {
                std::uint64_t v = 0;
                auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
                if (t.empty() || ec != std::errc() || end != t.data() + t.size()) return {};
                return v;
            }};
}

}  // namespace boardtalk::g2048
