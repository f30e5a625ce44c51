#include "engine/2048/grid.hpp"

#include <algorithm>
#include <array>

namespace boardtalk::g2048 {

Grid::Grid(int n) : n_(n), cells_(static_cast<std::size_t>(n * n), 0) {}

std::vector<int> Grid::empty_cells() const {
    std::vector<int> out;
    for (int i = 0; i < cell_count(); ++i)
        if (cells_[i] == 0) out.push_back(i);
    return out;
}

int Grid::empty_count() const {
    return static_cast<int>(std::count(cells_.begin(), cells_.end(), 0));
}

std::uint8_t Grid::max_exponent() const {
    return cells_.empty() ? 0 : *std::max_element(cells_.begin(), cells_.end());
}

std::uint64_t slide_line(std::uint8_t* line, int length) {
    std::uint64_t score = 0;
    int out = 0;             // next cell to fill
    bool can_merge = false;  // line[out - 1] is a tile not made by a merge in this move
    for (int i = 0; i < length; ++i) {
        const std::uint8_t e = line[i];
        if (e == 0) continue;
        line[i] = 0;
        if (can_merge && line[out - 1] == e) {
            line[out - 1] = static_cast<std::uint8_t>(e + 1);
            score += std::uint64_t{1} << (e + 1);
            can_merge = false;
        } else {
            line[out++] = e;
            can_merge = true;
        }
    }
    return score;
}

namespace {

// The grid index of the k-th cell of line `line` when tiles move toward `d` (k = 0 is the cell
// tiles move towards).
int line_cell(int n, Direction d, int line, int k) {
    switch (d) {
        case Direction::left:
            return line * n + k;
        case Direction::right:
            return line * n + (n - 1 - k);
        case Direction::up:
            return k * n + line;
        case Direction::down:
            return (n - 1 - k) * n + line;
    }
    return 0;
}

}  // namespace

SlideOutcome Grid::slide(Direction d) const {
    SlideOutcome out{*this, 0, false};
    std::array<std::uint8_t, max_size> line{};
    for (int l = 0; l < n_; ++l) {
        for (int k = 0; k < n_; ++k) line[k] = cells_[line_cell(n_, d, l, k)];
        out.score += slide_line(line.data(), n_);
        for (int k = 0; k < n_; ++k) out.grid.cells_[line_cell(n_, d, l, k)] = line[k];
    }
    out.changed = out.grid.cells_ != cells_;
    return out;
}

bool Grid::can_slide(Direction d) const {
    for (int l = 0; l < n_; ++l) {
        for (int k = 1; k < n_; ++k) {
            const std::uint8_t ahead = cells_[line_cell(n_, d, l, k - 1)];
            const std::uint8_t here = cells_[line_cell(n_, d, l, k)];
            if (here != 0 && (ahead == 0 || ahead == here)) return true;
        }
    }
    return false;
}

bool Grid::any_move() const {
    return std::any_of(all_directions.begin(), all_directions.end(),
                       [this](Direction d) { return can_slide(d); });
}

int max_reachable_exponent(int n) {
    return std::min(n * n + 1, 48);
}

}  // namespace boardtalk::g2048
