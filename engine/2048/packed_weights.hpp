#pragma once
// The content of a packed network file (packed_network.hpp): a network's weights quantised to
// 16 bits and only the nonzero ones kept. Before compression, little-endian:
//   - per table (stage times shapes plus shape, as NTupleNetwork::weights counts them), its
//     scale as a 32-bit float: the table's largest weight size over the largest q, 2^(bits-1) - 1
//     (32767 with 16 bits; 0 for a table of zeros);
//   - the runs, table by table: LEB128 lengths (1 to 4 bytes, none overlong), alternately of
//     zero weights and of nonzero ones, starting with zeros (that first run alone may be empty),
//     covering the table exactly;
//   - the nonzero weights' values q (the weight is q times its table's scale, |q| at most the
//     largest q, never 0, and some weight of each nonzero table at +-the largest q) zigzag-coded
//     (2q, or -2q-1 below 0) in 16 bits, first all their low bytes, then all their high bytes:
//     bytes of one kind side by side compress better.
// A weight whose nearest multiple of the scale is 0 is packed as a zero. `bits` (8..16) sets the
// steps: fewer bits, coarser weights and a smaller file once compressed.
#include <cstdint>
#include <string>
#include <string_view>

#include "core/result.hpp"
#include "engine/2048/ntuple.hpp"

namespace boardtalk::g2048 {

struct PackedWeights {
    std::string content;
    std::uint64_t nonzero = 0;  // weights kept
};

inline constexpr int min_weight_bits = 8, max_weight_bits = 16;

// The content for `net`'s weights in `bits` bits; an error when a weight is not a finite number
// or too large. Precondition: bits in min_weight_bits..max_weight_bits.
Result<PackedWeights> encode_weights(const NTupleNetwork& net, int bits = max_weight_bits);

// The most content bytes `tables` tables with `nonzero` nonzero weights in all can take, and the
// fewest: a header whose size is outside them is refused before anything is decompressed.
std::uint64_t max_content_bytes(std::uint64_t tables, std::uint64_t nonzero);
std::uint64_t min_content_bytes(std::uint64_t tables, std::uint64_t nonzero);

// Sets `net`'s weights (all zero on entry) from `content`, which holds `nonzero` nonzero
// weights of `bits` bits (precondition: in range). "" when it did, else why not (then `net`
// holds some of the weights).
std::string decode_weights(std::string_view content, std::uint64_t nonzero, int bits,
                           NTupleNetwork& net);

}  // namespace boardtalk::g2048
