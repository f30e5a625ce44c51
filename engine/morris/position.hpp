#pragma once
// A position: men on the board, men in hand, side to move and the counters. Rules are not part
// of it; functions that need them take a Rules.
#include <bit>
#include <cstdint>

#include "engine/morris/rules.hpp"
#include "engine/morris/types.hpp"

namespace boardtalk::morris {

enum class Phase : std::uint8_t { placing, moving, flying };
const char* phase_name(Phase p);

struct Position {
    std::array<Mask, 2> men{};           // by index(Colour)
    std::array<std::uint8_t, 2> hand{};  // men still to place
    Colour to_move = Colour::white;
    std::uint16_t clock = 0;  // plies in the moving phase since the last removal
    std::uint32_t ply = 0;    // turns played since the start
    std::uint64_t key = 0;    // Zobrist key of men, hands and side to move (not the counters)

    Mask empty() const { return kAllPoints & ~(men[0] | men[1]); }
    int on_board(Colour c) const { return count_points(men[index(c)]); }
    // Men on the board plus men in hand.
    int total(Colour c) const { return on_board(c) + hand[index(c)]; }
    bool placing() const { return hand[0] + hand[1] > 0; }

    friend bool operator==(const Position&, const Position&) = default;
};

// The start position of `rules`: empty board, `rules.men` in each hand, White to move.
Position start_position(const Rules& rules);

// The phase of side `c`: placing while any man is in hand; flying when `c` has exactly 3 men and
// the rules allow it; moving otherwise.
inline Phase phase_of(const Position& pos, const Rules& rules, Colour c) {
    if (pos.placing()) return Phase::placing;
    if (rules.flying && pos.on_board(c) == 3) return Phase::flying;
    return Phase::moving;
}

// The position after `turn`, which must be legal (movegen.hpp checks that). Counters: the
// clock goes up by one for a moving-phase turn without removal and is 0 otherwise.
Position apply_turn(const Position& pos, Turn turn);

// The Zobrist key computed from scratch (apply_turn keeps it up to date incrementally).
std::uint64_t compute_key(const Position& pos);

}  // namespace boardtalk::morris
