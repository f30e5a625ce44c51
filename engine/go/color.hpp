#pragma once

#include <cstdint>

namespace boardtalk::go {

// The content of a board point. `border` marks the padding around the playing area.
enum class Color : std::uint8_t { empty = 0, black = 1, white = 2, border = 3 };

// black <-> white; any other value is returned unchanged.
constexpr Color opponent(Color c) {
    switch (c) {
        case Color::black:
            return Color::white;
        case Color::white:
            return Color::black;
        default:
            return c;
    }
}

// True for black and white (the colours that can move).
constexpr bool is_player(Color c) {
    return c == Color::black || c == Color::white;
}

// 0 for black, 1 for white: an index into per-player arrays. Precondition: is_player(c).
constexpr int player_index(Color c) {
    return c == Color::white ? 1 : 0;
}

}  // namespace boardtalk::go
