#include "engine/go/heavy_policy.hpp"

#include <algorithm>
#include <array>
#include <bit>

#include "engine/go/nakade.hpp"

namespace boardtalk::go {

namespace {

constexpr std::array<int, 8> ring = {-stride - 1, -stride,    -stride + 1, -1,
                                     1,           stride - 1, stride,      stride + 1};
// The point itself and its ring.
constexpr std::array<int, 9> around = {0, -stride - 1, -stride, -stride + 1, -1,
                                       1, stride - 1,  stride,  stride + 1};

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

// A move a step may play: legal (the ko point is not), not an own eye, not a self-atari.
bool playable(const FastBoard& b, Point p) {
    return b.is_legal(p) && !b.is_own_eye(p) && !b.is_self_atari(p);
}

// The ladder reading plays on the board itself and takes its moves back (UndoLog): each read
// leaves the board as it found it. One log per thread, kept for its memory.
UndoLog& ladder_log() {
    thread_local UndoLog log;
    return log;
}

bool ladder_attack(FastBoard& b, Point stone, int& boards);

// A chain of `attacker` in atari is next to the chain through `stone` (whose defender can
// capture it).
bool touches_atari(const FastBoard& b, Point stone, Color attacker) {
    Point s = stone;
    do {
        for (int off : neighbour_offsets) {
            const Point r = at_offset(s, off);
            if (b.at(r) == attacker && b.in_atari(r)) return true;
        }
        s = b.next_in_chain(s);
    } while (s != stone);
    return false;
}

// The defender of the chain through `stone` (in atari, defender to move) escapes: captures an
// attacking chain in atari next to it, or extends to three liberties, or to two that the
// attacker cannot ladder.
bool ladder_escapes(FastBoard& b, Point stone, int& boards) {
    if (touches_atari(b, stone, opponent(b.to_move()))) return true;
    const Point lib = b.atari_liberty(stone);
    if (!b.is_legal(lib) || --boards < 0) return false;
    UndoLog& log = ladder_log();
    const UndoLog::Mark mark = log.mark();
    b.play_undoable(lib, log);
    const int libs = b.liberties(stone, 3);
    const bool escapes = libs != 2 ? libs >= 3 : !ladder_attack(b, stone, boards);
    b.undo(log, mark);
    return escapes;
}

// The attacker (to move) ataris the chain through `stone` on one of its two liberties so that
// the defender cannot escape.
bool ladder_attack(FastBoard& b, Point stone, int& boards) {
    std::array<Point, 8> libs;
    const int n = b.liberties(stone, 3, libs.data());
    if (n == 1) return b.is_legal(libs[0]);
    if (n != 2) return false;
    UndoLog& log = ladder_log();
    for (int i = 0; i < 2; ++i) {
        if (!b.is_legal(libs[i]) || --boards < 0) continue;
        const UndoLog::Mark mark = log.mark();
        b.play_undoable(libs[i], log);
        const bool captured =
            b.at(stone) == Color::empty || (b.in_atari(stone) && !ladder_escapes(b, stone, boards));
        b.undo(log, mark);
        if (captured) return true;
    }
    return false;
}

// Opponent chains in atari at the last move or around it: their liberty captures them.
Point capture_step(const FastBoard& b, Point last, Rng& rng) {
    const Color opp = opponent(b.to_move());
    if (b.chains_in_atari(opp) == 0) return pass;
    Candidates moves;
    // Around the last move, and around the one before it: an atari the opponent left alone.
    for (Point centre : {last, b.previous_move()}) {
        if (centre == pass) continue;
        // The opponent stones (bits, in the order of `around`), then those in atari.
        unsigned stones = 0, in_atari = 0;
        for (int i = 0; i < int(around.size()); ++i)
            stones |= unsigned(b.at(at_offset(centre, around[i])) == opp) << i;
        for (unsigned m = stones; m != 0; m &= m - 1) {
            const int i = std::countr_zero(m);
            in_atari |= unsigned(b.in_atari(at_offset(centre, around[i]))) << i;
        }
        for (unsigned m = in_atari; m != 0; m &= m - 1) {
            const Point lib = b.atari_liberty(at_offset(centre, around[std::countr_zero(m)]));
            if (b.is_legal(lib)) moves.add(lib);
        }
    }
    return moves.empty() ? pass : moves.pick(rng);
}

// Extending the chain through `stone` (own, in atari) to its liberty `lib` leaves it with three
// liberties, or two and no ladder.
bool extension_lives(FastBoard& b, Point stone, Point lib, int max_boards) {
    if (!b.is_legal(lib)) return false;
    const int libs = b.liberties_after(lib, b.to_move(), 3);
    if (libs != 2) return libs >= 3;
    int boards = max_boards;
    if (boards <= 0) return true;
    UndoLog& log = ladder_log();
    const UndoLog::Mark mark = log.mark();
    b.play_undoable(lib, log);
    const bool captured = ladder_attack(b, stone, boards);
    b.undo(log, mark);
    return !captured;
}

// Own chains in atari next to the last move: extend them, or capture a chain that touches them.
// `max_boards`: PolicySettings::ladder_max_boards.
Point escape_step(FastBoard& b, Point last, int max_boards, Rng& rng) {
    const Color c = b.to_move(), opp = opponent(c);
    if (b.chains_in_atari(c) == 0) return pass;
    Candidates moves;
    for (int off : neighbour_offsets) {
        const Point q = at_offset(last, off);
        if (b.at(q) != c || !b.in_atari(q)) continue;
        const Point lib = b.atari_liberty(q);
        if (extension_lives(b, q, lib, max_boards)) moves.add(lib);
        Point s = q;
        do {
            for (int o : neighbour_offsets) {
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

// A chain of c with exactly the two liberties `lib` and `other` has three or more after c plays
// `other`. Mostly settled by the empty neighbours of `other` other than `lib` (with two of them
// the chain has at least three), without walking the chain.
bool extends_to_three(const FastBoard& b, Point other, Point lib, Color c) {
    int fresh = 0;
    for (int off : neighbour_offsets) {
        const Point r = at_offset(other, off);
        fresh += b.at(r) == Color::empty && r != lib;
    }
    return fresh >= 2 || b.liberties_after(other, c, 3) >= 3;
}

// The side to move ataris the opponent chain through `stone` (two liberties: `lib` and
// `other`) on `lib`, and the chain cannot escape: extending to `other` leaves it in atari (no
// more than two liberties now, `lib` counted), and no attacking chain next to it is in atari.
// No reading ahead: a ladder is left to the tree (a read at every playout move doubled the
// playouts' cost).
bool atari_wins(const FastBoard& b, Point stone, Point lib, Point other) {
    const Color c = b.to_move();
    if (extends_to_three(b, other, lib, opponent(c))) return false;
    if (!b.is_legal(lib) || b.is_self_atari(lib)) return false;
    return b.chains_in_atari(c) == 0 || !touches_atari(b, stone, c);
}

// Chains the last move left with two liberties: the last move's own chain is ataried where
// that captures it; an own chain next to it extends where that gives it three liberties.
Point two_liberty_step(FastBoard& b, Point last, Rng& rng) {
    const Color c = b.to_move();
    Candidates moves;
    std::array<Point, 8> libs;
    // Three empty points around the last stone, or enough pseudo-liberties: no walk needed.
    const bool open = b.empty_neighbours(last) >= 3 || b.surely_liberties(last, 3);
    if (!open && b.liberties(last, 3, libs.data()) == 2) {
        const Point first = libs[0], second = libs[1];
        if (atari_wins(b, last, first, second)) moves.add(first);
        if (atari_wins(b, last, second, first)) moves.add(second);
    }
    std::array<Point, 4> seen;
    int seen_count = 0;
    for (int off : neighbour_offsets) {
        const Point q = at_offset(last, off);
        if (b.at(q) != c || b.surely_liberties(q, 3)) continue;
        const Point h = b.chain_head(q);
        if (std::find(seen.begin(), seen.begin() + seen_count, h) != seen.begin() + seen_count)
            continue;
        seen[seen_count++] = h;
        if (b.liberties(q, 3, libs.data()) != 2) continue;
        for (int i = 0; i < 2; ++i)
            if (b.is_legal(libs[i]) && extends_to_three(b, libs[i], libs[1 - i], c))
                moves.add(libs[i]);
    }
    return moves.empty() ? pass : moves.pick(rng);
}

// Where the side to move takes one of the `n` liberties `libs` of an opponent chain: a liberty
// it may fill, or the approach point of one it may not (self_atari_liberty).
void add_race_moves(const FastBoard& b, const Point* libs, int n, Candidates& moves) {
    for (int i = 0; i < n; ++i) {
        Point p = libs[i];
        if (!b.is_legal(p) || b.is_self_atari(p)) p = self_atari_liberty(b, p);
        if (p != pass && playable(b, p)) moves.add(p);
    }
}

// Own chains of two or more stones the last move left with 2 or 3 liberties, next to an
// opponent chain of two or more with 2 or 3 and no more than the own chain: a capturing race,
// which the side that answers each fill wins. The answer: a liberty of that opponent chain
// (add_race_moves). Single stones are the contact fights of the other steps, not races.
Point race_step(const FastBoard& b, Point last, Rng& rng) {
    const Color c = b.to_move(), opp = opponent(c);
    Candidates moves;
    std::array<Point, 8> seen;  // the opponent chains looked at
    int seen_count = 0;
    std::array<Point, 4> own;  // the own chains walked (the last move may touch one twice)
    int own_count = 0;
    for (int off : neighbour_offsets) {
        const Point q = at_offset(last, off);
        if (b.at(q) != c || b.chain_size(q) < 2 || b.surely_liberties(q, 4)) continue;
        const Point head = b.chain_head(q);
        if (std::find(own.begin(), own.begin() + own_count, head) != own.begin() + own_count)
            continue;
        own[own_count++] = head;
        const int ours = b.liberties(q, 4);
        if (ours < 2 || ours > 3) continue;
        Point s = q;
        do {
            for (int o : neighbour_offsets) {
                const Point r = at_offset(s, o);
                // Chains with more liberties than ours (surely, by their pseudo-liberties) or in
                // atari (the capture step's) are no race to answer.
                if (b.at(r) != opp || b.chain_size(r) < 2 || b.surely_liberties(r, ours + 1) ||
                    b.in_atari(r) || seen_count == int(seen.size()))
                    continue;
                const Point h = b.chain_head(r);
                if (std::find(seen.begin(), seen.begin() + seen_count, h) !=
                    seen.begin() + seen_count)
                    continue;
                seen[seen_count++] = h;
                std::array<Point, 8> libs;
                const int theirs = b.liberties(r, ours + 1, libs.data());
                if (theirs >= 2 && theirs <= ours) add_race_moves(b, libs.data(), theirs, moves);
            }
            s = b.next_in_chain(s);
        } while (s != q);
    }
    return moves.empty() ? pass : moves.pick(rng);
}

// Empty points around the last move where a 3x3 pattern fits.
Point pattern_step(const FastBoard& b, Point last, Rng& rng) {
    // The empty points (bits, in the order of `ring`), then those a pattern fits.
    unsigned empty = 0, fits = 0;
    for (int i = 0; i < int(ring.size()); ++i)
        empty |= unsigned(b.at(at_offset(last, ring[i])) == Color::empty) << i;
    for (unsigned m = empty; m != 0; m &= m - 1) {
        const int i = std::countr_zero(m);
        fits |= unsigned(b.matches_pattern(at_offset(last, ring[i]))) << i;
    }
    Candidates moves;
    for (unsigned m = fits; m != 0; m &= m - 1) {
        const Point q = at_offset(last, ring[std::countr_zero(m)]);
        if (playable(b, q)) moves.add(q);
    }
    return moves.empty() ? pass : moves.pick(rng);
}

// The stored reply to the last move, when it may be played.
Point reply_step(const FastBoard& b, Point last, const ReplyTable& replies) {
    const Point p = replies.reply(b.to_move(), last);
    if (p == pass || b.at(p) != Color::empty) return pass;
    return playable(b, p) ? p : pass;
}

// p (at most one empty neighbour, no capture) takes a liberty from an own chain of 4 or fewer
// and gives it none back: the chain joined at p has fewer liberties than the most an own
// neighbour chain has now, and 3 or fewer.
bool fills_own_liberty(const FastBoard& b, Point p) {
    int most = 0;
    for (int off : neighbour_offsets)
        if (const Point q = at_offset(p, off); b.at(q) == b.to_move())
            most = std::max(most, b.liberties(q, 5));
    if (most == 0 || most > 4) return false;
    const int after = b.liberties_after(p, b.to_move(), 5);
    return after < most && after <= 3;
}

// A random move the heavy policy accepts: legal, not an own eye, and not a self-atari of more
// than settings.self_atari_max_stones stones (a smaller one is refused
// small_self_atari_reject_percent of the time); a move that fills an own chain's liberty in a
// race is refused keep_liberties_percent of the time.
bool random_acceptable(const FastBoard& b, Point p, const PolicySettings& settings, Rng& rng) {
    if (p == b.ko_point()) return false;
    const int empties = b.empty_neighbours(p);
    if (empties >= 2) return true;
    if (empties == 0 && (b.is_own_eye(p) || !b.is_legal(p))) return false;
    const Color c = b.to_move();
    if (b.is_capture(p)) return true;
    if (b.liberties_after(p, c, 2) >= 2)
        return settings.keep_liberties_percent == 0 || !fills_own_liberty(b, p) ||
               !chance(rng, settings.keep_liberties_percent);
    // A self-atari: how many stones would the opponent capture?
    int stones = 1;
    std::array<Point, 4> seen;
    int seen_count = 0;
    for (int off : neighbour_offsets) {
        const Point n = at_offset(p, off);
        if (b.at(n) != c) continue;
        const Point h = b.chain_head(n);
        if (std::find(seen.begin(), seen.begin() + seen_count, h) != seen.begin() + seen_count)
            continue;
        seen[seen_count++] = h;
        stones += b.chain_size(h);
    }
    if (stones > settings.self_atari_max_stones) return false;
    return int(rng.below(100)) >= settings.small_self_atari_reject_percent;
}

// The random move for the drawn point p: p when the policy accepts it; else, for a self-atari,
// settings.self_atari_correction_percent of the time the liberty its chain would keep, when
// that is playable; else pass (refused).
Point random_or_corrected(const FastBoard& b, Point p, const PolicySettings& settings, Rng& rng) {
    if (random_acceptable(b, p, settings, rng)) return p;
    const Point lib = self_atari_liberty(b, p);
    if (lib == pass || !chance(rng, settings.self_atari_correction_percent)) return pass;
    return playable(b, lib) ? lib : pass;
}

// A random empty point with 8 empty neighbours, in `tries` draws; pass if none was drawn.
Point fillboard_point(const FastBoard& b, int tries, Rng& rng) {
    for (int t = 0; t < tries && b.empty_count() > 0; ++t) {
        const Point p = b.empty_point(int(rng.below(static_cast<std::uint32_t>(b.empty_count()))));
        // All 8 neighbours empty (the border reads as 3): legal, no eye, no self-atari.
        if (b.pattern_key(p) == 0) return p;
    }
    return pass;
}

}  // namespace

Point HeavyPolicy::play(FastBoard& board, Rng& rng) const {
    Point p = tactical_move(board, settings_, rng, replies_);
    if (p == pass && settings_.fillboard_tries > 0)
        p = fillboard_point(board, settings_.fillboard_tries, rng);
    if (p == pass && settings_.self_atari_correction_percent > 0)
        return board.play_random_choice(
            rng, [&](Point q) { return random_or_corrected(board, q, settings_, rng); });
    if (p == pass)
        return board.play_random_where(
            rng, [&](Point q) { return random_acceptable(board, q, settings_, rng); });
    board.play(p);
    return p;
}

Point self_atari_liberty(const FastBoard& board, Point p) {
    const Color c = board.to_move();
    if (board.at(p) != Color::empty || !board.is_self_atari(p)) return pass;
    // An empty neighbour of p is the liberty (a self-atari has at most one); else it is the
    // other liberty of a neighbouring own chain (p took one of its two).
    for (int off : neighbour_offsets)
        if (const Point q = at_offset(p, off); board.at(q) == Color::empty) return q;
    std::array<Point, 8> libs;
    for (int off : neighbour_offsets) {
        const Point q = at_offset(p, off);
        if (board.at(q) != c) continue;
        const int n = board.liberties(q, 2, libs.data());
        for (int i = 0; i < n; ++i)
            if (libs[i] != p) return libs[i];
    }
    return pass;
}

Point tactical_move(FastBoard& board, const PolicySettings& s, Rng& rng,
                    const ReplyTable* replies) {
    const Point last = board.last_move();
    if (last == pass) return pass;
    if (chance(rng, s.capture_percent))
        if (const Point p = capture_step(board, last, rng); p != pass) return p;
    if (chance(rng, s.escape_percent))
        if (const Point p = escape_step(board, last, s.ladder_max_boards, rng); p != pass) return p;
    if (s.race_percent > 0 && chance(rng, s.race_percent))
        if (const Point p = race_step(board, last, rng); p != pass) return p;
    if (s.two_liberty_percent > 0 && chance(rng, s.two_liberty_percent))
        if (const Point p = two_liberty_step(board, last, rng); p != pass) return p;
    if (replies != nullptr && s.reply_percent > 0 && chance(rng, s.reply_percent))
        if (const Point p = reply_step(board, last, *replies); p != pass) return p;
    // The nakade step draws no number when it is off: the policy is then the same move for
    // move as before it existed (the frozen signatures test it).
    if (s.nakade_percent > 0 && chance(rng, s.nakade_percent))
        if (const Point p = nakade_near(board, last); p != pass) return p;
    if (chance(rng, s.pattern_percent))
        if (const Point p = pattern_step(board, last, rng); p != pass) return p;
    return pass;
}

bool atari_captures(const FastBoard& board, Point stone, Point lib, int max_boards) {
    if (!board.is_legal(lib) || board.is_self_atari(lib)) return false;
    FastBoard scratch = board;
    scratch.play(lib);
    int boards = max_boards;
    return scratch.at(stone) == Color::empty ||
           (scratch.in_atari(stone) && !ladder_escapes(scratch, stone, boards));
}

bool ladder_captures(const FastBoard& board, Point stone, int max_boards) {
    FastBoard scratch = board;
    int boards = max_boards;
    return ladder_attack(scratch, stone, boards);
}

}  // namespace boardtalk::go
