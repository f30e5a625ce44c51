#include "engine/morris/geometry.hpp"

#include <cctype>

namespace boardtalk::morris {

namespace {

constexpr std::array<std::string_view, kPoints> kNames = {
    "a7", "d7", "g7", "b6", "d6", "f6", "c5", "d5", "e5", "a4", "b4", "c4",
    "e4", "f4", "g4", "c3", "d3", "e3", "b2", "d2", "f2", "a1", "d1", "g1"};

// Every line of the board as three points in order; consecutive points are adjacent.
constexpr std::array<std::array<std::string_view, 3>, 16> kLines = {{
    {"a7", "d7", "g7"},
    {"b6", "d6", "f6"},
    {"c5", "d5", "e5"},
    {"a4", "b4", "c4"},
    {"e4", "f4", "g4"},
    {"c3", "d3", "e3"},
    {"b2", "d2", "f2"},
    {"a1", "d1", "g1"},
    {"a1", "a4", "a7"},
    {"b2", "b4", "b6"},
    {"c3", "c4", "c5"},
    {"d5", "d6", "d7"},
    {"d1", "d2", "d3"},
    {"e3", "e4", "e5"},
    {"f2", "f4", "f6"},
    {"g1", "g4", "g7"},
}};
constexpr std::array<std::array<std::string_view, 3>, 4> kDiagonals = {{
    {"a7", "b6", "c5"},
    {"g7", "f6", "e5"},
    {"a1", "b2", "c3"},
    {"g1", "f2", "e3"},
}};

void add_line(Geometry& g, const std::array<std::string_view, 3>& names) {
    std::array<Point, 3> p{};
    for (int i = 0; i < 3; ++i) p[i] = *parse_point(names[i]);
    g.adjacent[p[0]] |= bit(p[1]);
    g.adjacent[p[1]] |= bit(p[0]) | bit(p[2]);
    g.adjacent[p[2]] |= bit(p[1]);
    const Mask mill = bit(p[0]) | bit(p[1]) | bit(p[2]);
    g.mills[g.mill_count++] = mill;
    for (Point q : p) g.mill_pairs[q][g.mill_pair_count[q]++] = mill & ~bit(q);
}

Geometry build(bool diagonals) {
    Geometry g;
    for (const auto& line : kLines) add_line(g, line);
    if (diagonals)
        for (const auto& line : kDiagonals) add_line(g, line);
    return g;
}

}  // namespace

const Geometry& geometry(bool diagonals) {
    static const Geometry standard = build(false);
    static const Geometry with_diagonals = build(true);
    return diagonals ? with_diagonals : standard;
}

std::string_view point_name(Point p) {
    return kNames[static_cast<std::size_t>(p)];
}

std::optional<Point> parse_point(std::string_view text) {
    if (text.size() != 2) return std::nullopt;
    const char name[2] = {static_cast<char>(std::tolower(static_cast<unsigned char>(text[0]))),
                          text[1]};
    for (int i = 0; i < kPoints; ++i)
        if (kNames[i] == std::string_view(name, 2)) return static_cast<Point>(i);
    return std::nullopt;
}

}  // namespace boardtalk::morris
