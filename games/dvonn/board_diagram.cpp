#include "games/dvonn/board_diagram.hpp"

#include <array>

namespace boardtalk::dvonn {

namespace {

constexpr int kMargin = 4;  // room for the row label on the left

// Character column of space (c, r): rows shift by half a cell so each space sits between the
// two neighbours above and below it. Cells are 6 characters apart: the widest, a stack of 10 or
// more holding a DVONN piece ("W12*"), keeps two blanks before the next.
int x_of(int c, int r) {
    return kMargin + 3 * (2 * c - r + 2);
}

std::string cell(const Board& b, Square s) {
    if (!(b.occupied & bit(s))) return ".";
    if (b.top[s] == Top::dvonn) return "D";
    std::string text = (b.top[s] == Top::white ? "W" : "B") + std::to_string(b.height[s]);
    if (b.dvonn & bit(s)) text += '*';
    return text;
}

void put(std::string& line, int x, const std::string& text) {
    if (line.size() < static_cast<std::size_t>(x) + text.size()) line.resize(x + text.size(), ' ');
    line.replace(static_cast<std::size_t>(x), text.size(), text);
}

std::string column_labels(int r) {
    std::string line;
    for (int i = 0; i < row_length(r); ++i) {
        const int c = row_first_column(r) + i;
        put(line, x_of(c, r), std::string(1, static_cast<char>('A' + c)));
    }
    return line;
}

}  // namespace

std::string board_diagram(const Game& game) {
    const Board& b = game.position().board;
    std::string out = "\n" + column_labels(4) + "\n";
    for (int r = 4; r >= 0; --r) {
        std::string line;
        const std::string label(1, static_cast<char>('1' + r));
        put(line, x_of(row_first_column(r), r) - 4, label);
        for (int i = 0; i < row_length(r); ++i) {
            const int c = row_first_column(r) + i;
            put(line, x_of(c, r), cell(b, square_at(c, r)));
        }
        put(line, x_of(row_first_column(r) + row_length(r) - 1, r) + 6, label);
        out += line + "\n";
    }
    out += column_labels(0) + "\n";
    const Score s = game.score();
    out += "white " + std::to_string(s.white) + "  black " + std::to_string(s.black) + "  (" +
           status_text(game) + ")";
    return out;
}

}  // namespace boardtalk::dvonn
