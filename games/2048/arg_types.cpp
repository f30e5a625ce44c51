#include "games/2048/arg_types.hpp"

#include "engine/2048/grid.hpp"
#include "protocol/errors.hpp"

namespace boardtalk::g2048 {

protocol::ArgType<Direction> direction_type() {
    return {"direction", [](std::string_view text) -> Result<Direction> {
                if (auto d = parse_direction(text)) return *d;
                return Error{"expected up, down, left or right (u d l r, or w a s)"};
            }};
}

bool board_size_fits(std::uint32_t n) {
    return n >= min_size && n <= max_size;
}

std::string board_size_range() {
    return std::to_string(min_size) + ".." + std::to_string(max_size);
}

protocol::ArgType<std::uint64_t> seed_type() {
    return protocol::types::seed();
}

}  // namespace boardtalk::g2048
