#include "engine/dvonn/board.hpp"

namespace boardtalk::dvonn {

namespace {

constexpr int kMaxHeight = kSpaces + 1;
constexpr int kKinds = 5;  // white top, white top over DVONN, black, black over DVONN, lone DVONN

struct Keys {
    std::array<std::array<std::array<std::uint64_t, kKinds>, kMaxHeight>, kSquareSlots> stack{};
    std::uint64_t black_to_move = 0;
    std::uint64_t moving = 0;
};

std::uint64_t splitmix(std::uint64_t& state) {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

const Keys& keys() {
    static const Keys k = [] {
        Keys t;
        std::uint64_t seed = 0xD7044EULL;
        for (auto& by_height : t.stack)
            for (auto& kinds : by_height)
                for (auto& v : kinds) v = splitmix(seed);
        t.black_to_move = splitmix(seed);
        t.moving = splitmix(seed);
        return t;
    }();
    return k;
}

int kind(Top top, bool has_dvonn) {
    if (top == Top::dvonn) return 4;
    return (top == Top::white ? 0 : 2) + (has_dvonn ? 1 : 0);
}

std::uint64_t stack_key(const Board& b, Square s) {
    return keys().stack[s][b.height[s]][kind(b.top[s], (b.dvonn & bit(s)) != 0)];
}

void clear_square(Board& b, Square s) {
    b.key ^= stack_key(b, s);
    b.height[s] = 0;
    b.top[s] = Top::none;
    const Mask off = ~bit(s);
    b.occupied &= off;
    b.dvonn &= off;
    b.white &= off;
    b.black &= off;
}

void flip_side(Board& b) {
    b.to_move = opponent(b.to_move);
    b.key ^= keys().black_to_move;
}

}  // namespace

Board empty_board() {
    Board b;
    b.key = compute_key(b);
    return b;
}

void put_stack(Board& b, Square s, std::uint8_t height, Top top, bool has_dvonn) {
    b.height[s] = height;
    b.top[s] = top;
    b.occupied |= bit(s);
    if (has_dvonn || top == Top::dvonn) b.dvonn |= bit(s);
    if (top == Top::white) b.white |= bit(s);
    if (top == Top::black) b.black |= bit(s);
    b.key ^= stack_key(b, s);
}

std::uint64_t compute_key(const Board& b) {
    std::uint64_t k = 0;
    for (Square s : all_squares())
        if (b.occupied & bit(s)) k ^= stack_key(b, s);
    if (b.to_move == Colour::black) k ^= keys().black_to_move;
    if (b.phase == Phase::moving) k ^= keys().moving;
    return k;
}

Colour placer(int placed) {
    return placed % 2 == 0 ? Colour::white : Colour::black;
}

Top placed_piece(int placed) {
    return placed < kDvonnPieces ? Top::dvonn : top_of(placer(placed));
}

void apply_placement(Board& b, Square to) {
    put_stack(b, to, 1, placed_piece(b.placed), false);
    ++b.placed;
    flip_side(b);
    if (b.placed == kSpaces) {
        b.phase = Phase::moving;
        b.key ^= keys().moving;
        if (b.to_move != Colour::white) flip_side(b);
    }
}

Mask apply_step(Board& b, Square from, Square to) {
    const auto moved_height = b.height[from];
    const Top moved_top = b.top[from];
    const bool moved_dvonn = (b.dvonn & bit(from)) != 0;
    const bool target_dvonn = (b.dvonn & bit(to)) != 0;
    const auto target_height = b.height[to];
    clear_square(b, from);
    clear_square(b, to);
    put_stack(b, to, static_cast<std::uint8_t>(moved_height + target_height), moved_top,
              moved_dvonn || target_dvonn);
    // Disconnection can only follow from emptying `from`, and only if a DVONN stack remains.
    const Mask removed = b.occupied & ~flood(b.dvonn, b.occupied);
    for (Mask m = removed; m; m &= m - 1) clear_square(b, static_cast<Square>(__builtin_ctzll(m)));
    flip_side(b);
    return removed;
}

void apply_pass(Board& b) {
    flip_side(b);
}

Mask apply_move(Board& b, const Move& m) {
    switch (m.kind) {
        case Move::Kind::place:
            apply_placement(b, m.to);
            return 0;
        case Move::Kind::move:
            return apply_step(b, m.from, m.to);
        case Move::Kind::pass:
            apply_pass(b);
            return 0;
    }
    return 0;
}

int pieces_controlled(const Board& b, Colour c) {
    int n = 0;
    for (Mask m = b.owned_by(c); m; m &= m - 1) n += b.height[__builtin_ctzll(m)];
    return n;
}

}  // namespace boardtalk::dvonn
