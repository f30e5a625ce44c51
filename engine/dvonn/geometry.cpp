#include "engine/dvonn/geometry.hpp"

#include <algorithm>
#include <cctype>

namespace boardtalk::dvonn {

namespace {

constexpr int kDc[kDirections] = {1, -1, 0, 0, 1, -1};
constexpr int kDr[kDirections] = {0, 0, 1, -1, 1, -1};

struct Tables {
    std::array<bool, kSquareSlots> valid{};
    std::array<Square, kSpaces> squares{};
    std::array<Mask, kSquareSlots> neighbours{};
    std::array<std::array<std::array<Square, kMaxDistance + 1>, kDirections>, kSquareSlots> rays{};
};

bool valid_cr(int c, int r) {
    return r >= 0 && r <= 4 && c >= std::max(0, r - 2) && c <= std::min(10, r + 8);
}

Tables build() {
    Tables t;
    int n = 0;
    for (int r = 0; r < 5; ++r)
        for (int c = 0; c < 11; ++c)
            if (valid_cr(c, r)) {
                const auto s = static_cast<Square>(r * 11 + c);
                t.valid[s] = true;
                t.squares[n++] = s;
            }
    for (Square s : t.squares) {
        for (int d = 0; d < kDirections; ++d) {
            t.rays[s][d][0] = s;
            for (int k = 1; k <= kMaxDistance; ++k) {
                const int c = column_of(s) + k * kDc[d], r = row_of(s) + k * kDr[d];
                t.rays[s][d][k] = valid_cr(c, r) ? static_cast<Square>(r * 11 + c) : kNoSquare;
            }
            if (t.rays[s][d][1] != kNoSquare) t.neighbours[s] |= bit(t.rays[s][d][1]);
        }
    }
    return t;
}

const Tables& tables() {
    static const Tables t = build();
    return t;
}

// Columns A and K over the 55 slots, to stop shifts wrapping from one row into the next.
constexpr Mask column_mask(int c) {
    Mask m = 0;
    for (int r = 0; r < 5; ++r) m |= Mask{1} << (r * 11 + c);
    return m;
}
constexpr Mask kNotA = ~column_mask(0);
constexpr Mask kNotK = ~column_mask(10);

}  // namespace

bool on_board(Square s) {
    return s >= 0 && s < kSquareSlots && tables().valid[s];
}
const std::array<Square, kSpaces>& all_squares() {
    return tables().squares;
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
Mask neighbours(Square s) {
    return tables().neighbours[s];
}
bool has_six_neighbours(Square s) {
    return __builtin_popcountll(tables().neighbours[s]) == 6;
}
Square ray(Square s, int direction, int distance) {
    return tables().rays[s][direction][distance];
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
        const Mask grown = reach | ((reach & kNotK) << 1) | ((reach & kNotA) >> 1) | (reach << 11) |
                           (reach >> 11) | ((reach & kNotK) << 12) | ((reach & kNotA) >> 12);
        const Mask next = (grown & within) | seeds;
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
