#pragma once
// The index of a sector reduced by the board's 16 symmetries: a position and its images share
// one entry. The mover's men are reduced to the class of their images (the image of least
// colex rank is the representative); the other men get the least rank among the symmetries that
// map the mover's men to that representative. Index = class * C(24 - mover, other) + that rank.
// Where the mover's men are themselves symmetric some indices are holes (no position maps to
// them); they hold a draw and are never looked up.
#include <cstdint>
#include <vector>

#include "engine/morris/solve/sector.hpp"

namespace boardtalk::morris::solve {

class SectorIndex {
  public:
    explicit SectorIndex(Sector s);

    Sector sector() const { return sector_; }
    // Entries, holes included.
    std::uint64_t size() const { return classes_.size() * per_class_; }
    // The entry of a position of the sector (any of its 16 images gives the same one).
    std::uint64_t index(Mask mover, Mask other) const;
    // The representative position of entry `i` as (mover, other); false for a hole.
    bool position(std::uint64_t i, Mask& mover, Mask& other) const;

  private:
    Sector sector_;
    std::uint64_t per_class_;
    std::vector<std::uint32_t> class_of_;  // by colex rank of the mover's men
    std::vector<std::uint16_t> to_class_;  // by colex rank: the symmetries onto the class's men
    std::vector<Mask> classes_;            // by class: the representative men
};

// The index of sector `s`, built once and kept (thread-safe).
const SectorIndex& sector_index(Sector s);

}  // namespace boardtalk::morris::solve
