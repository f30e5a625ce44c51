// `boardtalk 2048 pack`: a network file (float, as `boardtalk 2048 train` writes it, or packed)
// written as a packed one (engine/2048/packed_network.hpp): 16-bit weights, only the nonzero
// ones, under zstd. The repository's data/2048/standard.pack is made by it.
#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <iostream>
#include <stdexcept>
#include <string>

#include "engine/2048/packed_network.hpp"
#include "engine/2048/packed_weights.hpp"
#include "games/2048/g2048_main.hpp"
#include "games/2048/search_options.hpp"
#include "games/common/cli.hpp"
#include "protocol/errors.hpp"
#include "protocol/files.hpp"
#include "protocol/option_values.hpp"

namespace boardtalk::g2048 {

namespace {

struct PackOptions {
    std::string network;
    std::string out;
    int level = 19;
    int bits = max_weight_bits;
};

// How far the packed weights are from `net`'s: the largest difference, and the nonzero weights
// packed as zeros.
struct Drift {
    double largest = 0;
    std::uint64_t zeroed = 0;
};

Drift drift(const NTupleNetwork& net, const NTupleNetwork& packed) {
    Drift d;
    for (int t = 0; t < net.stages() * static_cast<int>(net.shapes().size()); ++t) {
        const auto a = net.weights(t), b = packed.weights(t);
        for (std::size_t i = 0; i < a.size(); ++i) {
            d.largest = std::max(d.largest, std::fabs(static_cast<double>(a[i]) - b[i]));
            d.zeroed += a[i] != 0 && b[i] == 0;
        }
    }
    return d;
}

}  // namespace

int g2048_pack_main(int argc, char** argv) {
    PackOptions o;
    protocol::po::options_description desc("options");
    desc.add_options()("network", protocol::text_value(&o.network)->required(),
                       "the network file to pack (from `boardtalk 2048 train`)")(
        "out", protocol::text_value(&o.out)->required(),
        "the packed file (written atomically; an existing file is replaced)")(
        "level",
        protocol::arg_value(&o.level, protocol::int_type(), protocol::int_range(1, 19))
            ->default_value(o.level),
        "zstd compression level, 1..19")(
        "bits",
        protocol::arg_value(&o.bits, protocol::int_type(),
                            protocol::int_range(min_weight_bits, max_weight_bits))
            ->default_value(o.bits),
        "steps of the weights, 8..16 bits: each table's largest weight over 2^(bits-1) - 1 (fewer: "
        "a smaller file, coarser weights)");
    protocol::po::variables_map vm;
    const std::string usage =
        "usage: boardtalk 2048 pack --network FILE --out FILE   (the network as a packed file: "
        "16-bit weights, only the nonzero ones, compressed)";
    if (auto code = protocol::parse_options(argc, argv, usage, desc, {}, vm)) return *code;
    const auto loaded = load_network(o.network);  // refused as the player refuses it
    const NTupleNetwork& net = *loaded;
    auto packed = pack_network(net, o.level, o.bits);
    if (!packed) throw protocol::UsageError("--network " + o.network + ": " + packed.error());
    // Read back before writing: the file written is one the player loads.
    const auto start = std::chrono::steady_clock::now();
    auto again = parse_packed_network(packed->bytes);
    const double load_s =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (!again) throw std::logic_error("the packed network does not read back: " + again.error());
    protocol::write_output_file(o.out, packed->bytes);
    const Drift d = drift(net, *again);
    std::cout << fmt::format(
        "{}: {} weights, {} nonzero ({:.1f}%), {} bytes before compression, {} bytes packed "
        "({:.1f} MB); largest weight change {:.3g}, {} small weights now zero; read back in "
        "{:.2f} s\n",
        o.out, net.weight_count(), packed->nonzero,
        100.0 * static_cast<double>(packed->nonzero) / static_cast<double>(net.weight_count()),
        packed->content_bytes, packed->bytes.size(), packed->bytes.size() / 1e6, d.largest,
        d.zeroed, load_s);
    return 0;
}

}  // namespace boardtalk::g2048
