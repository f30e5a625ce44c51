#include "engine/2048/position.hpp"

#include <charconv>
#include <optional>
#include <vector>

namespace boardtalk::g2048 {

namespace {

std::vector<std::string_view> split(std::string_view text, char sep) {
    std::vector<std::string_view> parts;
    std::size_t start = 0;
    for (;;) {
        const auto at = text.find(sep, start);
        parts.push_back(text.substr(start, at - start));
        if (at == std::string_view::npos) return parts;
        start = at + 1;
    }
}

std::vector<std::string_view> words(std::string_view text) {
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) ++i;
        const std::size_t start = i;
        while (i < text.size() && text[i] != ' ' && text[i] != '\t') ++i;
        if (i > start) out.push_back(text.substr(start, i - start));
    }
    return out;
}

std::optional<std::uint64_t> parse_u64(std::string_view s) {
    std::uint64_t v = 0;
    if (s.empty() || s.size() > 19) return std::nullopt;
    auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || end != s.data() + s.size()) return std::nullopt;
    return v;
}

Error cell_error(int row, int col, std::string_view what) {
    return Error{"row " + std::to_string(row + 1) + " column " + std::to_string(col + 1) + ": " +
                 std::string(what)};
}

// One cell's text to an exponent, or the reason it is not a tile of an n x n board.
Result<std::uint8_t> parse_cell(std::string_view s, int n, int row, int col) {
    const auto value = parse_u64(s);
    if (!value) return cell_error(row, col, "'" + std::string(s) + "' is not a tile value");
    if (*value == 0) return std::uint8_t{0};
    if (*value == 1 || (*value & (*value - 1)) != 0)
        return cell_error(row, col, std::to_string(*value) + " is not a power of two >= 2");
    const int e = __builtin_ctzll(*value);
    if (e > max_reachable_exponent(n))
        return cell_error(row, col,
                          std::to_string(*value) + " is over the largest tile of a " +
                              std::to_string(n) + "x" + std::to_string(n) + " board, " +
                              tile_text(static_cast<std::uint8_t>(max_reachable_exponent(n))));
    return static_cast<std::uint8_t>(e);
}

}  // namespace

std::string tile_text(std::uint8_t exponent) {
    return exponent == 0 ? "0" : std::to_string(std::uint64_t{1} << exponent);
}

std::string format_position(const Position& p) {
    std::string out;
    const int n = p.grid.size();
    for (int r = 0; r < n; ++r) {
        if (r) out += '/';
        for (int c = 0; c < n; ++c) {
            if (c) out += ',';
            out += tile_text(p.grid.at(r, c));
        }
    }
    return out + " score " + std::to_string(p.score);
}

Result<Position> parse_position(std::string_view text, int n) {
    const auto tokens = words(text);
    if (tokens.empty()) return Error{"empty position"};
    const auto rows = split(tokens[0], '/');
    if (static_cast<int>(rows.size()) != n)
        return Error{"expected " + std::to_string(n) + " rows, got " + std::to_string(rows.size())};
    Position p{Grid(n), 0};
    for (int r = 0; r < n; ++r) {
        const auto cells = split(rows[r], ',');
        if (static_cast<int>(cells.size()) != n)
            return Error{"row " + std::to_string(r + 1) + ": expected " + std::to_string(n) +
                         " values, got " + std::to_string(cells.size())};
        for (int c = 0; c < n; ++c) {
            auto e = parse_cell(cells[c], n, r, c);
            if (!e) return Error{e.error()};
            p.grid.set(r, c, e.value());
        }
    }
    if (tokens.size() == 1) return p;
    if (tokens[1] != "score" || tokens.size() < 3)
        return Error{"expected 'score N' after the rows"};
    const auto score = parse_u64(tokens[2]);
    if (!score || *score > (std::uint64_t{1} << 62))
        return Error{"bad score '" + std::string(tokens[2]) + "'"};
    if (tokens.size() > 3)
        return Error{"unexpected '" + std::string(tokens[3]) + "' after the score"};
    p.score = *score;
    return p;
}

}  // namespace boardtalk::g2048
