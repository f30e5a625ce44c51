#include "adapters/morris/arg_types.hpp"

#include "engine/morris/serializer.hpp"

namespace boardtalk::morris {

protocol::ArgType<Colour> colour_type() {
    return protocol::side_type("colour", Colour::white, Colour::black);
}

protocol::ArgType<std::string> move_type() {
    return {"move", [](std::string_view t) { return std::optional<std::string>(t); }};
}

protocol::ArgType<std::string> format_type() {
    return {"format", [](std::string_view t) -> std::optional<std::string> {
                if (find_serializer(t)) return std::string(t);
                return std::nullopt;
            }};
}

}  // namespace boardtalk::morris
