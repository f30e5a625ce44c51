#pragma once
// The packed network file: an n-tuple network's weights quantised to 16 bits, only the nonzero
// ones kept (packed_weights.hpp), compressed with zstd, under a text header:
//
//   boardtalk 2048 packed n-tuple network 1
//   shapes 0,1,2,3,4,5 4,5,6,7,8,9 0,1,2,4,5,6 4,5,6,8,9,10
//   stages none                  (or the stage tiles: 8192,16384)
//   games 2000000                (the training's, as in the float file)
//   seed 1
//   weights 67108864             (the shapes' and stages' count)
//   nonzero 9400000              (the weights kept)
//   bits 16                      (of the weights' steps, 8..16: see packed_weights.hpp)
//   content 31000000             (bytes once decompressed)
//   packed 15000000              (bytes of the zstd frame that follows the header)
//   checksum 8f3a...             (64-bit FNV-1a of the decompressed content, hex)
//
// A version other than 1 is refused by name, and so is every field out of range: the content's
// size must fit the weights, the frame must be the rest of the file exactly, decompression stops
// at the header's size (so a small file cannot make a large allocation beyond it), and the
// checksum must match before any weight is read.
#include <cstdint>
#include <string>
#include <string_view>

#include "core/result.hpp"
#include "engine/2048/ntuple.hpp"

namespace boardtalk::g2048 {

// Whether `bytes` begin as a packed network file does (whatever its version).
bool is_packed_network(std::string_view bytes);

struct PackedNetwork {
    std::string bytes;
    std::uint64_t nonzero = 0;
    std::uint64_t content_bytes = 0;
};
// The packed file of `net` (zstd at `level`, 1..19; weights in `bits` steps, min_weight_bits..
// max_weight_bits); an error when a weight is not finite or too large.
Result<PackedNetwork> pack_network(const NTupleNetwork& net, int level = 19, int bits = 16);

// The network of a packed file, or why not (one line).
Result<NTupleNetwork> parse_packed_network(std::string_view bytes);

// Either file, told apart by its first line: a packed one (parse_packed_network) or a float one
// (NTupleNetwork::parse).
Result<NTupleNetwork> parse_network_file(std::string_view bytes);

}  // namespace boardtalk::g2048
