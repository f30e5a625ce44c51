#include "engine/dvonn/position_text.hpp"

#include <vector>

namespace boardtalk::dvonn {

namespace {

std::vector<std::string_view> split(std::string_view text, char sep, bool skip_empty) {
    std::vector<std::string_view> out;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find(sep, start);
        if (end == std::string_view::npos) end = text.size();
        if (!skip_empty || end > start) out.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    return out;
}

bool is_piece(char c) {
    return c == 'W' || c == 'B' || c == 'D';
}

// Reads the spaces of row r into p.stacks.
std::optional<std::string> parse_row(std::string_view row, int r, Position& p) {
    const std::string where = "row " + std::to_string(r + 1);
    int c = row_first_column(r);
    const int end = c + row_length(r);
    for (std::size_t i = 0; i < row.size(); ++i, ++c) {
        if (c >= end) return where + " has more than " + std::to_string(row_length(r)) + " spaces";
        const char ch = row[i];
        std::string& stack = p.stacks[square_at(c, r)];
        if (ch == '.') continue;
        if (is_piece(ch)) {
            stack = std::string(1, ch);
            continue;
        }
        if (ch != '(') return where + ": unexpected '" + std::string(1, ch) + "'";
        const std::size_t close = row.find(')', i);
        if (close == std::string_view::npos) return where + ": '(' without ')'";
        stack = std::string(row.substr(i + 1, close - i - 1));
        if (stack.size() < 2) return where + ": a bracketed stack needs two pieces or more";
        for (char piece : stack)
            if (!is_piece(piece))
                return where + ": unexpected '" + std::string(1, piece) + "' in a stack";
        i = close;
    }
    if (c != end)
        return where + " has " + std::to_string(c - row_first_column(r)) + " spaces, expected " +
               std::to_string(row_length(r));
    return std::nullopt;
}

struct Material {
    int white = 0, black = 0, dvonn = 0, pieces = 0;
};

Material count(const Position& p) {
    Material m;
    for (Square s : all_squares())
        for (char c : p.stacks[s]) {
            ++m.pieces;
            (c == 'W' ? m.white : c == 'B' ? m.black : m.dvonn)++;
        }
    return m;
}

std::optional<std::string> check_placing(const Position& p, int placed, Colour side) {
    const Material m = count(p);
    if (m.pieces != placed)
        return std::to_string(m.pieces) + " pieces on the board but " + std::to_string(placed) +
               " placed";
    for (Square s : all_squares())
        if (p.stacks[s].size() > 1)
            return "stacks cannot form while placing (" + square_name(s) + ")";
    const int dvonn = std::min(placed, kDvonnPieces), coloured = placed - dvonn;
    if (m.dvonn != dvonn || m.black != (coloured + 1) / 2 || m.white != coloured / 2)
        return "after " + std::to_string(placed) + " placements the board holds " +
               std::to_string(dvonn) + " DVONN, " + std::to_string(coloured / 2) + " white and " +
               std::to_string((coloured + 1) / 2) + " black pieces";
    if (side != placer(placed))
        return std::string(placer(placed) == Colour::white ? "white" : "black") + " places piece " +
               std::to_string(placed + 1);
    return std::nullopt;
}

std::optional<std::string> check_moving(const Position& p) {
    const Material m = count(p);
    if (m.dvonn != kDvonnPieces) return "the moving phase needs all 3 DVONN pieces";
    if (m.white > kPiecesPerColour) return "more than 23 white pieces";
    if (m.black > kPiecesPerColour) return "more than 23 black pieces";
    const Mask connected = flood(p.board.dvonn, p.board.occupied);
    for (Square s : all_squares())
        if ((p.board.occupied & bit(s)) && !(connected & bit(s)))
            return "the stack on " + square_name(s) + " is not connected to a DVONN piece";
    return std::nullopt;
}

Top top_piece(const std::string& stack) {
    const char c = stack.back();
    return c == 'W' ? Top::white : c == 'B' ? Top::black : Top::dvonn;
}

// Fills p.board from p.stacks; fails on a DVONN piece on top of a stack.
std::optional<std::string> build_board(Position& p) {
    for (Square s : all_squares()) {
        const std::string& stack = p.stacks[s];
        if (stack.empty()) continue;
        if (stack.size() > 1 && stack.back() == 'D')
            return "a DVONN piece cannot be on top of a stack (" + square_name(s) + ")";
        if (stack.size() > kSpaces) return "the stack on " + square_name(s) + " is too high";
        put_stack(p.board, s, static_cast<std::uint8_t>(stack.size()), top_piece(stack),
                  stack.find('D') != std::string::npos);
    }
    return std::nullopt;
}

Result<int> parse_count(std::string_view t) {
    if (t.empty() || t.size() > 2)
        return Error{"placed count must be 0..48, got '" + std::string(t) + "'"};
    int n = 0;
    for (char c : t) {
        if (c < '0' || c > '9')
            return Error{"placed count must be 0..48, got '" + std::string(t) + "'"};
        n = n * 10 + (c - '0');
    }
    if (n >= kSpaces || (t.size() == 2 && t[0] == '0'))
        return Error{"placed count must be 0..48, got '" + std::string(t) + "'"};
    return n;
}

}  // namespace

Result<Position> parse_position(std::string_view text) {
    const auto fields = split(text, ' ', true);
    if (fields.size() < 3)
        return Error{"expected '<rows> <side> placing <n>' or '<rows> <side> moving'"};
    const auto rows = split(fields[0], '/', false);
    if (rows.size() != 5)
        return Error{"expected 5 rows separated by '/', got " + std::to_string(rows.size())};
    Position p;
    p.board = Board{};
    for (int r = 0; r < 5; ++r)
        if (auto err = parse_row(rows[r], r, p)) return Error{*err};
    if (fields[1] != "w" && fields[1] != "b")
        return Error{"side to move must be w or b, got '" + std::string(fields[1]) + "'"};
    p.board.to_move = fields[1] == "w" ? Colour::white : Colour::black;
    if (auto err = build_board(p)) return Error{*err};
    if (fields[2] == "placing") {
        if (fields.size() != 4) return Error{"expected the placed count after 'placing'"};
        auto placed = parse_count(fields[3]);
        if (!placed) return Error{placed.error()};
        if (auto err = check_placing(p, *placed, p.board.to_move)) return Error{*err};
        p.board.placed = static_cast<std::uint8_t>(*placed);
    } else if (fields[2] == "moving") {
        if (fields.size() != 3) return Error{"unexpected text after 'moving'"};
        if (auto err = check_moving(p)) return Error{*err};
        p.board.phase = Phase::moving;
        p.board.placed = kSpaces;
    } else {
        return Error{"phase must be placing or moving, got '" + std::string(fields[2]) + "'"};
    }
    p.board.key = compute_key(p.board);
    return p;
}

std::string to_text(const Position& p) {
    std::string out;
    for (int r = 0; r < 5; ++r) {
        if (r) out += '/';
        for (int i = 0; i < row_length(r); ++i) {
            const std::string& stack = p.stacks[square_at(row_first_column(r) + i, r)];
            if (stack.empty())
                out += '.';
            else if (stack.size() == 1)
                out += stack;
            else
                out += "(" + stack + ")";
        }
    }
    out += p.board.to_move == Colour::white ? " w" : " b";
    if (p.board.phase == Phase::placing)
        out += " placing " + std::to_string(p.board.placed);
    else
        out += " moving";
    return out;
}

}  // namespace boardtalk::dvonn
