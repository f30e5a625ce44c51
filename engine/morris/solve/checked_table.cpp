#include "engine/morris/solve/checked_table.hpp"

#include "core/crc32.hpp"
#include "engine/morris/solve/table_file.hpp"

namespace boardtalk::morris::solve {

CheckedTable::CheckedTable(Sector s, std::string_view values, std::vector<std::uint32_t> block_crcs,
                           std::shared_ptr<const void> keep, std::string name,
                           std::function<void(const std::string&)> on_damage)
    : index_(&sector_index(s)),
      values_(values),
      crcs_(std::move(block_crcs)),
      keep_(std::move(keep)),
      name_(std::move(name)),
      on_damage_(std::move(on_damage)),
      checked_(std::make_unique<std::atomic<std::uint8_t>[]>(crcs_.size())) {}

bool CheckedTable::check_block(std::uint64_t block) const {
    if (damaged_.load(std::memory_order_acquire) || block >= crcs_.size()) return false;
    if (checked_[block].load(std::memory_order_acquire)) return true;
    if (crc32_of(values_.substr(block * kTableBlock, kTableBlock)) == crcs_[block]) {
        checked_[block].store(1, std::memory_order_release);
        return true;
    }
    if (!damaged_.exchange(true) && on_damage_) on_damage_(*problem());
    return false;
}

std::optional<Value> CheckedTable::at(Mask mover, Mask other) const {
    const std::uint64_t i = index_->index(mover, other);
    if (i >= values_.size() || !check_block(i / kTableBlock)) return std::nullopt;
    return decode(static_cast<Stored>(values_[i]));
}

bool CheckedTable::check_all() const {
    for (std::uint64_t b = 0; b < crcs_.size(); ++b)
        if (!check_block(b)) return false;
    return true;
}

std::optional<std::string> CheckedTable::problem() const {
    if (!damaged_.load(std::memory_order_acquire)) return std::nullopt;
    return name_ + ": " + kDamaged;
}

}  // namespace boardtalk::morris::solve
