#include "adapters/2048/arg_types.hpp"

#include "engine/2048/grid.hpp"
#include "protocol/errors.hpp"

namespace boardtalk::g2048 {

protocol::ArgType<std::string> direction_word() {
    return protocol::types::string_named("direction");
}

Direction to_direction(const std::string& word) {
    if (auto d = parse_direction(word)) return *d;
    throw protocol::CommandError("unknown direction '" + word + "'");
}

bool board_size_fits(std::uint32_t n) {
    return n >= min_size && n <= max_size;
}

protocol::ArgType<std::uint64_t> seed_type() {
    return protocol::types::seed();
}

}  // namespace boardtalk::g2048
