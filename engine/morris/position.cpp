#include "engine/morris/position.hpp"

namespace boardtalk::morris {

namespace {

struct Zobrist {
    std::array<std::array<std::uint64_t, kPoints>, 2> man{};
    std::array<std::array<std::uint64_t, 13>, 2> hand{};
    std::uint64_t black_to_move = 0;
};

// Fixed keys (splitmix64 from a constant seed) so keys are identical across runs and processes.
const Zobrist& zobrist() {
    static const Zobrist z = [] {
        Zobrist out;
        std::uint64_t state = 0x6d6f72726973ULL;
        auto next = [&state] {
            std::uint64_t x = (state += 0x9e3779b97f4a7c15ULL);
            x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
            x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
            return x ^ (x >> 31);
        };
        for (auto& side : out.man)
            for (auto& k : side) k = next();
        for (auto& side : out.hand)
            for (auto& k : side) k = next();
        out.black_to_move = next();
        return out;
    }();
    return z;
}

}  // namespace

const char* phase_name(Phase p) {
    switch (p) {
        case Phase::placing:
            return "placing";
        case Phase::moving:
            return "moving";
        case Phase::flying:
            return "flying";
    }
    return "?";
}

Position start_position(const Rules& rules) {
    Position p;
    p.hand = {static_cast<std::uint8_t>(rules.men), static_cast<std::uint8_t>(rules.men)};
    p.key = compute_key(p);
    return p;
}

std::uint64_t compute_key(const Position& pos) {
    const Zobrist& z = zobrist();
    std::uint64_t key = 0;
    for (int c = 0; c < 2; ++c) {
        for (Mask m = pos.men[c]; m; m &= m - 1) key ^= z.man[c][std::countr_zero(m)];
        key ^= z.hand[c][pos.hand[c]];
    }
    if (pos.to_move == Colour::black) key ^= z.black_to_move;
    return key;
}

Position apply_turn(const Position& pos, Turn turn) {
    const Zobrist& z = zobrist();
    Position next = pos;
    const int us = index(pos.to_move);
    const int them = 1 - us;
    if (turn.is_placement()) {
        next.key ^= z.hand[us][next.hand[us]];
        --next.hand[us];
        next.key ^= z.hand[us][next.hand[us]];
    } else {
        next.men[us] &= ~bit(turn.from);
        next.key ^= z.man[us][turn.from];
    }
    next.men[us] |= bit(turn.to);
    next.key ^= z.man[us][turn.to];
    if (turn.remove != kNoPoint) {
        next.men[them] &= ~bit(turn.remove);
        next.key ^= z.man[them][turn.remove];
    }
    const bool reset = turn.is_placement() || turn.remove != kNoPoint;
    next.clock = reset ? 0 : static_cast<std::uint16_t>(pos.clock + 1);
    ++next.ply;
    next.to_move = opponent(pos.to_move);
    next.key ^= z.black_to_move;
    return next;
}

}  // namespace boardtalk::morris
