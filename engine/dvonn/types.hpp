#pragma once
// The basic values of DVONN: colours, pieces, phases, squares and moves.
#include <cstdint>

namespace boardtalk::dvonn {

enum class Colour : std::uint8_t { white, black };

inline constexpr Colour opponent(Colour c) {
    return c == Colour::white ? Colour::black : Colour::white;
}

// What lies on top of a space: nothing, a white or black piece, or a (lone) DVONN piece.
enum class Top : std::uint8_t { none, white, black, dvonn };

inline constexpr Top top_of(Colour c) {
    return c == Colour::white ? Top::white : Top::black;
}

enum class Phase : std::uint8_t { placing, moving };

// A space of the board: r * 11 + c for column c (A = 0 .. K = 10) and row r (1 = 0 .. 5 = 4);
// 49 of the 55 values are on the board (geometry.hpp).
using Square = std::int8_t;
inline constexpr Square kNoSquare = -1;
inline constexpr int kSquareSlots = 55;
inline constexpr int kSpaces = 49;
inline constexpr int kPiecesPerColour = 23;
inline constexpr int kDvonnPieces = 3;

struct Move {
    enum class Kind : std::uint8_t { place, move, pass };
    Kind kind = Kind::pass;
    Square from = kNoSquare;  // moves only
    Square to = kNoSquare;    // placements and moves

    static constexpr Move place(Square s) { return {Kind::place, kNoSquare, s}; }
    static constexpr Move step(Square from, Square to) { return {Kind::move, from, to}; }
    static constexpr Move pass() { return {Kind::pass, kNoSquare, kNoSquare}; }
    friend bool operator==(const Move&, const Move&) = default;
};

}  // namespace boardtalk::dvonn
