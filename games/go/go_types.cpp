#include "games/go/go_types.hpp"

#include <fmt/format.h>

#include <algorithm>
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

protocol::ArgType<go::PriorParams> prior_list_type() {
    const auto parse = [](std::string_view text) -> Result<go::PriorParams> {
        go::PriorParams priors;
        while (!text.empty()) {
            const std::string_view item = text.substr(0, text.find(','));
            text.remove_prefix(std::min(text.size(), item.size() + 1));
            const auto eq = item.find('=');
            const std::string_view name = item.substr(0, eq);
            float* weight = go::prior_weight(priors, name);
            if (eq == std::string_view::npos || weight == nullptr)
                return Error{"unknown prior '" + std::string(name) + "' (" +
                             std::string(go::prior_names()) + ")"};
            const std::string_view text_value = item.substr(eq + 1);
            const auto value = protocol::types::real().parse(text_value);
            if (!value)
                return Error{protocol::invalid_text(protocol::types::real().name, text_value,
                                                    value.error())};
            if (!(*value >= 0 && *value <= 1000))
                return Error{"prior " + std::string(name) + " must be 0..1000"};
            *weight = static_cast<float>(*value);
        }
        return priors;
    };
    return {"priors", parse};
}

std::optional<std::string> komi_problem(double komi, const std::string& raw) {
    if (std::isfinite(komi) && std::abs(komi) <= max_komi) return std::nullopt;
    const auto limit = std::to_string(static_cast<int>(max_komi));
    return "komi out of range '" + raw + "' (-" + limit + ".." + limit + ")";
}

bool board_size_fits(std::uint32_t n) {
    return n >= go::min_size && n <= go::max_size;
}

std::string board_size_range() {
    return std::to_string(go::min_size) + ".." + std::to_string(go::max_size);
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

std::string influence_value(double v) {
    const std::string s = fmt::format("{:.2f}", v);
    return s == "-0.00" ? "0.00" : s;
}

}  // namespace boardtalk::go_adapter
