#pragma once
// Writing a Game as an SGF FF[4] record (what printsgf and gomill-savesgf print).
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/go/game.hpp"
#include "engine/go/score.hpp"

namespace boardtalk::go {

struct SgfWriteOptions {
    std::string application = "boardtalk";  // AP[application:version]
    std::string version;
    std::optional<std::string> result;  // RE, e.g. from sgf_result()
    // More root properties (identifier, raw value): one with the identifier of a property the
    // writer puts in the root replaces it there; the others follow the writer's properties.
    std::vector<std::pair<std::string, std::string>> extra;
};

// The game as one SGF game tree:
//   (;FF[4]GM[1]CA[UTF-8]AP[..]SZ[..]KM[..]RU[..]RE[..]
//   HA[n]AB[..]AW[..]PL[..]      (when there is setup)
//   ;B[dd];W[pp];B[] ...         (the moves, ten nodes a line; a pass is [])
//   ;AE[..]AB[..]PL[..] ...      (an edit, in its own node between the moves)
//   )
// SZ is [n] on a square board, [w:h] otherwise; KM the shortest decimal that reads back
// exactly; RU from sgf_rules_name(); HA only after a handicap; PL in the root only when the
// first player is not the one a reader infers (black, white after a handicap). Values are
// escaped ('\' before ']' and '\'); lines end with '\n', none is empty; no trailing newline.
// replay_game_record(read_game_record(parse_sgf(text))) gives back the same board, setup,
// handicap, edits, moves, rules and komi.
std::string write_sgf(const Game& game, const SgfWriteOptions& options = {});

// The RE value of a finished game (two passes at the end): "B+3.5", "W+0.5" or "0" from
// score(game, dead); nullopt while the game goes on.
std::optional<std::string> sgf_result(const Game& game, const DeadSet& dead = {});

// `value` with '\' put before every ']' and '\'.
std::string sgf_escape(std::string_view value);

}  // namespace boardtalk::go
