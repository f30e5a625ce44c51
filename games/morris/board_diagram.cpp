#include "games/morris/board_diagram.hpp"

#include <array>

#include "engine/morris/geometry.hpp"

namespace boardtalk::morris {

namespace {

// Column of file a..g and row of rank 7..1 in the drawing.
int column(Point p) {
    return 2 + 3 * (point_name(p)[0] - 'a');
}
int row(Point p) {
    return '7' - point_name(p)[1];
}

void draw_lines(std::array<std::string, 7>& grid) {
    const Geometry& g = geometry(false);  // the drawing shows the standard lines
    for (Point a = 0; a < kPoints; ++a) {
        for (Point b = a + 1; b < kPoints; ++b) {
            if (!(g.adjacent[a] & bit(b))) continue;
            if (row(a) == row(b)) {
                for (int c = column(a) + 1; c < column(b); ++c) grid[row(a)][c] = '-';
            } else {
                for (int r = row(a) + 1; r < row(b); ++r) grid[r][column(a)] = '|';
            }
        }
    }
}

}  // namespace

std::string board_diagram(const Position& pos, const Rules& rules) {
    std::array<std::string, 7> grid;
    for (int r = 0; r < 7; ++r) grid[r] = std::to_string(7 - r) + std::string(20, ' ');
    draw_lines(grid);
    for (Point p = 0; p < kPoints; ++p) {
        const Mask b = bit(p);
        grid[row(p)][column(p)] = (pos.men[0] & b) ? 'W' : (pos.men[1] & b) ? 'B' : '.';
    }
    std::string out = "\n";
    for (const auto& line : grid) out += line + '\n';
    out += "  a  b  c  d  e  f  g\n";
    const Colour us = pos.to_move;
    out += std::string(colour_name(us)) + " to move, " + phase_name(phase_of(pos, rules, us)) +
           " phase\n";
    out += "in hand: white " + std::to_string(pos.hand[0]) + ", black " +
           std::to_string(pos.hand[1]) + "; on the board: white " +
           std::to_string(pos.on_board(Colour::white)) + ", black " +
           std::to_string(pos.on_board(Colour::black)) + "\n";
    out +=
        "plies without removal: " + std::to_string(pos.clock) + ", ply: " + std::to_string(pos.ply);
    return out;
}

}  // namespace boardtalk::morris
