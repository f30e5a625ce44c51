#include "engine/2048/spawn.hpp"

#include <limits>

namespace boardtalk::g2048 {

std::uint64_t uniform_below(SpawnRng& rng, std::uint64_t n) {
    constexpr std::uint64_t top = std::numeric_limits<std::uint64_t>::max();
    // Accept draws below the largest multiple of n that fits; the rest would bias low values.
    const std::uint64_t limit = top - (top % n + 1) % n;
    for (;;) {
        const std::uint64_t x = rng();
        if (x <= limit) return x % n;
    }
}

Spawn draw_spawn(SpawnRng& rng, const Grid& grid) {
    const auto empty = grid.empty_cells();
    const auto pick = uniform_below(rng, empty.size());
    const auto tenth = uniform_below(rng, 10);
    return Spawn{empty[pick], static_cast<std::uint8_t>(tenth == 9 ? 2 : 1)};
}

}  // namespace boardtalk::g2048
