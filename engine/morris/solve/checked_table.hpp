#pragma once
// A sector table whose values stay where someone else keeps them (a file mapped into memory),
// each block checked against its CRC-32 at its first read: a game's first position in a 400 MB
// sector costs one block's read and check, not the file's. Once a block is found damaged the
// whole table answers nothing (the sector is left out), and `on_damage` is told once.
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/morris/solve/index.hpp"
#include "engine/morris/solve/value.hpp"

namespace boardtalk::morris::solve {

class CheckedTable {
  public:
    // `values`: the sector's values, one byte per entry of its index (kept alive by `keep`);
    // `block_crcs`: the CRC-32 of each kTableBlock values (table_file.hpp); `name` the file, for
    // the problem's text.
    CheckedTable(Sector s, std::string_view values, std::vector<std::uint32_t> block_crcs,
                 std::shared_ptr<const void> keep, std::string name,
                 std::function<void(const std::string&)> on_damage);

    Sector sector() const { return index_->sector(); }
    // The value of (mover, other), or nullopt once a block of the table was found damaged.
    std::optional<Value> at(Mask mover, Mask other) const;
    // Checks the blocks not checked yet (reading the whole table); false when one is damaged.
    bool check_all() const;
    // "NAME: checksum mismatch (file damaged)" once a block was found damaged, else nullopt.
    std::optional<std::string> problem() const;

  private:
    bool check_block(std::uint64_t block) const;

    const SectorIndex* index_;
    std::string_view values_;
    std::vector<std::uint32_t> crcs_;
    std::shared_ptr<const void> keep_;
    std::string name_;
    std::function<void(const std::string&)> on_damage_;
    std::unique_ptr<std::atomic<std::uint8_t>[]> checked_;  // per block: 0 not yet, 1 good
    mutable std::atomic<bool> damaged_{false};
};

}  // namespace boardtalk::morris::solve
