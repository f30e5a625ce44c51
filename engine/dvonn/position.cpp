#include "engine/dvonn/position.hpp"

#include <algorithm>

namespace boardtalk::dvonn {

Position empty_position() {
    return Position{};
}

Mask apply_move(Position& p, const Move& m) {
    if (m.kind == Move::Kind::place) {
        const Top piece = placed_piece(p.board.placed);
        p.stacks[m.to] = piece == Top::dvonn ? "D" : piece == Top::white ? "W" : "B";
    } else if (m.kind == Move::Kind::move) {
        p.stacks[m.to] += p.stacks[m.from];
        p.stacks[m.from].clear();
    }
    const Mask removed = apply_move(p.board, m);
    for (Mask r = removed; r; r &= r - 1) p.stacks[__builtin_ctzll(r)].clear();
    return removed;
}

std::uint64_t Rng::next() {
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

std::uint32_t Rng::below(std::uint32_t n) {
    // Rejection sampling keeps the draw exactly uniform.
    const std::uint64_t limit = UINT64_MAX - UINT64_MAX % n;
    std::uint64_t v;
    do v = next();
    while (v >= limit);
    return static_cast<std::uint32_t>(v % n);
}

Position random_setup(std::uint64_t seed) {
    std::array<char, kSpaces> pieces{};
    std::fill(pieces.begin(), pieces.begin() + kDvonnPieces, 'D');
    std::fill(pieces.begin() + kDvonnPieces, pieces.begin() + kDvonnPieces + kPiecesPerColour, 'W');
    std::fill(pieces.begin() + kDvonnPieces + kPiecesPerColour, pieces.end(), 'B');
    Rng rng(seed);
    for (int i = kSpaces - 1; i > 0; --i)
        std::swap(pieces[i], pieces[rng.below(static_cast<std::uint32_t>(i + 1))]);
    Position p;
    p.board = Board{};
    p.board.phase = Phase::moving;
    p.board.placed = kSpaces;
    for (int i = 0; i < kSpaces; ++i) {
        const Square s = all_squares()[i];
        const char c = pieces[i];
        p.stacks[s] = std::string(1, c);
        put_stack(p.board, s, 1, c == 'D' ? Top::dvonn : c == 'W' ? Top::white : Top::black, false);
    }
    p.board.key = compute_key(p.board);
    return p;
}

}  // namespace boardtalk::dvonn
