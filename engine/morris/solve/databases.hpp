#pragma once
// Sector tables, answering for the positions of a game: the groundwork of genmove and
// database_lookup with databases (docs/morris.md). A table is given whole, or as a reader that
// runs at the first lookup in its sector: the adapter reads the files (the engine does no I/O),
// so a directory of tables is ready at once and each table costs its read and check only when a
// game reaches it.
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <variant>

#include "core/result.hpp"
#include "engine/morris/position.hpp"
#include "engine/morris/solve/checked_table.hpp"
#include "engine/morris/solve/retrograde.hpp"

namespace boardtalk::morris::solve {

// A table read whole (and checked), or mapped and checked a block at a time as it is read.
using LoadedTable = std::variant<SectorTable, std::shared_ptr<const CheckedTable>>;

// Reads one sector's table; an error ("PATH: checksum mismatch (file damaged)") leaves the
// sector out from then on.
using TableReader = std::function<Result<LoadedTable>()>;

class Databases {
  public:
    // Tables solved under `rules` (only flying and diagonals matter).
    explicit Databases(const Rules& rules) : rules_(rules) {}

    // A table in memory now.
    void add(SectorTable table);
    // A table read by `read` at the first lookup in sector `s` (from any thread, once).
    void add_lazy(Sector s, TableReader read);
    // True when a table of `s` was added (a lazy one may still fail at its first lookup).
    bool covers(Sector s) const { return tables_.contains(s); }
    bool empty() const { return tables_.empty(); }
    std::size_t size() const { return tables_.size(); }
    // The rules the tables were solved under.
    const Rules& rules() const { return rules_; }

    // The value of `pos` for its side to move, when the position is in the moving or flying
    // phase (no men in hand, 3 or more men a side), its sector's table is here and could be
    // read, and `rules` agree with the tables' on flying and diagonals; nullopt otherwise.
    std::optional<Value> lookup(const Position& pos, const Rules& rules) const;
    // Why the table of `s` cannot be read (reading and checking it all now); nullopt when it
    // was read or was never added.
    std::optional<std::string> problem(Sector s) const;

  private:
    struct Entry {
        TableReader read;  // empty for a table given whole
        mutable std::once_flag once;
        mutable std::optional<LoadedTable> table;
        mutable std::string problem;
    };
    // The table of `s`, read now if it was not; nullptr when absent or unreadable.
    const LoadedTable* table(Sector s) const;

    Rules rules_;
    std::map<Sector, std::unique_ptr<Entry>> tables_;
};

}  // namespace boardtalk::morris::solve
