#include "engine/go/heavy_policy.hpp"

#include <array>

namespace boardtalk::go {

namespace {

constexpr std::array<int, 4> offsets = {-stride, -1, 1, stride};
constexpr std::array<int, 8> ring = {-stride - 1, -stride,    -stride + 1, -1,
                                     1,           stride - 1, stride,      stride + 1};

// A few candidate moves without duplicates (no allocation).
class Candidates {
  public:
    void add(Point p) {
        if (count_ == int(points_.size())) return;
        for (int i = 0; i < count_; ++i)
            if (points_[i] == p) return;
        points_[count_++] = p;
    }
    bool empty() const { return count_ == 0; }
    Point pick(Rng& rng) const { return points_[rng.below(std::uint32_t(count_))]; }

  private:
    std::array<Point, 32> points_;
    int count_ = 0;
};

bool chance(Rng& rng, int percent) {
    return int(rng.below(100)) < percent;
}

Point at_offset(Point p, int offset) {
    return static_cast<Point>(p + offset);
}

// Opponent chains in atari at the last move or around it: their liberty captures them.
Point capture_step(const FastBoard& b, Point last, Rng& rng) {
    const Color opp = opponent(b.to_move());
    Candidates moves;
    const auto consider = [&](Point q) {
        if (b.at(q) != opp || !b.in_atari(q)) return;
        const Point lib = b.atari_liberty(q);
        if (b.is_legal(lib)) moves.add(lib);
    };
    consider(last);
    for (int off : ring) consider(at_offset(last, off));
    return moves.empty() ? pass : moves.pick(rng);
}

// Own chains in atari next to the last move: extend them, or capture a chain that touches them.
Point escape_step(const FastBoard& b, Point last, Rng& rng) {
    const Color c = b.to_move(), opp = opponent(c);
    Candidates moves;
    for (int off : offsets) {
        const Point q = at_offset(last, off);
        if (b.at(q) != c || !b.in_atari(q)) continue;
        const Point lib = b.atari_liberty(q);
        if (b.is_legal(lib) && b.liberties_after(lib, c, 2) >= 2) moves.add(lib);
        Point s = q;
        do {
            for (int o : offsets) {
                const Point r = at_offset(s, o);
                if (b.at(r) != opp || !b.in_atari(r)) continue;
                const Point take = b.atari_liberty(r);
                if (b.is_legal(take)) moves.add(take);
            }
            s = b.next_in_chain(s);
        } while (s != q);
    }
    return moves.empty() ? pass : moves.pick(rng);
}

// Empty points around the last move where a 3x3 pattern fits.
Point pattern_step(const FastBoard& b, Point last, Rng& rng) {
    Candidates moves;
    for (int off : ring) {
        const Point q = at_offset(last, off);
        if (b.at(q) != Color::empty || !b.matches_pattern(q)) continue;
        if (b.is_legal(q) && !b.is_own_eye(q) && !b.is_self_atari(q)) moves.add(q);
    }
    return moves.empty() ? pass : moves.pick(rng);
}

}  // namespace

Point tactical_move(const FastBoard& board, Rng& rng) {
    const Point last = board.last_move();
    if (last == pass) return pass;
    const PolicySettings& s = board.policy();
    if (chance(rng, s.capture_percent))
        if (const Point p = capture_step(board, last, rng); p != pass) return p;
    if (chance(rng, s.escape_percent))
        if (const Point p = escape_step(board, last, rng); p != pass) return p;
    if (chance(rng, s.pattern_percent))
        if (const Point p = pattern_step(board, last, rng); p != pass) return p;
    return pass;
}

}  // namespace boardtalk::go
