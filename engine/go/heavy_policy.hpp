#pragma once

#include "engine/go/fast_board.hpp"
#include "engine/go/last_good_reply.hpp"
#include "engine/go/point.hpp"
#include "engine/go/rng.hpp"

namespace boardtalk::go {

// The tactical steps of the heavy playout policy (FastBoard::play_policy), tried in order, each
// `board.policy()`'s percentage of the time, for the side to move:
//  1. capture: an opponent chain in atari at or next to the last move or the one before (their
//     3x3 neighbourhoods) is captured;
//  2. atari escape: an own chain next to the last move is in atari: extend it when that gives
//     it at least three liberties, or two and no ladder catches it (ladder_captures), or
//     capture an opponent chain in atari that touches it;
//  3. two liberties: the last move's chain, left with two liberties, is ataried where its
//     extension stays in atari and it can capture nothing in atari next to it (no ladder
//     read); an own chain next to the last move with two liberties extends where that gives
//     it three;
//  4. reply: with `replies` (LGRF, last_good_reply.hpp), the stored reply to the last move
//     when it is legal, not an own eye and not a self-atari;
//  5. nakade: the vital point of an eye space of 3 to 5 points walled in by the last move's
//     colour, next to the last move (nakade.hpp);
//  6. pattern: an empty neighbour of the last move where a MoGo 3x3 pattern fits (not an own
//     eye, not a self-atari).
// Each step picks uniformly among its legal candidates. Returns the move, or pass when no step
// applies (after a pass, or at the start, none does): the caller then plays a random move.
// The ladder reads play on `board` and take their moves back: it is left as it was.
Point tactical_move(FastBoard& board, Rng& rng, const ReplyTable* replies = nullptr);

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
