#pragma once
// `boardtalk dvonn --protocol codecup`: one game as a CodeCup 2011 DVONN player, so the engine
// can play in the CodeCup referee (and PrimaDvonna's arbiter) and against every CodeCup entrant.
//
// The dialogue (CodeCup 2011 DVONN rules and technical rules; the arbiter published with
// PrimaDvonna): the program plays one game from the empty board. Its first line is "Start" when
// it plays White, else White's first move. After that it reads the opponent's moves and writes
// its own, one a line, as soon as it is its turn (twice in a row when White places the 49th
// piece and then makes the first stack move). Moves: a placement "E3", a stack move "A1B2", a
// pass "PASS". It stops at "Quit" or the end of input. Blank lines and surrounding spaces are
// ignored (as PrimaDvonna does).
//
// A line that is no legal move for the opponent is one line on stderr and exit code 1 (the
// referee would have refused it; nothing sensible can follow). Nothing but moves goes to stdout.
#include <iosfwd>

#include "games/dvonn/dvonn_state.hpp"

namespace boardtalk::dvonn {

// Plays the game on `state` (which must be at the start of the placing phase) over `in`/`out`;
// returns the exit code: 0 after Quit or the end of input, 1 after a bad line.
int serve_codecup(DvonnState& state, std::istream& in, std::ostream& out);

}  // namespace boardtalk::dvonn
