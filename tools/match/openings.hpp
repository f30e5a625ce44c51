#pragma once
// Openings for a match: a text file, one opening a line, its moves in the game's notation
// separated by spaces ("D4 Q16 pass", "d6 a1 d2", "up left"). Blank lines and lines starting
// with '#' are skipped. Game i plays opening (i / 2) mod count, so each opening is played once
// with each engine on each colour.
#include <cstdint>
#include <string>
#include <vector>

#include "games/common/referee.hpp"

namespace boardtalk::match {

using Opening = std::vector<std::string>;  // moves (a Morris "d6 xb4" kept as one)

struct Openings {
    std::string path;
    std::vector<Opening> list;
    std::vector<int> lines;  // the 1-based line of each opening in the file

    // The opening of game `index`; an empty one when there are none.
    const Opening& for_game(int index) const;
};

// Reads the file. Throws std::runtime_error with one line naming the file when it cannot be
// read or holds no opening.
Openings read_openings(const std::string& path);

// Replays the opening of every game in `indices` on a fresh referee (a DVONN random setup
// depends on the game's seed); throws std::runtime_error "openings FILE line N: move 3 'E3' is
// illegal: ..." for the first move that is unreadable or illegal, or when an opening ends the
// game. With `games_per_pairing` (a tournament's schedule), game i plays the opening of game
// i % games_per_pairing of its pairing, with the seed of i.
void check_openings(const Openings& openings, const GameSettings& settings, std::uint64_t base_seed,
                    const std::vector<int>& indices, int games_per_pairing = 0);

}  // namespace boardtalk::match
