#include "engine/2048/fuzz_entry.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "engine/2048/direction.hpp"
#include "engine/2048/late_starts.hpp"
#include "engine/2048/ntuple.hpp"
#include "engine/2048/packed_network.hpp"
#include "engine/2048/packed_weights.hpp"
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
    // Either network file, told apart by its first line.
    (void)parse_network_file(bytes);
    auto game = load_game(bytes);
    if (game && load_game(save_game(game.value())).value().position() != game.value().position())
        throw std::logic_error("save round trip differs");
}

namespace {

// The same shapes, stages, games and seed, the same weights nonzero, and each within one
// 16-bit step of its table (a network of fewer bits packed again in 16 moves by half a step; in
// its own bits, by a scale's last bit).
bool same_network(const NTupleNetwork& a, const NTupleNetwork& b) {
    if (a.shapes() != b.shapes() || a.stage_exponents() != b.stage_exponents() ||
        a.games() != b.games() || a.seed() != b.seed())
        return false;
    for (int t = 0; t < a.stages() * static_cast<int>(a.shapes().size()); ++t) {
        const auto x = a.weights(t), y = b.weights(t);
        float largest = 0;
        for (float w : x) largest = std::max(largest, std::fabs(w));
        const double step = largest / 32767.0;
        for (std::size_t i = 0; i < x.size(); ++i)
            if ((x[i] == 0) != (y[i] == 0) || std::fabs(x[i] - y[i]) > step) return false;
    }
    return true;
}

void repack(const NTupleNetwork& net, int bits) {
    auto packed = pack_network(net, 1, bits);
    if (!packed) throw std::logic_error("a network read from a packed file does not pack");
    auto back = parse_packed_network(packed->bytes);
    if (!back || !same_network(net, *back)) throw std::logic_error("packed round trip differs");
}

}  // namespace

void fuzz_packed_network(std::string_view bytes) {
    if (auto net = parse_packed_network(bytes)) repack(*net, max_weight_bits);
    if (bytes.size() < 3) return;
    const auto nonzero = static_cast<unsigned char>(bytes[0]) |
                         static_cast<unsigned>(static_cast<unsigned char>(bytes[1])) << 8;
    const int bits = min_weight_bits +
                     static_cast<unsigned char>(bytes[2]) % (max_weight_bits - min_weight_bits + 1);
    NTupleNetwork tiny(*NTupleNetwork::preset("tiny"));
    if (decode_weights(bytes.substr(3), nonzero, bits, tiny).empty()) repack(tiny, bits);
}

}  // namespace boardtalk::g2048
