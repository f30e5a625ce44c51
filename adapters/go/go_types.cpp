#include "adapters/go/go_types.hpp"

#include "engine/go/notation.hpp"

namespace boardtalk::go_adapter {

protocol::ArgType<go::Color> color_type() {
    return protocol::side_type("color", go::Color::white, go::Color::black);
}

protocol::ArgType<go::Point> vertex_type(const GoState& state) {
    return {"vertex", [&state](std::string_view text) {
                return go::parse_vertex(text, state.game.width(), state.game.height());
            }};
}

std::string vertex_list(const std::vector<go::Point>& points) {
    std::string out;
    for (go::Point p : points) {
        if (!out.empty()) out += ' ';
        out += go::vertex_name(p);
    }
    return out;
}

std::string color_name(go::Color c) {
    return c == go::Color::white ? "white" : "black";
}

}  // namespace boardtalk::go_adapter
