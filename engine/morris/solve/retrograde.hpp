#pragma once
// Retrograde analysis of the moving and flying phases. The sectors (a, b) and (b, a) reach each
// other by every move that removes nothing, so they are solved together; a removal leads to the
// sector (b - 1, a), solved before (or a win at once when it leaves 2 men). The values are the
// game-theoretic ones: a repetition is a draw and there is no move counter.
//
// Positions are reduced by the 16 symmetries (index.hpp), so a move's count is that of the
// distinct entries the moves that remove nothing reach, and an entry learns once from each
// distinct successor entry.
//
// Method: for each position, count its moves that remove nothing and look up the ones that remove
// a man; then, level by level in plies to the end (losses at 0 first: no legal move), walk back
// from each decided position through its predecessors (unmoves): a predecessor of a loss is a win,
// one whose every move reaches a win is a loss. What is never decided is a draw.
#include <cstdint>
#include <functional>
#include <vector>

#include "core/result.hpp"
#include "engine/morris/rules.hpp"
#include "engine/morris/solve/index.hpp"
#include "engine/morris/solve/sector.hpp"
#include "engine/morris/solve/value.hpp"

namespace boardtalk::morris::solve {

// The values of every position of one sector, by its SectorIndex.
struct SectorTable {
    Sector sector;
    std::vector<Stored> values;
    const SectorIndex* index = &sector_index(sector);

    Value at(Mask mover, Mask other) const { return decode(values[index->index(mover, other)]); }
};

// The tables solved before, by sector; nullptr when one is missing.
using SectorSource = std::function<const SectorTable*(Sector)>;

// Which sectors must be solved before the pair {a, b}: those with 3 or more men of the sectors
// (b - 1, a) and (a - 1, b).
std::vector<Sector> dependencies(int a, int b);

// Solves the sector (a, b) and, when b != a, (b, a); 3 <= a, b <= 12. Only `rules.flying` and
// `rules.diagonals` matter. Fails when a dependency is missing or a distance does not fit a byte.
Result<std::vector<SectorTable>> solve_pair(int a, int b, const Rules& rules,
                                            const SectorSource& solved);

// Counts of a table's values (holes not counted).
struct Tally {
    std::uint64_t wins = 0, losses = 0, draws = 0;
    int longest = 0;  // the most plies of any win or loss
};
Tally tally(const SectorTable& table);

}  // namespace boardtalk::morris::solve
