#include "engine/2048/heuristic.hpp"

#include <array>
#include <cmath>
#include <memory>

namespace boardtalk::g2048 {

namespace {

constexpr double base_value = 200000.0;
constexpr double empty_weight = 270.0;
constexpr double merge_weight = 700.0;
constexpr double monotone_weight = 47.0;
constexpr double monotone_power = 4.0;
constexpr double rank_weight = 11.0;
constexpr double rank_power = 3.5;

std::unique_ptr<std::array<float, 65536>> build_row_heuristics() {
    auto table = std::make_unique<std::array<float, 65536>>();
    for (std::uint32_t row = 0; row < 65536; ++row) {
        std::uint8_t line[4];
        for (int c = 0; c < 4; ++c) line[c] = (row >> (4 * c)) & 0xF;
        (*table)[row] = static_cast<float>(line_heuristic(line, 4));
    }
    return table;
}

}  // namespace

double line_heuristic(const std::uint8_t* line, int length) {
    double ranks = 0;
    int empty = 0;
    int merges = 0;
    int previous = 0;  // the last tile seen, skipping empty cells
    int run = 0;       // how many equal tiles in a row ended at `previous`
    for (int i = 0; i < length; ++i) {
        const int e = line[i];
        ranks += std::pow(e, rank_power);
        if (e == 0) {
            ++empty;
            continue;
        }
        if (e == previous) {
            ++run;
        } else {
            if (run > 0) merges += 1 + run;
            run = 0;
        }
        previous = e;
    }
    if (run > 0) merges += 1 + run;
    double toward_start = 0;  // steps where the line grows toward its start
    double toward_end = 0;
    for (int i = 1; i < length; ++i) {
        const double a = std::pow(line[i - 1], monotone_power);
        const double b = std::pow(line[i], monotone_power);
        if (line[i - 1] > line[i]) {
            toward_start += a - b;
        } else {
            toward_end += b - a;
        }
    }
    return base_value + empty_weight * empty + merge_weight * merges -
           monotone_weight * std::min(toward_start, toward_end) - rank_weight * ranks;
}

double grid_heuristic(const Grid& grid) {
    const int n = grid.size();
    std::array<std::uint8_t, max_size> line{};
    double total = 0;
    for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c) line[c] = grid.at(r, c);
        total += line_heuristic(line.data(), n);
    }
    for (int c = 0; c < n; ++c) {
        for (int r = 0; r < n; ++r) line[r] = grid.at(r, c);
        total += line_heuristic(line.data(), n);
    }
    return total;
}

double table_heuristic(Bitboard board) {
    static const auto table = build_row_heuristics();
    const auto& h = *table;
    const Bitboard t = transpose(board);
    double total = 0;
    for (int r = 0; r < 4; ++r) {
        total += h[(board >> (16 * r)) & 0xFFFF];
        total += h[(t >> (16 * r)) & 0xFFFF];
    }
    return total;
}

}  // namespace boardtalk::g2048
