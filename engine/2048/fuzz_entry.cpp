#include "engine/2048/fuzz_entry.hpp"

#include <stdexcept>

#include "engine/2048/direction.hpp"
#include "engine/2048/late_starts.hpp"
#include "engine/2048/ntuple.hpp"
#include "engine/2048/position.hpp"
#include "engine/2048/save_format.hpp"

namespace boardtalk::g2048 {

void fuzz_parsers(std::string_view bytes) {
    (void)parse_direction(bytes);
    for (int n = min_size; n <= max_size; ++n) {
        auto p = parse_position(bytes, n);
        // A parsed position must print to a text that parses to the same position.
        if (p && parse_position(format_position(p.value()), n).value() != p.value())
            throw std::logic_error("position round trip differs");
    }
    (void)NTupleNetwork::parse_stage_tiles(bytes);
    // A network file that parses writes back byte for byte.
    if (auto net = NTupleNetwork::parse(bytes); net && net.value().serialize() != bytes)
        throw std::logic_error("network round trip differs");
    // Late starts that parse write a file that parses to the same boards, tile and counts.
    if (auto late = LateStarts::parse(bytes)) {
        const auto again = LateStarts::parse(late->starts.serialize(late->games));
        if (!again || again->games != late->games ||
            again->starts.boards() != late->starts.boards() ||
            again->starts.tile_exponent() != late->starts.tile_exponent() ||
            again->starts.capacity() != late->starts.capacity())
            throw std::logic_error("late starts round trip differs");
    }
    auto game = load_game(bytes);
    if (game && load_game(save_game(game.value())).value().position() != game.value().position())
        throw std::logic_error("save round trip differs");
}

}  // namespace boardtalk::g2048
