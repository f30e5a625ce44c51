#pragma once
// Sector tables in memory, answering for the positions of a game: the groundwork of genmove and
// database_lookup with databases (docs/morris.md). Loading the files is the adapter's job.
#include <map>
#include <optional>

#include "engine/morris/position.hpp"
#include "engine/morris/solve/retrograde.hpp"

namespace boardtalk::morris::solve {

class Databases {
  public:
    // Tables solved under `rules` (only flying and diagonals matter).
    explicit Databases(const Rules& rules) : rules_(rules) {}

    void add(SectorTable table);
    bool covers(Sector s) const { return tables_.contains(s); }
    bool empty() const { return tables_.empty(); }
    std::size_t size() const { return tables_.size(); }
    // The rules the tables were solved under.
    const Rules& rules() const { return rules_; }

    // The value of `pos` for its side to move, when the position is in the moving or flying
    // phase (no men in hand, 3 or more men a side), its sector is here and `rules` agree with
    // the tables' on flying and diagonals; nullopt otherwise.
    std::optional<Value> lookup(const Position& pos, const Rules& rules) const;

  private:
    Rules rules_;
    std::map<Sector, SectorTable> tables_;
};

}  // namespace boardtalk::morris::solve
