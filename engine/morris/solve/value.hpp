#pragma once
// The value of a position for the side to move, as stored in a sector table: one byte, 0 for a
// draw, else 1 + the plies to the end of the game under perfect play (odd plies: the side to move
// wins; even plies: it loses; 0 plies: it has lost already, having no legal move).
#include <cstdint>
#include <string>

namespace boardtalk::morris::solve {

using Stored = std::uint8_t;
inline constexpr int kMaxPlies = 254;  // the largest distance a byte holds

enum class Verdict : std::uint8_t { draw, win, loss };

struct Value {
    Verdict outcome = Verdict::draw;
    int plies = 0;  // to the end of the game, for a win or a loss
    friend bool operator==(const Value&, const Value&) = default;
};

constexpr Value decode(Stored s) {
    if (s == 0) return {};
    const int plies = s - 1;
    return {plies % 2 == 1 ? Verdict::win : Verdict::loss, plies};
}
// Precondition: plies <= kMaxPlies, odd for a win, even for a loss.
constexpr Stored encode(Value v) {
    return v.outcome == Verdict::draw ? Stored{0} : static_cast<Stored>(v.plies + 1);
}

// "win 5", "loss 0", "draw" (as database_lookup answers).
std::string to_text(Value v);

}  // namespace boardtalk::morris::solve
