#include "engine/dvonn/notation.hpp"

#include <cctype>

#include "engine/dvonn/geometry.hpp"

namespace boardtalk::dvonn {

namespace {

bool iequals(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (std::tolower(static_cast<unsigned char>(a[i])) !=
            std::tolower(static_cast<unsigned char>(b[i])))
            return false;
    return true;
}

bool looks_like_space(std::string_view t) {
    return t.size() == 2 && std::isalpha(static_cast<unsigned char>(t[0])) &&
           std::isdigit(static_cast<unsigned char>(t[1]));
}

}  // namespace

Result<Square> parse_space(std::string_view t) {
    if (auto s = parse_square(t)) return *s;
    if (looks_like_space(t)) return Error{"unknown space '" + std::string(t) + "'"};
    return Error{"'" + std::string(t) + "' is not a space"};
}

Result<Move> parse_move(std::string_view text) {
    if (iequals(text, "pass")) return Move::pass();
    if (text.size() == 2) {
        auto to = parse_space(text);
        if (!to) return Error{to.error()};
        return Move::place(*to);
    }
    if (text.size() == 4 || (text.size() == 5 && text[2] == '-')) {
        auto from = parse_space(text.substr(0, 2));
        if (!from) return Error{from.error()};
        auto to = parse_space(text.substr(text.size() - 2));
        if (!to) return Error{to.error()};
        if (*from == *to) return Error{"a move must leave its space"};
        return Move::step(*from, *to);
    }
    return Error{"expected a space (E3), a move (A1-B2 or A1B2) or pass"};
}

std::string format_move(const Move& m) {
    switch (m.kind) {
        case Move::Kind::place:
            return square_name(m.to);
        case Move::Kind::move:
            return square_name(m.from) + "-" + square_name(m.to);
        case Move::Kind::pass:
            return "pass";
    }
    return "?";
}

std::string to_codecup(std::string_view canonical) {
    if (canonical == "pass") return "PASS";
    std::string out;
    for (char c : canonical)
        if (c != '-') out += c;
    return out;
}

}  // namespace boardtalk::dvonn
