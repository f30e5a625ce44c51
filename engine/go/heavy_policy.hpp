#pragma once

#include "engine/go/fast_board.hpp"
#include "engine/go/last_good_reply.hpp"
#include "engine/go/point.hpp"
#include "engine/go/rng.hpp"

namespace boardtalk::go {

// How the heavy policy (HeavyPolicy) chooses, as percentages of the time each step is tried
// (0..100). The defaults follow Michi and Pachi's "moggy". The numeric settings are options of
// `boardtalk go` and knobs of `boardtalk tune` through search_knobs.hpp (ranges and help).
struct PolicySettings {
    int capture_percent = 90;  // capture an opponent chain in atari near the last move
    int escape_percent = 90;   // save an own chain put in atari by the last move
    int pattern_percent = 95;  // a MoGo 3x3 pattern around the last move
    // Before the patterns: the vital point of a small eye space the last move walls in
    // (nakade.hpp). 0: the step is skipped without drawing a number. Off by default: it costs
    // about 12% of the 19x19 playout rate and gained nothing measurable at 1000 playouts (the
    // priors have nakade; docs/go.md).
    int nakade_percent = 0;
    // After the escapes: the race step. An own chain of two or more stones the last move left
    // with 2 or 3 liberties, next to an opponent chain of two or more with 2 or 3 and no more:
    // take one of its liberties (or the approach point of a liberty that would be a
    // self-atari). 0: skipped, no number drawn.
    int race_percent = 0;
    // Then the two-liberty step (tactical_move). 0: skipped, no number drawn.
    // Off by default: stronger at equal playouts but 30% more time a move, and weaker at equal
    // time (docs/go.md).
    int two_liberty_percent = 0;
    // Then the last good reply to the last move (last_good_reply.hpp), when the policy was
    // given a reply table. 0: skipped without drawing a number. Off: weaker (docs/go.md).
    int reply_percent = 0;
    // Positions a ladder read may play before an atari escape to two liberties (0: no
    // reading, every such escape is taken).
    int ladder_max_boards = 48;
    // Random moves: a self-atari whose chain would have more than this many stones is always
    // rejected; a smaller one (a throw-in, a nakade) is rejected `small_self_atari_reject_percent`
    // of the time.
    int self_atari_max_stones = 2;
    int small_self_atari_reject_percent = 50;
    // A random self-atari refused above is replaced, this percent of the time, by the one
    // liberty its chain would have left, when that is an acceptable move itself (Fuego's
    // self-atari correction; Chaslot et al.'s approach move, 2008): the liberty is filled from
    // outside first, as in a capturing race where the direct fill would be captured. 0:
    // skipped without drawing a number.
    int self_atari_correction_percent = 0;
    // Random moves: one that takes a liberty from an own chain of 4 or fewer liberties and
    // gives it none (the chain is left with 3 or fewer, fewer than before) is refused this
    // percent of the time: in a capturing race the playouts no longer shorten their own side.
    // 0: skipped without drawing a number.
    int keep_liberties_percent = 0;
    // When no step chose a move: tries at an empty point whose 8 neighbours are all empty
    // before the random move (MoGo's "fill the board", Chatriot et al. 2008: on a large board
    // the playouts claim open areas before they crawl along the stones). 0: skipped without
    // drawing a number.
    int fillboard_tries = 0;
};

// The heavy playout policy: a layer above the board it plays on (the board knows nothing of
// it). A value: its settings and, optionally, the last good replies its reply step reads.
class HeavyPolicy {
  public:
    explicit HeavyPolicy(const PolicySettings& settings = {}, const ReplyTable* replies = nullptr)
        : settings_(settings), replies_(replies) {}

    // Chooses a move for the side to move on `board` (captures and atari escapes near the last
    // move, 3x3 patterns around it: tactical_move; then the fill-the-board tries; else a random
    // move that neither fills an own eye nor is a bad self-atari), plays it and returns it
    // (pass when there is none).
    Point play(FastBoard& board, Rng& rng) const;

    const PolicySettings& settings() const { return settings_; }

  private:
    PolicySettings settings_;
    const ReplyTable* replies_;
};

// When the side to move playing p would put its chain in atari without capturing: the chain's
// one liberty then (the point a self-atari correction plays instead); pass otherwise.
Point self_atari_liberty(const FastBoard& board, Point p);

// The tactical steps of the heavy playout policy (HeavyPolicy::play), tried in order, each
// `settings`' percentage of the time, for the side to move:
//  1. capture: an opponent chain in atari at or next to the last move or the one before (their
//     3x3 neighbourhoods) is captured;
//  2. atari escape: an own chain next to the last move is in atari: extend it when that gives
//     it at least three liberties, or two and no ladder catches it (ladder_captures), or
//     capture an opponent chain in atari that touches it;
//  3. race: an own chain of 2 or more stones next to the last move has 2 or 3 liberties and an
//     opponent chain of 2 or more next to it no more (2 or 3): one of its liberties, or the
//     approach point of one that would be a self-atari (self_atari_liberty);
//  4. two liberties: the last move's chain, left with two liberties, is ataried where its
//     extension stays in atari and it can capture nothing in atari next to it (no ladder
//     read); an own chain next to the last move with two liberties extends where that gives
//     it three;
//  5. reply: with `replies` (LGRF, last_good_reply.hpp), the stored reply to the last move
//     when it is legal, not an own eye and not a self-atari;
//  6. nakade: the vital point of an eye space of 3 to 5 points walled in by the last move's
//     colour, next to the last move (nakade.hpp);
//  7. pattern: an empty neighbour of the last move where a MoGo 3x3 pattern fits (not an own
//     eye, not a self-atari).
// Each step picks uniformly among its legal candidates. Returns the move, or pass when no step
// applies (after a pass, or at the start, none does): the caller then plays a random move.
// The ladder reads play on `board` and take their moves back: it is left as it was.
Point tactical_move(FastBoard& board, const PolicySettings& settings, Rng& rng,
                    const ReplyTable* replies = nullptr);

// True when the side to move plays `lib`, a liberty of the opponent chain through `stone`,
// and captures that chain whatever it does: `lib` is legal and no self-atari, and the chain is
// captured at once, or is left in atari and cannot escape, read like a ladder (the defender
// extends, or captures an attacking chain in atari) over at most `max_boards` positions. (Reads
// on one copy of `board`.)
bool atari_captures(const FastBoard& board, Point stone, Point lib, int max_boards = 16);

// Ladder reading: true when the side to move on `board` captures the opponent chain through
// `stone` (one or two liberties) by atari after atari, the defender extending each time. A
// defender that can capture an attacking chain in atari is taken to escape. Reads at most
// `max_boards` positions; when that runs out, answers false. (The policy reads on its own
// board with undo; this reads on one copy of `board`.)
bool ladder_captures(const FastBoard& board, Point stone, int max_boards = 48);

}  // namespace boardtalk::go
