#include "engine/2048/packed_weights.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <optional>
#include <vector>

namespace boardtalk::g2048 {

namespace {

constexpr int kVarintBytes = 4;  // enough for a table of 16^6 weights
// The scales a file may hold besides 0: far beyond any trained network's (tens), and narrow
// enough that every q times its scale is a normal float.
constexpr float kMinScale = 1e-20f, kMaxScale = 1e20f;

void put_varint(std::string& out, std::uint32_t v) {
    while (v >= 0x80) {
        out += static_cast<char>((v & 0x7F) | 0x80);
        v >>= 7;
    }
    out += static_cast<char>(v);
}

int largest_q(int bits) {
    return (1 << (bits - 1)) - 1;
}

// A LEB128 number of at most kVarintBytes bytes, not overlong; nullopt otherwise.
std::optional<std::uint32_t> get_varint(std::string_view in, std::size_t& pos) {
    if (pos < in.size() && static_cast<unsigned char>(in[pos]) < 0x80)
        return static_cast<unsigned char>(in[pos++]);  // most runs are short
    std::uint32_t v = 0;
    for (int k = 0; k < kVarintBytes && pos < in.size(); ++k) {
        const auto byte = static_cast<unsigned char>(in[pos++]);
        v |= static_cast<std::uint32_t>(byte & 0x7F) << (7 * k);
        if (!(byte & 0x80)) {
            if (k > 0 && byte == 0) return std::nullopt;  // overlong
            return v;
        }
    }
    return std::nullopt;
}

void put_float(std::string& out, float f) {
    std::uint32_t u;
    std::memcpy(&u, &f, 4);
    for (int b = 0; b < 4; ++b) out += static_cast<char>((u >> (8 * b)) & 0xFF);
}

float get_float(std::string_view in, std::size_t pos) {
    std::uint32_t u = 0;
    for (int b = 0; b < 4; ++b)
        u |= static_cast<std::uint32_t>(static_cast<unsigned char>(in[pos + b])) << (8 * b);
    float f;
    std::memcpy(&f, &u, 4);
    return f;
}

// The table's scale: its largest weight size over the largest q, so that weight is +-that q; 0
// when even that would be below kMinScale (the table packs as zeros).
float table_scale(std::span<const float> weights, int bits) {
    float largest = 0;
    for (float w : weights) largest = std::max(largest, std::fabs(w));
    const float scale = largest / static_cast<float>(largest_q(bits));
    return scale < kMinScale ? 0 : scale;
}

// One table's runs, and its values appended to `values`.
void encode_table(std::span<const float> weights, float scale, int bits, std::string& runs,
                  std::vector<std::uint16_t>& values) {
    const int top = largest_q(bits);
    const auto quantised = [&](std::size_t i) {
        return scale > 0 ? static_cast<int>(std::lround(static_cast<double>(weights[i]) / scale))
                         : 0;
    };
    std::size_t i = 0;
    while (i < weights.size()) {
        std::size_t zeros = 0;
        while (i + zeros < weights.size() && quantised(i + zeros) == 0) ++zeros;
        put_varint(runs, static_cast<std::uint32_t>(zeros));
        i += zeros;
        if (i == weights.size()) break;
        std::size_t n = 0;
        for (; i + n < weights.size(); ++n) {
            const int q = std::clamp(quantised(i + n), -top, top);
            if (q == 0) break;
            values.push_back(static_cast<std::uint16_t>(q >= 0 ? 2 * q : -2 * q - 1));
        }
        put_varint(runs, static_cast<std::uint32_t>(n));
        i += n;
    }
}

}  // namespace

std::uint64_t max_content_bytes(std::uint64_t tables, std::uint64_t nonzero) {
    // A scale per table, at most 2 nonzero + 1 runs per table, and 2 bytes a nonzero weight.
    return 4 * tables + kVarintBytes * (2 * nonzero + tables) + 2 * nonzero;
}

std::uint64_t min_content_bytes(std::uint64_t tables, std::uint64_t nonzero) {
    return 4 * tables + tables + 2 * nonzero;
}

Result<PackedWeights> encode_weights(const NTupleNetwork& net, int bits) {
    const int tables = net.stages() * static_cast<int>(net.shapes().size());
    std::string scales, runs;
    std::vector<std::uint16_t> values;
    for (int t = 0; t < tables; ++t) {
        const auto weights = net.weights(t);
        if (!std::all_of(weights.begin(), weights.end(), [](float w) { return std::isfinite(w); }))
            return Error{"a weight of table " + std::to_string(t) + " is not a finite number"};
        const float scale = table_scale(weights, bits);
        if (scale > kMaxScale)
            return Error{"a weight of table " + std::to_string(t) + " is too large to pack"};
        put_float(scales, scale);
        encode_table(weights, scale, bits, runs, values);
    }
    PackedWeights out;
    out.nonzero = values.size();
    out.content = std::move(scales) + runs;
    out.content.reserve(out.content.size() + 2 * values.size());
    for (std::uint16_t v : values) out.content += static_cast<char>(v & 0xFF);
    for (std::uint16_t v : values) out.content += static_cast<char>(v >> 8);
    return out;
}

namespace {

// The reader of decode_weights: the runs from `pos`, the values by their index.
struct Reader {
    std::string_view runs;
    std::size_t pos = 0;
    const char* low;
    const char* high;
    std::uint64_t nonzero, next = 0;
    unsigned top;  // the largest value: the largest q zigzag-coded, 2 * largest_q
};

// One table's weights from `r`; "" or why not. As encode_weights writes them: a table with
// nonzero weights has one at +-the largest q.
std::string decode_table(Reader& r, float scale, float* weights, std::size_t size) {
    std::size_t i = 0;
    unsigned largest = 0;  // zigzag-coded: -+the largest q is r.top - 1 or r.top
    for (bool first = true; i < size; first = false) {
        const auto zeros = get_varint(r.runs, r.pos);
        if (!zeros || *zeros > size - i) return "bad run of zero weights";
        if (!first && *zeros == 0) return "an empty run of zero weights";
        if ((i += *zeros) == size) break;
        const auto n = get_varint(r.runs, r.pos);
        if (!n || *n == 0 || *n > size - i) return "bad run of nonzero weights";
        if (*n > r.nonzero - r.next) return "more nonzero weights than the header says";
        if (scale == 0) return "nonzero weights in a table of scale 0";
        for (std::uint32_t k = 0; k < *n; ++k, ++r.next) {
            const unsigned v = static_cast<unsigned char>(r.low[r.next]) |
                               static_cast<unsigned>(static_cast<unsigned char>(r.high[r.next]))
                                   << 8;
            if (v == 0 || v > r.top) return "a weight of 0 or out of range";
            largest = std::max(largest, v);
            const int q = v & 1 ? -static_cast<int>((v + 1) / 2) : static_cast<int>(v / 2);
            weights[i + k] = static_cast<float>(q * static_cast<double>(scale));
        }
        i += *n;
    }
    if (largest != 0 && largest < r.top - 1) return "no weight at full scale";
    return "";
}

}  // namespace

std::string decode_weights(std::string_view content, std::uint64_t nonzero, int bits,
                           NTupleNetwork& net) {
    const int tables = net.stages() * static_cast<int>(net.shapes().size());
    const std::uint64_t fixed = 4 * static_cast<std::uint64_t>(tables);
    if (content.size() < fixed + 2 * nonzero) return "content too short for its weights";
    const std::size_t values_at = content.size() - 2 * nonzero;
    Reader r{content.substr(fixed, values_at - fixed),  0,       content.data() + values_at,
             content.data() + values_at + nonzero,      nonzero, 0,
             2 * static_cast<unsigned>(largest_q(bits))};
    for (int t = 0; t < tables; ++t) {
        const float scale = get_float(content, 4 * static_cast<std::size_t>(t));
        if (!(scale == 0 || (scale >= kMinScale && scale <= kMaxScale)))
            return "a table's scale out of range (table " + std::to_string(t) + ")";
        const auto span = net.weights(t);
        float* weights = &net.weight(t, 0);
        if (auto p = decode_table(r, scale, weights, span.size()); !p.empty())
            return p + " (table " + std::to_string(t) + ")";
    }
    if (r.pos != r.runs.size()) return "runs past the last table";
    if (r.next != nonzero) return "fewer nonzero weights than the header says";
    return "";
}

}  // namespace boardtalk::g2048
