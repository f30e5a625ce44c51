#include "engine/2048/network_text.hpp"

#include <algorithm>

namespace boardtalk::g2048::network_text {

std::uint64_t fnv1a(std::string_view bytes) {
    std::uint64_t h = 1469598103934665603ull;
    for (unsigned char c : bytes) h = (h ^ c) * 1099511628211ull;
    return h;
}

std::string stages_text(const std::vector<int>& exponents) {
    std::string out;
    for (int e : exponents) out += (out.empty() ? "" : ",") + std::to_string(1u << e);
    return out;
}

std::string shapes_text(const std::vector<TupleShape>& shapes) {
    std::string out;
    for (const auto& s : shapes) {
        if (!out.empty()) out += ' ';
        for (std::size_t i = 0; i < s.size(); ++i) out += (i ? "," : "") + std::to_string(s[i]);
    }
    return out;
}

Result<std::vector<TupleShape>> parse_shapes(std::string_view text) {
    std::vector<TupleShape> shapes;
    std::size_t at = 0;
    while (at < text.size()) {
        const auto space = std::min(text.find(' ', at), text.size());
        const std::string_view word = text.substr(at, space - at);
        at = space + 1;
        if (word.empty()) continue;
        TupleShape shape;
        std::size_t c = 0;
        while (c <= word.size()) {
            const auto comma = std::min(word.find(',', c), word.size());
            const std::string_view cell = word.substr(c, comma - c);
            if (cell.empty() || cell.size() > 2 ||
                !std::all_of(cell.begin(), cell.end(), [](char d) { return d >= '0' && d <= '9'; }))
                return Error{"bad cell '" + std::string(cell) + "'"};
            shape.push_back(cell.size() == 1 ? cell[0] - '0'
                                             : (cell[0] - '0') * 10 + cell[1] - '0');
            c = comma + 1;
        }
        if (auto p = NTupleNetwork::shape_problem(shape); !p.empty()) return Error{p};
        shapes.push_back(shape);
    }
    if (shapes.empty()) return Error{"no shapes"};
    // Only the text shapes_text writes (one space between shapes, no leading zero).
    if (shapes_text(shapes) != text) return Error{"not as written ('" + std::string(text) + "')"};
    return shapes;
}

std::optional<std::uint64_t> canonical_number(std::string_view text, int base) {
    if (text.empty() || text.size() > (base == 10 ? 20u : 16u)) return std::nullopt;
    if (text.size() > 1 && text[0] == '0') return std::nullopt;
    std::uint64_t v = 0;
    for (char c : text) {
        int d = c >= '0' && c <= '9'                 ? c - '0'
                : base == 16 && c >= 'a' && c <= 'f' ? c - 'a' + 10
                                                     : -1;
        if (d < 0) return std::nullopt;
        if (v > (UINT64_MAX - static_cast<std::uint64_t>(d)) / static_cast<std::uint64_t>(base))
            return std::nullopt;
        v = v * static_cast<std::uint64_t>(base) + static_cast<std::uint64_t>(d);
    }
    return v;
}

Result<std::vector<std::string>> header_fields(std::string_view bytes, std::size_t& pos,
                                               const std::vector<std::string_view>& names) {
    std::vector<std::string> fields;
    for (std::string_view name : names) {
        const auto end = bytes.find('\n', pos);
        const std::string_view line =
            bytes.substr(pos, end == std::string_view::npos ? 0 : end - pos);
        if (end == std::string_view::npos || line.substr(0, name.size()) != name)
            return Error{"truncated or damaged header (no '" + std::string(name) + "line)"};
        fields.emplace_back(line.substr(name.size()));
        pos = end + 1;
    }
    return fields;
}

}  // namespace boardtalk::g2048::network_text
