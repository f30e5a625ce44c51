#include "tests/go/diagram.hpp"

#include <sstream>
#include <stdexcept>
#include <vector>

#include "engine/go/notation.hpp"

namespace boardtalk::go::testing {

Game from_diagram(std::string_view diagram, const Rules& rules, Color first) {
    std::vector<std::vector<char>> rows;
    std::istringstream in{std::string(diagram)};
    for (std::string line; std::getline(in, line);) {
        std::vector<char> row;
        for (char ch : line)
            if (ch != ' ' && ch != '\t' && ch != '\r') row.push_back(ch);
        if (!row.empty()) rows.push_back(row);
    }
    if (rows.empty()) throw std::invalid_argument("empty diagram");
    const int height = static_cast<int>(rows.size());
    const int width = static_cast<int>(rows[0].size());
    Game game(width, height, rules);
    std::vector<Move> stones;
    for (int r = 0; r < height; ++r) {
        if (static_cast<int>(rows[r].size()) != width) throw std::invalid_argument("ragged rows");
        for (int x = 0; x < width; ++x) {
            const Point p = point(x, height - 1 - r);
            switch (rows[r][x]) {
                case 'X':
                    stones.push_back({Color::black, p});
                    break;
                case 'O':
                    stones.push_back({Color::white, p});
                    break;
                case '.':
                case '+':
                    break;
                default:
                    throw std::invalid_argument("unknown diagram character");
            }
        }
    }
    if (!stones.empty() && game.set_setup(stones, first) != SetupResult::ok)
        throw std::invalid_argument("diagram position refused");
    if (stones.empty() && first != Color::black)
        throw std::invalid_argument("empty diagram, white first");
    return game;
}

std::string to_diagram(const Board& board) {
    std::string out;
    for (int y = board.height() - 1; y >= 0; --y) {
        for (int x = 0; x < board.width(); ++x) {
            const Color c = board.at(point(x, y));
            if (x > 0) out += ' ';
            out += c == Color::black ? 'X' : c == Color::white ? 'O' : '.';
        }
        out += '\n';
    }
    return out;
}

Point at(const Game& game, std::string_view vertex) {
    auto p = parse_vertex(vertex, game.width(), game.height());
    if (!p) throw std::invalid_argument("bad vertex " + std::string(vertex));
    return *p;
}

FastBoard fast_board(const Game& game, Color to_move, Point last) {
    FastBoard board(game.width(), game.height());
    board.load(game.board(), to_move, pass, last);
    return board;
}

}  // namespace boardtalk::go::testing
