#include "engine/morris/position_text.hpp"

#include <charconv>
#include <vector>

namespace boardtalk::morris {

namespace {

constexpr int kRowSizes[] = {3, 3, 3, 6, 3, 3, 3};
constexpr const char* kFieldNames[] = {
    "board", "side to move", "phase", "white men in hand", "black men in hand", "clock", "ply"};

std::vector<std::string_view> split_fields(std::string_view text) {
    std::vector<std::string_view> out;
    std::size_t pos = 0;
    while (pos < text.size()) {
        while (pos < text.size() && (text[pos] == ' ' || text[pos] == '\t')) ++pos;
        if (pos >= text.size()) break;
        std::size_t end = text.find_first_of(" \t", pos);
        if (end == std::string_view::npos) end = text.size();
        out.push_back(text.substr(pos, end - pos));
        pos = end;
    }
    return out;
}

Error field_error(int field, const std::string& problem) {
    return Error{"field " + std::to_string(field + 1) + " (" + kFieldNames[field] +
                 "): " + problem};
}

std::optional<long> parse_number(std::string_view v, long hi) {
    long n = 0;
    auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), n);
    if (ec != std::errc() || end != v.data() + v.size() || n < 0 || n > hi) return std::nullopt;
    return n;
}

// Fills pos.men from the board field; an error names the row or character.
std::optional<Error> parse_board(std::string_view board, Position& pos) {
    int point = 0, row = 0, in_row = 0;
    for (char c : board) {
        if (c == '/') {
            if (row >= 6 || in_row != kRowSizes[row])
                return field_error(0, "row " + std::to_string(row + 1) + " must have " +
                                          std::to_string(kRowSizes[row]) + " points");
            ++row;
            in_row = 0;
            continue;
        }
        if (c != 'W' && c != 'B' && c != '.')
            return field_error(
                0, std::string("unexpected character '") + c + "' (W, B, . and / only)");
        if (in_row >= kRowSizes[row])
            return field_error(0, "row " + std::to_string(row + 1) + " must have " +
                                      std::to_string(kRowSizes[row]) + " points");
        if (c != '.') pos.men[c == 'W' ? 0 : 1] |= bit(static_cast<Point>(point));
        ++point;
        ++in_row;
    }
    if (row != 6 || in_row != kRowSizes[6])
        return field_error(0, "expected 7 rows of 3/3/3/6/3/3/3 points separated by '/'");
    return std::nullopt;
}

// Cross-field consistency: counts, hands against the side to move, phase, clock.
std::optional<Error> check_consistency(const Position& pos, const Rules& rules,
                                       std::string_view phase) {
    for (Colour c : {Colour::white, Colour::black}) {
        if (pos.total(c) > rules.men)
            return Error{std::string(colour_name(c)) + " has " + std::to_string(pos.total(c)) +
                         " men on the board and in hand, more than " + std::to_string(rules.men)};
    }
    if (pos.placing()) {
        const bool white = pos.to_move == Colour::white;
        const bool fits = white ? pos.hand[0] == pos.hand[1] : pos.hand[1] == pos.hand[0] + 1;
        if (!fits)
            return Error{white ? "with white to move both sides must have the same number of "
                                 "men in hand"
                               : "with black to move black must have one man more in hand "
                                 "than white"};
        if (pos.clock != 0) return field_error(5, "must be 0 in the placing phase");
    }
    const Phase actual = phase_of(pos, rules, pos.to_move);
    if (phase != phase_name(actual))
        return field_error(2, "'" + std::string(phase) +
                                  "' does not match the position, which is " + "in the " +
                                  phase_name(actual) + " phase");
    return std::nullopt;
}

}  // namespace

std::string to_text(const Position& pos, const Rules& rules) {
    std::string out;
    int point = 0;
    for (int row = 0; row < 7; ++row) {
        if (row) out += '/';
        for (int i = 0; i < kRowSizes[row]; ++i, ++point) {
            const Mask b = bit(static_cast<Point>(point));
            out += (pos.men[0] & b) ? 'W' : (pos.men[1] & b) ? 'B' : '.';
        }
    }
    out += pos.to_move == Colour::white ? " w " : " b ";
    out += phase_name(phase_of(pos, rules, pos.to_move));
    for (long n : {long{pos.hand[0]}, long{pos.hand[1]}, long{pos.clock}, long{pos.ply}})
        out += ' ' + std::to_string(n);
    return out;
}

Result<Position> parse_position(std::string_view text, const Rules& rules) {
    const auto f = split_fields(text);
    if (f.size() != 7)
        return Error{"expected 7 fields (board side phase white-hand black-hand clock ply), got " +
                     std::to_string(f.size())};
    Position pos;
    if (auto err = parse_board(f[0], pos)) return *err;
    if (f[1] != "w" && f[1] != "b")
        return field_error(1, "expected w or b, got '" + std::string(f[1]) + "'");
    pos.to_move = f[1] == "w" ? Colour::white : Colour::black;
    if (f[2] != "placing" && f[2] != "moving" && f[2] != "flying")
        return field_error(2,
                           "expected placing, moving or flying, got '" + std::string(f[2]) + "'");
    const long limits[] = {rules.men, rules.men, 10000, 100000000};
    long values[4] = {};
    for (int i = 0; i < 4; ++i) {
        auto n = parse_number(f[3 + i], limits[i]);
        if (!n)
            return field_error(3 + i, "expected a number from 0 to " + std::to_string(limits[i]) +
                                          ", got '" + std::string(f[3 + i]) + "'");
        values[i] = *n;
    }
    pos.hand = {static_cast<std::uint8_t>(values[0]), static_cast<std::uint8_t>(values[1])};
    pos.clock = static_cast<std::uint16_t>(values[2]);
    pos.ply = static_cast<std::uint32_t>(values[3]);
    if (auto err = check_consistency(pos, rules, f[2])) return *err;
    pos.key = compute_key(pos);
    return pos;
}

}  // namespace boardtalk::morris
