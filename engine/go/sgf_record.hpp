#pragma once
// The Go meaning of an SGF main line: board size, komi, rules, handicap, setup and moves, and
// replaying it into a Game (what loadsgf does, without the file).
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "engine/go/game.hpp"
#include "engine/go/rules.hpp"
#include "engine/go/sgf_parser.hpp"

namespace boardtalk::go {

// AB/AW/AE/PL of one node: stones put (black, white) or points cleared (empty), and the player
// to move after it if PL says.
struct SgfSetup {
    std::vector<Move> changes;
    std::optional<Color> to_move;
    friend bool operator==(const SgfSetup&, const SgfSetup&) = default;
};

// One step of the main line, in order: a setup or a move (a node holding both gives the setup
// first, then the move).
using SgfStep = std::variant<SgfSetup, Move>;

// What a Go game record says. Root properties only for SZ, KM, HA, RU and GM.
struct SgfGameRecord {
    int width = 19;  // SZ[n] or SZ[w:h]; 19 when absent
    int height = 19;
    std::optional<double> komi;     // KM, when present and not empty
    std::optional<std::string> ru;  // RU as written
    int handicap = 0;               // HA (0 when absent)
    SgfSetup root_setup;            // AB/AW/AE/PL of the root: the game's starting position
    std::vector<SgfStep> steps;     // then the root's move, if any, and the later nodes
};

// Reads the Go properties of a main line; unknown properties are ignored. Errors: a game other
// than Go (GM other than 1), a size outside 2..25 ("board size 26x26 is over 25"), a malformed
// number, a point outside the board, a move with several values, an HA below 0 or above
// width * height - 1 ("bad handicap HA[99] (at most 80 on 9x9)", GNU Go's bound). HA[0] and
// HA[1] mean no handicap; HA places no stones (SGF FF4: the stones are the root's AB; GNU Go
// would place fixed handicap stones when AB is missing, we do not). B/W with an empty value is
// a pass, and so is [tt] on boards up to 19x19. Point lists may be compressed ([aa:cc]).
Result<SgfGameRecord> read_game_record(const SgfMainLine& line);

// The rules an SGF RU value names: Chinese, Japanese, AGA, NZ (or New Zealand), Tromp-Taylor,
// any case, spaces, '-' and '_' ignored; also any text Rules::parse accepts (what
// sgf_rules_name writes for rules without an SGF name). Komi is not part of RU: the result
// keeps the preset's. nullopt for anything else.
std::optional<Rules> rules_from_sgf(std::string_view ru);

// The RU value for these rules (komi ignored): "Chinese", "Japanese", "AGA", "NZ",
// "Tromp-Taylor", or the Rules::to_string text without komi for other rule sets.
std::string sgf_rules_name(const Rules& rules);

// A replayed record: the game and the colour to move (the colour of the next move in the file
// when replay stopped before it, else Game::to_move()).
struct LoadedGame {
    Game game;
    Color to_move = Color::black;
};

// Replays a record as GNU Go's loadsgf does: with `until` = n, the position before move n
// (moves count B and W nodes from 1; n = 1 gives the position before the first move), else,
// when n is past the end or n <= 0 (GNU Go 3.8: `loadsgf FILE 0` loads the whole game), the
// whole main line. Rules come from RU when rules_from_sgf knows
// them, else `current`; komi from KM, else current's. The root's setup becomes the game's
// setup (or its handicap when HA >= 2 matches the black stones placed; then white moves first
// unless PL says otherwise); setup in later nodes becomes Game::edit() calls, which undo
// never takes back when they come before the first move. Errors: "illegal move at move 12 (white
// D4: occupied)", "invalid setup at move 3 ...". Moves after the stop point are not checked.
Result<LoadedGame> replay_game_record(const SgfGameRecord& record, const Rules& current,
                                      std::optional<int> until = std::nullopt);

// The three steps from SGF text to a game: parse_sgf (within `limits`), read_game_record and
// replay_game_record; the first error is the answer.
Result<LoadedGame> load_sgf_game(std::string_view text, const Rules& current,
                                 std::optional<int> until = std::nullopt,
                                 const SgfLimits& limits = {});

}  // namespace boardtalk::go
