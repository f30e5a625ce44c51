#pragma once
// The compact state the rules and the search work on: per space the stack height, its top and
// whether it holds a DVONN piece, as arrays and bit masks, plus side to move, phase, placement
// count and a Zobrist key. Copy-make: a Board is about 150 bytes. The order of the pieces inside
// a stack never matters to the rules; Position (position.hpp) keeps it for display and text.
#include <array>
#include <cstdint>

#include "engine/dvonn/geometry.hpp"
#include "engine/dvonn/types.hpp"

namespace boardtalk::dvonn {

struct Board {
    std::array<std::uint8_t, kSquareSlots> height{};
    std::array<Top, kSquareSlots> top{};
    Mask occupied = 0;
    Mask dvonn = 0;  // stacks holding at least one DVONN piece
    Mask white = 0;  // stacks topped by a white piece
    Mask black = 0;  // stacks topped by a black piece
    Colour to_move = Colour::white;
    Phase phase = Phase::placing;
    std::uint8_t placed = 0;  // pieces placed so far (49 once moving)
    std::uint64_t key = 0;

    Mask owned_by(Colour c) const { return c == Colour::white ? white : black; }
    friend bool operator==(const Board&, const Board&) = default;
};

// The empty board, White to place the first DVONN piece.
Board empty_board();

// Puts a stack of `height` pieces topped by `top` (holding a DVONN piece if `has_dvonn`) on an
// empty square, keeping masks and key in step. Used to build boards from texts.
void put_stack(Board& b, Square s, std::uint8_t height, Top top, bool has_dvonn);
// Recomputes the Zobrist key from scratch (equals the incrementally kept one).
std::uint64_t compute_key(const Board& b);

// Who places the piece number `placed` (0-based) and what it is: the first three are DVONN
// pieces (White, Black, White), then Black, White, ... so White places the 49th.
Colour placer(int placed);
Top placed_piece(int placed);

// The next placement of the side to move. Precondition: phase placing, `to` empty.
void apply_placement(Board& b, Square to);
// Moves the stack on `from` onto `to`, removes every stack no longer connected to a DVONN
// piece and passes the turn. Returns the removed squares. Precondition: a legal move.
Mask apply_step(Board& b, Square from, Square to);
// Passes the turn. Precondition: phase moving.
void apply_pass(Board& b);
// Any of the three; returns the squares removed by disconnection.
Mask apply_move(Board& b, const Move& m);

// The pieces in the stacks `c` controls (topped by its colour): its score.
int pieces_controlled(const Board& b, Colour c);

}  // namespace boardtalk::dvonn
