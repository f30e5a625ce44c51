#include "adapters/dvonn/arg_types.hpp"

namespace boardtalk::dvonn {

protocol::ArgType<Colour> colour_type() {
    return protocol::side_type("colour", Colour::white, Colour::black);
}

protocol::ArgType<std::string> move_type() {
    return {"move", [](std::string_view t) { return std::optional<std::string>(t); }};
}

protocol::ArgType<SetupKind> setup_kind_type() {
    return protocol::keyword_type<SetupKind>("setup", {{"random", SetupKind::random}});
}

protocol::ArgType<std::uint64_t> seed_type() {
    return {"seed", [](std::string_view t) -> std::optional<std::uint64_t> {
                if (t.empty() || t.size() > 20) return std::nullopt;
                std::uint64_t v = 0;
                for (char c : t) {
                    if (c < '0' || c > '9') return std::nullopt;
                    const std::uint64_t digit = static_cast<std::uint64_t>(c - '0');
                    if (v > (UINT64_MAX - digit) / 10) return std::nullopt;
                    v = v * 10 + digit;
                }
                return v;
            }};
}

}  // namespace boardtalk::dvonn
