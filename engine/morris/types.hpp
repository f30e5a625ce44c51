#pragma once
// The small value types every part of the morris engine shares: colours, points, turns.
#include <array>
#include <cstdint>

namespace boardtalk::morris {

enum class Colour : std::uint8_t { white = 0, black = 1 };

constexpr int index(Colour c) {
    return static_cast<int>(c);
}
constexpr Colour opponent(Colour c) {
    return c == Colour::white ? Colour::black : Colour::white;
}
constexpr const char* colour_name(Colour c) {
    return c == Colour::white ? "white" : "black";
}

// The 24 points, numbered row by row from the top (a7 d7 g7 b6 d6 f6 ... a1 d1 g1).
using Point = std::int8_t;
inline constexpr int kPoints = 24;
inline constexpr Point kNoPoint = -1;

// A set of points, bit i = point i.
using Mask = std::uint32_t;
inline constexpr Mask kAllPoints = (Mask{1} << kPoints) - 1;
constexpr Mask bit(Point p) {
    return Mask{1} << p;
}
// The number of points in `m`. std::popcount becomes a call into libgcc on the baseline x86-64
// target (no POPCNT instruction), a sixth of the search's time; this stays inline.
constexpr int count_points(Mask m) {
    m = m - ((m >> 1) & 0x55555555u);
    m = (m & 0x33333333u) + ((m >> 2) & 0x33333333u);
    m = (m + (m >> 4)) & 0x0f0f0f0fu;
    return static_cast<int>((m * 0x01010101u) >> 24);
}

// One turn: a placement (from == kNoPoint) or a slide/fly, with the removal it makes when it
// closes a mill (remove == kNoPoint otherwise).
struct Turn {
    Point from = kNoPoint;
    Point to = kNoPoint;
    Point remove = kNoPoint;

    bool is_placement() const { return from == kNoPoint; }
    bool is_null() const { return to == kNoPoint; }
    friend bool operator==(const Turn&, const Turn&) = default;
};

}  // namespace boardtalk::morris
