#include "engine/morris/notation.hpp"

#include "engine/morris/geometry.hpp"

namespace boardtalk::morris {

namespace {

Result<Point> square(std::string_view text, std::string_view what) {
    if (text.empty()) return Error{"expected a square " + std::string(what)};
    if (auto p = parse_point(text)) return *p;
    return Error{"unknown square '" + std::string(text) + "'"};
}

bool is_x(char c) {
    return c == 'x' || c == 'X';
}

}  // namespace

std::string format_turn(Turn turn) {
    std::string out;
    if (!turn.is_placement()) {
        out += point_name(turn.from);
        out += '-';
    }
    out += point_name(turn.to);
    if (turn.remove != kNoPoint) {
        out += 'x';
        out += point_name(turn.remove);
    }
    return out;
}

Result<Turn> parse_turn(std::string_view text) {
    if (text.empty()) return Error{"empty move"};
    Turn turn;
    // 'x' is not a file letter, so the first x after the start begins the removal.
    const std::size_t x = text.find_first_of("xX", 1);
    if (x != std::string_view::npos) {
        auto r = square(text.substr(x + 1), "after 'x'");
        if (!r) return Error{r.error()};
        turn.remove = *r;
        text = text.substr(0, x);
    }
    const std::size_t dash = text.find('-');
    if (dash != std::string_view::npos) {
        auto from = square(text.substr(0, dash), "before '-'");
        if (!from) return Error{from.error()};
        auto to = square(text.substr(dash + 1), "after '-'");
        if (!to) return Error{to.error()};
        if (*from == *to) return Error{"a man must move to another square"};
        turn.from = *from;
        turn.to = *to;
    } else {
        auto to = square(text, "");
        if (!to) return Error{to.error()};
        turn.to = *to;
    }
    if (turn.remove != kNoPoint && turn.remove == turn.to)
        return Error{"a man cannot remove the square it moves to"};
    return turn;
}

Result<Point> parse_removal(std::string_view text) {
    if (text.empty() || !is_x(text[0]))
        return Error{"expected a removal like xb4, got '" + std::string(text) + "'"};
    return square(text.substr(1), "after 'x'");
}

}  // namespace boardtalk::morris
