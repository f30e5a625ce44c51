#include "engine/2048/packed_network.hpp"

#include <zstd.h>

#include <algorithm>
#include <cstdlib>
#include <memory>
#include <sstream>

#include "engine/2048/network_text.hpp"
#include "engine/2048/packed_weights.hpp"

namespace boardtalk::g2048 {

namespace {

constexpr std::string_view kPrefix = "boardtalk 2048 packed n-tuple network ";
constexpr std::string_view kVersion = "1";
constexpr int kWindowLogMax = 24;

struct DStreamFree {
    void operator()(ZSTD_DStream* s) const { ZSTD_freeDStream(s); }
};

struct FreeDeleter {
    void operator()(char* p) const { std::free(p); }
};

// Decompressed content, in a buffer that grows as it is written.
struct Content {
    std::unique_ptr<char, FreeDeleter> data;
    std::size_t size = 0, capacity = 0;
    std::string_view view() const { return {data.get(), size}; }
    // Doubles the buffer (at least 1 MB), up to `limit` bytes; false when out of memory. Large
    // blocks are remapped by realloc, not copied.
    bool grow(std::size_t limit) {
        const std::size_t want = std::min(limit, std::max(2 * capacity, std::size_t{1} << 20));
        char* p = static_cast<char*>(std::realloc(data.get(), want));
        if (!p) return false;
        (void)data.release();
        data.reset(p);
        capacity = want;
        return true;
    }
};

// The content of the zstd frame `frame`, of exactly `size` bytes: never more than one byte past
// it is decompressed, and the buffer grows only with what the frame yields, so a header that
// claims more than its frame holds costs nothing.
Result<Content> decompress(std::string_view frame, std::uint64_t size) {
    std::unique_ptr<ZSTD_DStream, DStreamFree> stream(ZSTD_createDStream());
    if (!stream) return Error{"out of memory"};
    // pack_network's levels need at most an 8 MB window; a frame asking for more is refused
    // rather than allowed to allocate it.
    ZSTD_DCtx_setParameter(stream.get(), ZSTD_d_windowLogMax, kWindowLogMax);
    const std::size_t limit = static_cast<std::size_t>(size) + 1;  // a frame filling it is long
    Content c;
    ZSTD_inBuffer in{frame.data(), frame.size(), 0};
    std::size_t ret = 1;
    while (ret != 0 && c.size < limit) {
        if (c.size == c.capacity && !c.grow(limit)) return Error{"out of memory"};
        ZSTD_outBuffer out{c.data.get(), c.capacity, c.size};
        const std::size_t before = in.pos;
        ret = ZSTD_decompressStream(stream.get(), &out, &in);
        if (ZSTD_isError(ret))
            return Error{std::string("damaged compressed content (") + ZSTD_getErrorName(ret) +
                         ")"};
        if (ret != 0 && in.pos == before && out.pos == c.size)
            return Error{"truncated compressed content"};
        c.size = out.pos;
    }
    if (c.size > size) return Error{"content: more bytes than the header says"};
    if (in.pos != in.size) return Error{"bytes after the compressed content"};
    if (c.size != size) return Error{"content: fewer bytes than the header says"};
    return c;
}

std::uint64_t weight_count(const std::vector<TupleShape>& shapes, std::size_t stages) {
    std::uint64_t n = 0;
    for (const auto& shape : shapes) n += std::uint64_t{1} << (4 * shape.size());
    return n * stages;
}

struct PackedHeader {
    std::vector<TupleShape> shapes;
    std::vector<int> stages;
    std::uint64_t games, seed, weights, nonzero, bits, content, packed, checksum;
};

Result<std::vector<int>> parse_stages(const std::string& text) {
    if (text == "none") return std::vector<int>{};
    auto tiles = NTupleNetwork::parse_stage_tiles(text);
    if (!tiles) return Error{"stages: " + tiles.error()};
    if (tiles->empty()) return Error{"stages: empty (none: 'none')"};
    return tiles;
}

// The header's fields, each checked against the others; `pos` ends at the frame.
Result<PackedHeader> parse_header(std::string_view bytes, std::size_t& pos) {
    const auto eol = bytes.find('\n');
    if (eol == std::string_view::npos) return Error{"truncated header"};
    if (const auto version = bytes.substr(kPrefix.size(), eol - kPrefix.size());
        version != kVersion)
        return Error{"packed network version '" + std::string(version.substr(0, 20)) +
                     "': this program reads version " + std::string(kVersion)};
    pos = eol + 1;
    auto f = network_text::header_fields(bytes, pos,
                                         {"shapes ", "stages ", "games ", "seed ", "weights ",
                                          "nonzero ", "bits ", "content ", "packed ", "checksum "});
    if (!f) return Error{f.error()};
    const auto& fields = *f;
    auto shapes = network_text::parse_shapes(fields[0]);
    if (!shapes) return Error{"shapes: " + shapes.error()};
    auto stages = parse_stages(fields[1]);
    if (!stages) return Error{stages.error()};
    PackedHeader h{std::move(*shapes), std::move(*stages), 0, 0, 0, 0, 0, 0, 0, 0};
    std::uint64_t* numbers[] = {&h.games, &h.seed,    &h.weights, &h.nonzero,
                                &h.bits,  &h.content, &h.packed};
    for (int k = 0; k < 7; ++k) {
        const auto n = network_text::canonical_number(fields[2 + k], 10);
        if (!n) return Error{"damaged header ('" + fields[2 + k] + "')"};
        *numbers[k] = *n;
    }
    const auto sum = network_text::canonical_number(fields[9], 16);
    if (!sum) return Error{"damaged header (checksum '" + fields[9] + "')"};
    h.checksum = *sum;
    return h;
}

// The sizes of `h` against each other and against the file's `rest` bytes after the header.
std::string sizes_problem(const PackedHeader& h, std::uint64_t rest) {
    const std::uint64_t weights = weight_count(h.shapes, h.stages.size() + 1);
    const std::uint64_t tables = h.shapes.size() * (h.stages.size() + 1);
    if (h.weights != weights)
        return "weights " + std::to_string(h.weights) + ", but its shapes hold " +
               std::to_string(weights);
    if (h.nonzero > weights) return "more nonzero weights than weights";
    if (h.bits < min_weight_bits || h.bits > max_weight_bits)
        return "bits " + std::to_string(h.bits) + ": " + std::to_string(min_weight_bits) + ".." +
               std::to_string(max_weight_bits);
    if (h.content < min_content_bytes(tables, h.nonzero) ||
        h.content > max_content_bytes(tables, h.nonzero))
        return "content of " + std::to_string(h.content) + " bytes cannot hold " +
               std::to_string(h.nonzero) + " nonzero weights";
    if (rest < h.packed)
        return "truncated: " + std::to_string(rest) + " of " + std::to_string(h.packed) +
               " packed bytes";
    if (rest > h.packed) return "bytes after the packed content";
    return "";
}

}  // namespace

bool is_packed_network(std::string_view bytes) {
    return bytes.substr(0, kPrefix.size()) == kPrefix;
}

Result<PackedNetwork> pack_network(const NTupleNetwork& net, int level, int bits) {
    auto weights = encode_weights(net, bits);
    if (!weights) return Error{weights.error()};
    const std::string& content = weights->content;
    std::string frame(ZSTD_compressBound(content.size()), '\0');
    std::unique_ptr<ZSTD_CCtx, decltype(&ZSTD_freeCCtx)> cctx(ZSTD_createCCtx(), ZSTD_freeCCtx);
    ZSTD_CCtx_setParameter(cctx.get(), ZSTD_c_compressionLevel, level);
    ZSTD_CCtx_setParameter(cctx.get(), ZSTD_c_checksumFlag, 1);
    const std::size_t n =
        ZSTD_compress2(cctx.get(), frame.data(), frame.size(), content.data(), content.size());
    if (ZSTD_isError(n)) return Error{std::string("zstd: ") + ZSTD_getErrorName(n)};
    frame.resize(n);
    std::ostringstream head;
    head << kPrefix << kVersion << "\nshapes " << network_text::shapes_text(net.shapes())
         << "\nstages "
         << (net.stage_exponents().empty() ? "none"
                                           : network_text::stages_text(net.stage_exponents()))
         << "\ngames " << net.games() << "\nseed " << net.seed() << "\nweights "
         << net.weight_count() << "\nnonzero " << weights->nonzero << "\nbits " << bits
         << "\ncontent " << content.size() << "\npacked " << frame.size() << "\nchecksum "
         << std::hex << network_text::fnv1a(content) << "\n";
    return PackedNetwork{head.str() + frame, weights->nonzero, content.size()};
}

Result<NTupleNetwork> parse_packed_network(std::string_view bytes) {
    if (!is_packed_network(bytes)) return Error{"not a packed boardtalk 2048 n-tuple network"};
    std::size_t pos = 0;
    auto h = parse_header(bytes, pos);
    if (!h) return Error{h.error()};
    if (auto p = sizes_problem(*h, bytes.size() - pos); !p.empty()) return Error{p};
    auto content = decompress(bytes.substr(pos), h->content);
    if (!content) return Error{content.error()};
    if (network_text::fnv1a(content->view()) != h->checksum)
        return Error{"checksum mismatch (damaged file)"};
    NTupleNetwork net(std::move(h->shapes), std::move(h->stages));
    if (auto p = decode_weights(content->view(), h->nonzero, static_cast<int>(h->bits), net);
        !p.empty())
        return Error{p};
    net.set_games(h->games);
    net.set_seed(h->seed);
    return net;
}

Result<NTupleNetwork> parse_network_file(std::string_view bytes) {
    if (is_packed_network(bytes)) return parse_packed_network(bytes);
    return NTupleNetwork::parse(bytes);
}

}  // namespace boardtalk::g2048
