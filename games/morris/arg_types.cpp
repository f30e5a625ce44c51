#include "games/morris/arg_types.hpp"

#include "engine/morris/notation.hpp"
#include "engine/morris/serializer.hpp"

namespace boardtalk::morris {

protocol::ArgType<Colour> colour_type() {
    return protocol::side_type("colour", Colour::white, Colour::black);
}

protocol::ArgType<Turn> move_type() {
    return {"move", parse_turn};
}

protocol::ArgType<Point> removal_type() {
    return {"removal", parse_removal};
}

protocol::ArgType<std::string> format_type() {
    return protocol::checked_type<std::string>(
        "format", [](std::string_view t) -> std::optional<std::string> {
            if (find_serializer(t)) return std::string(t);
            return std::nullopt;
        });
}

}  // namespace boardtalk::morris
