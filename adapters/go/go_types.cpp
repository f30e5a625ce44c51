#include "adapters/go/go_types.hpp"

#include <cmath>

#include "engine/go/notation.hpp"

namespace boardtalk::go_adapter {

protocol::ArgType<go::Color> color_type() {
    return protocol::side_type("color", go::Color::white, go::Color::black);
}

protocol::ArgType<go::Point> vertex_type(const GoState& state) {
    return protocol::checked_type<go::Point>("vertex", [&state](std::string_view text) {
        return go::parse_vertex(text, state.game.width(), state.game.height());
    });
}

std::optional<std::string> komi_problem(double komi, const std::string& raw) {
    // Beyond the largest board's 625 points a komi decides every game: a typo.
    if (std::isfinite(komi) && std::abs(komi) <= 1000) return std::nullopt;
    return "komi out of range '" + raw + "' (-1000..1000)";
}

bool board_size_fits(std::uint32_t n) {
    return n >= go::min_size && n <= go::max_size;
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
