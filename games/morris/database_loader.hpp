#pragma once
// Loading a directory of endgame database files (`--databases DIR` and the `databases` command
// share it): every sector file is read and checked at once, so a damaged one is reported when
// the databases are loaded rather than in the middle of a game.
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "engine/morris/solve/databases.hpp"

namespace boardtalk::morris {

struct LoadedDatabases {
    std::shared_ptr<const solve::Databases> databases;
    std::uint64_t bytes = 0;            // of the tables loaded
    std::vector<std::string> problems;  // one line per file left out: "PATH: why"
};

// Reads every `sector-A-B.mdb` file in `dir` (other files are ignored) and checks it against
// `rules` (flying and diagonals): a truncated, damaged, unreadable or foreign-rules file is left
// out with one line in `problems`, and the others are used. Throws protocol::CommandError
// "cannot read databases DIR: <reason>" when `dir` is not a readable directory.
LoadedDatabases load_databases(const std::string& dir, const Rules& rules);

}  // namespace boardtalk::morris
