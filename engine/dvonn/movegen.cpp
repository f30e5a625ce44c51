#include "engine/dvonn/movegen.hpp"

namespace boardtalk::dvonn {

bool is_surrounded(const Board& b, Square s) {
    return has_six_neighbours(s) && (neighbours(s) & ~b.occupied) == 0;
}

namespace {

// The moves of `side`'s stacks that land on a square of `targets`.
void generate_onto(const Board& b, Colour side, Mask targets, MoveList& out) {
    for (Mask m = b.owned_by(side); m; m &= m - 1) {
        const auto s = static_cast<Square>(__builtin_ctzll(m));
        const int h = b.height[s];
        if (h > kMaxDistance || is_surrounded(b, s)) continue;
        for (int d = 0; d < kDirections; ++d) {
            const Square t = ray(s, d, h);
            if (t != kNoSquare && (targets & bit(t))) out.push(Move::step(s, t));
        }
    }
}

}  // namespace

void generate_steps(const Board& b, Colour side, MoveList& out) {
    generate_onto(b, side, b.occupied, out);
}

void generate_captures(const Board& b, Colour side, MoveList& out) {
    generate_onto(b, side, b.owned_by(opponent(side)), out);
}

bool has_step(const Board& b, Colour side) {
    for (Mask m = b.owned_by(side); m; m &= m - 1) {
        const auto s = static_cast<Square>(__builtin_ctzll(m));
        const int h = b.height[s];
        if (h > kMaxDistance || is_surrounded(b, s)) continue;
        for (int d = 0; d < kDirections; ++d) {
            const Square t = ray(s, d, h);
            if (t != kNoSquare && (b.occupied & bit(t))) return true;
        }
    }
    return false;
}

bool is_game_over(const Board& b) {
    return b.phase == Phase::moving && !has_step(b, Colour::white) && !has_step(b, Colour::black);
}

void generate_moves(const Board& b, MoveList& out) {
    out.size = 0;
    if (b.phase == Phase::placing) {
        for (Square s : all_squares())
            if (!(b.occupied & bit(s))) out.push(Move::place(s));
        return;
    }
    generate_steps(b, b.to_move, out);
    if (out.size == 0 && has_step(b, opponent(b.to_move))) out.push(Move::pass());
}

namespace {

// Why no stack move of the side to move may start on `from`, but for where it lands.
std::optional<std::string> illegal_start(const Board& b, Square from) {
    const std::string name = square_name(from);
    if (!(b.occupied & bit(from))) return name + " is empty";
    if (b.top[from] == Top::dvonn) return "a lone DVONN piece on " + name + " never moves";
    if (b.top[from] != top_of(b.to_move)) return "the top piece of " + name + " is not yours";
    if (is_surrounded(b, from)) return name + " is surrounded";
    return std::nullopt;
}

std::optional<std::string> illegal_step(const Board& b, Square from, Square to) {
    if (auto why = illegal_start(b, from)) return why;
    const std::string name = square_name(from);
    const auto line = line_between(from, to);
    if (!line) return name + " and " + square_name(to) + " are not on a straight line";
    const int h = b.height[from];
    if (line->distance != h)
        return "a stack of height " + std::to_string(h) + " must move exactly " +
               std::to_string(h) + (h == 1 ? " space" : " spaces");
    if (!(b.occupied & bit(to))) return "must land on an occupied space";
    return std::nullopt;
}

}  // namespace

std::optional<std::string> illegal_source(const Board& b, Square from) {
    if (is_game_over(b)) return "the game is over";
    if (b.phase != Phase::moving) return "stacks move only once the board is full";
    if (auto why = illegal_start(b, from)) return why;
    const int h = b.height[from];
    for (int d = 0; d < kDirections; ++d) {
        const Square t = h <= kMaxDistance ? ray(from, d, h) : kNoSquare;
        if (t != kNoSquare && (b.occupied & bit(t))) return std::nullopt;
    }
    return "no occupied space lies exactly " + std::to_string(h) + (h == 1 ? " space" : " spaces") +
           " from " + square_name(from) + " in a straight line";
}

std::optional<std::string> illegal_reason(const Board& b, const Move& m) {
    if (is_game_over(b)) return "the game is over";
    switch (m.kind) {
        case Move::Kind::place:
            if (b.phase != Phase::placing) return "the placing phase is over: move a stack";
            if (b.occupied & bit(m.to)) return square_name(m.to) + " is occupied";
            return std::nullopt;
        case Move::Kind::move:
            if (b.phase != Phase::moving) return "stacks move only once the board is full";
            return illegal_step(b, m.from, m.to);
        case Move::Kind::pass:
            if (b.phase != Phase::moving) return "no pass in the placing phase";
            if (has_step(b, b.to_move)) return "pass is only allowed with no legal move";
            return std::nullopt;
    }
    return "unknown move";
}

}  // namespace boardtalk::dvonn
