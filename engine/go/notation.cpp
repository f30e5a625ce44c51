#include "engine/go/notation.hpp"

#include <cctype>
#include <charconv>

#include "core/real.hpp"
#include "engine/go/handicap.hpp"

namespace boardtalk::go {

namespace {

constexpr std::string_view column_letters = "ABCDEFGHJKLMNOPQRSTUVWXYZ";

bool is_pass(std::string_view text) {
    if (text.size() != 4) return false;
    for (std::size_t i = 0; i < 4; ++i)
        if (std::tolower(static_cast<unsigned char>(text[i])) != "pass"[i]) return false;
    return true;
}

std::string column_line(int width) {
    std::string line = "   ";
    for (int x = 0; x < width; ++x) {
        line += column_letters[x];
        if (x + 1 < width) line += ' ';
    }
    return line;
}

std::string row_label(int y) {
    std::string n = std::to_string(y + 1);
    return n.size() < 2 ? " " + n : n;
}

char point_char(const Game& game, Point p) {
    switch (game.board().at(p)) {
        case Color::black:
            return 'X';
        case Color::white:
            return 'O';
        default:
            return is_star_point(p, game.width(), game.height()) ? '+' : '.';
    }
}

std::string captures_line(const Game& game, Color c) {
    const int n = game.captures(c);
    return std::string(c == Color::black ? "Black (X)" : "White (O)") + " has captured " +
           std::to_string(n) + (n == 1 ? " stone" : " stones");
}

}  // namespace

std::optional<Point> parse_vertex(std::string_view text, int width, int height) {
    if (is_pass(text)) return pass;
    if (text.size() < 2 || text.size() > 3) return std::nullopt;
    const char letter = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
    const auto column = column_letters.find(letter);
    if (column == std::string_view::npos || static_cast<int>(column) >= width) return std::nullopt;
    const std::string_view digits = text.substr(1);
    if (digits[0] == '0') return std::nullopt;
    int row = 0;
    auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), row);
    if (ec != std::errc() || end != digits.data() + digits.size() || row < 1 || row > height)
        return std::nullopt;
    return point(static_cast<int>(column), row - 1);
}

std::string vertex_name(Point p) {
    if (p == pass) return "pass";
    return column_letters[x_of(p)] + std::to_string(y_of(p) + 1);
}

std::string score_text(const Score& score) {
    const double margin = score.margin();
    if (margin == 0) return "0";
    return (margin > 0 ? "B+" : "W+") + format_real(margin > 0 ? margin : -margin);
}

std::string board_diagram(const Game& game) {
    const int width = game.width(), height = game.height();
    const auto last = game.last_move();
    const Point marked = last ? last->point : pass;
    std::string out = column_line(width);
    for (int y = height - 1; y >= 0; --y) {
        std::string line = "\n" + row_label(y);
        for (int x = 0; x < width; ++x) {
            const Point p = point(x, y);
            line += p == marked ? '(' : (x > 0 && point(x - 1, y) == marked) ? ')' : ' ';
            line += point_char(game, p);
        }
        line += point(width - 1, y) == marked ? ')' : ' ';
        out += line + row_label(y);
    }
    out += "\n" + column_line(width);
    out += "\n" + captures_line(game, Color::white);
    out += "\n" + captures_line(game, Color::black);
    out += "\n";
    out += game.to_move() == Color::black ? "Black to move" : "White to move";
    return out;
}

}  // namespace boardtalk::go
