#include "engine/dvonn/geometry.hpp"

#include <algorithm>
#include <cctype>

namespace boardtalk::dvonn {

namespace {

using geometry_detail::kDc;
using geometry_detail::kDr;
using geometry_detail::valid_cr;

struct Squares {
    std::array<bool, kSquareSlots> valid{};
    std::array<Square, kSpaces> squares{};
};

constexpr Squares build_squares() {
    Squares t;
    int n = 0;
    for (int r = 0; r < 5; ++r)
        for (int c = 0; c < 11; ++c)
            if (valid_cr(c, r)) {
                const auto s = static_cast<Square>(r * 11 + c);
                t.valid[s] = true;
                t.squares[n++] = s;
            }
    return t;
}

constexpr Squares kSquares = build_squares();

}  // namespace

bool on_board(Square s) {
    return s >= 0 && s < kSquareSlots && kSquares.valid[s];
}
const std::array<Square, kSpaces>& all_squares() {
    return kSquares.squares;
}
Square square_at(int c, int r) {
    return valid_cr(c, r) ? static_cast<Square>(r * 11 + c) : kNoSquare;
}
int row_first_column(int r) {
    return std::max(0, r - 2);
}
int row_length(int r) {
    return std::min(10, r + 8) - row_first_column(r) + 1;
}

std::optional<LineStep> line_between(Square from, Square to) {
    const int dc = column_of(to) - column_of(from), dr = row_of(to) - row_of(from);
    if (dc == 0 && dr == 0) return std::nullopt;
    for (int d = 0; d < kDirections; ++d) {
        const int k = kDc[d] != 0 ? dc * kDc[d] : dr * kDr[d];
        if (k > 0 && dc == k * kDc[d] && dr == k * kDr[d]) return LineStep{d, k};
    }
    return std::nullopt;
}

Mask flood(Mask seeds, Mask within) {
    Mask reach = seeds;
    while (true) {
        const Mask next = (grow(reach) & within) | seeds;
        if (next == reach) return reach;
        reach = next;
    }
}

std::string square_name(Square s) {
    return std::string{static_cast<char>('A' + column_of(s)), static_cast<char>('1' + row_of(s))};
}

std::optional<Square> parse_square(std::string_view text) {
    if (text.size() != 2) return std::nullopt;
    const int c = std::toupper(static_cast<unsigned char>(text[0])) - 'A';
    const int r = text[1] - '1';
    const Square s = square_at(c, r);
    if (s == kNoSquare) return std::nullopt;
    return s;
}

}  // namespace boardtalk::dvonn
