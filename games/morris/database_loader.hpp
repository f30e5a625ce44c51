#pragma once
// Loading a directory of endgame database files (`--databases DIR` and the `databases` command
// share it): each sector file's head and size are checked at once; at the first position of its
// sector the file is mapped and its block checksums checked, and each block of values is checked
// (CRC-32) at its first read, so K = 7 starts at once, a game's first position in a large sector
// reads one block, and a damaged table is one warning line when a game first reads the damage.
// A table of the older format 1 is read and checked whole at its first use.
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "engine/morris/solve/databases.hpp"

namespace boardtalk::morris {

struct LoadedDatabases {
    std::shared_ptr<const solve::Databases> databases;
    std::uint64_t bytes = 0;            // of the table files taken (read at first use)
    std::vector<std::string> problems;  // one line per file left out: "PATH: why"
};

// Takes every `sector-A-B.mdb` file in `dir` (other files are ignored) whose head and size fit
// `rules` (flying and diagonals) and its sector; a truncated, unreadable or foreign-rules file is
// left out with one line in `problems`. A table whose values turn out damaged at its first use
// (a damaged block at its first read) is logged then and left out. Throws protocol::CommandError
// "cannot read databases DIR: <reason>" when `dir` is not a readable directory.
LoadedDatabases load_databases(const std::string& dir, const Rules& rules);

}  // namespace boardtalk::morris
