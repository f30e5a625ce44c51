#include "engine/go/policy_network.hpp"

#include <algorithm>
#include <bit>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <optional>
#include <stdexcept>
#include <string>

#include "core/crc32.hpp"
#include "core/take_line.hpp"

namespace boardtalk::go {

namespace {

constexpr std::string_view kMagic = "boardtalk go policy 1";
constexpr std::string_view kMagicPrefix = "boardtalk go policy ";
constexpr float kMaxWeight = 1e6f;

Error refusal(const std::string& why) {
    return Error{"policy network: " + why};
}

// `line`'s fields, separated by single spaces; at most 7 (the last then holds the rest of the
// line), one more than a header line has.
std::vector<std::string_view> fields_of(std::string_view line) {
    std::vector<std::string_view> fields;
    while (fields.size() < 6) {
        const auto space = line.find(' ');
        fields.push_back(line.substr(0, space));
        if (space == std::string_view::npos) return fields;
        line.remove_prefix(space + 1);
    }
    fields.push_back(line);
    return fields;
}

// The whole of `text` as a decimal number.
template <class T>
std::optional<T> decimal(std::string_view text) {
    T value{};
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return value;
}

// At most 8 characters of `text` as they may appear in a one-line message.
std::string printable8(std::string_view text) {
    std::string s(text.substr(0, 8));
    for (char& c : s)
        if (c < 0x20 || c > 0x7e) c = '?';
    return s;
}

struct NetworkHeader {
    int planes = 0, channels = 0, layers = 0;
    std::uint32_t crc = 0;
    std::uint64_t bytes = 0;
};

// The float count of a network: each 3x3 layer's weights and biases, then the head's.
std::uint64_t float_count(const NetworkHeader& h) {
    const std::uint64_t p = h.planes, c = h.channels, l = h.layers;
    return (c * p * 9 + c) + (l - 1) * (c * c * 9 + c) + c + 1;
}

// Reads "planes P channels C layers L" and checks the ranges.
Result<NetworkHeader> read_sizes(std::optional<std::string_view> line) {
    const auto f = line ? fields_of(*line) : std::vector<std::string_view>{};
    std::optional<long long> v[3];
    if (f.size() == 6 && f[0] == "planes" && f[2] == "channels" && f[4] == "layers")
        for (int i = 0; i < 3; ++i) v[i] = decimal<long long>(f[2 * i + 1]);
    if (!v[0] || !v[1] || !v[2]) return refusal("line 2 is not 'planes P channels C layers L'");
    const char* names[] = {"planes", "channels", "layers"};
    const int highest[] = {64, 256, 32};
    for (int i = 0; i < 3; ++i)
        if (*v[i] < 1 || *v[i] > highest[i])
            return refusal(std::string(names[i]) + " " + std::to_string(*v[i]) + " not in 1.." +
                           std::to_string(highest[i]));
    NetworkHeader h;
    h.planes = int(*v[0]), h.channels = int(*v[1]), h.layers = int(*v[2]);
    return h;
}

// Reads the three header lines off `rest`, which then holds the payload.
Result<NetworkHeader> read_header(std::string_view& rest) {
    const auto magic = take_line(rest);
    if (!magic || !magic->starts_with(kMagicPrefix))
        return refusal("not a policy network file (boardtalk go policy 1)");
    if (*magic != kMagic)
        return refusal("unknown format '" + printable8(magic->substr(kMagicPrefix.size())) +
                       "' (this program reads 1)");
    auto header = read_sizes(take_line(rest));
    if (!header) return header;
    const auto line = take_line(rest);
    const auto f = line ? fields_of(*line) : std::vector<std::string_view>{};
    const bool crc_ok = f.size() == 4 && f[0] == "crc32" && f[1].size() == 8 &&
                        std::all_of(f[1].begin(), f[1].end(), [](char c) {
                            return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
                        });
    const auto bytes = crc_ok && f[2] == "bytes" ? decimal<std::uint64_t>(f[3]) : std::nullopt;
    if (!bytes) return refusal("line 3 is not 'crc32 XXXXXXXX bytes N' (8 lowercase hex digits)");
    std::from_chars(f[1].data(), f[1].data() + 8, header->crc, 16);
    header->bytes = *bytes;
    return header;
}

// Which tensor float `index` of the payload belongs to, for messages.
std::string tensor_of(const NetworkHeader& h, std::uint64_t index) {
    std::uint64_t inputs = h.planes;
    for (int l = 0; l < h.layers; ++l) {
        const std::uint64_t weights = std::uint64_t(h.channels) * inputs * 9;
        if (index < weights) return "layer " + std::to_string(l) + " weights";
        if (index < weights + h.channels) return "layer " + std::to_string(l) + " bias";
        index -= weights + h.channels;
        inputs = h.channels;
    }
    return index < std::uint64_t(h.channels) ? "head weights" : "head bias";
}

// The payload's floats, each checked finite and of size below kMaxWeight.
Result<std::vector<float>> read_floats(const NetworkHeader& h, std::string_view payload) {
    std::vector<float> floats(payload.size() / 4);
    for (std::size_t i = 0; i < floats.size(); ++i) {
        const auto* b = reinterpret_cast<const unsigned char*>(payload.data() + 4 * i);
        const std::uint32_t bits = std::uint32_t(b[0]) | std::uint32_t(b[1]) << 8 |
                                   std::uint32_t(b[2]) << 16 | std::uint32_t(b[3]) << 24;
        floats[i] = std::bit_cast<float>(bits);
        if (!(std::fabs(floats[i]) < kMaxWeight)) {
            char text[32];
            const auto end = std::to_chars(text, text + sizeof text, floats[i]).ptr;
            return refusal("float " + std::to_string(i) + " (" + tensor_of(h, i) + ") is " +
                           std::string(text, end) + ", not finite and below 1e6 in size");
        }
    }
    return floats;
}

// Checks the header's sizes against the payload's, and the payload against its CRC.
std::optional<Error> check_payload(const NetworkHeader& h, std::string_view payload) {
    const std::uint64_t expected = 4 * float_count(h);
    if (expected > max_policy_file_bytes)
        return refusal("planes " + std::to_string(h.planes) + " channels " +
                       std::to_string(h.channels) + " layers " + std::to_string(h.layers) +
                       " take " + std::to_string(expected) + " bytes, more than a file's 64 MiB");
    if (h.bytes != expected)
        return refusal("bytes " + std::to_string(h.bytes) + ", expected " +
                       std::to_string(expected));
    if (payload.size() != expected)
        return refusal(std::to_string(payload.size()) + " bytes after the header, expected " +
                       std::to_string(expected));
    const std::uint32_t crc = crc32_of(payload);
    if (crc != h.crc)
        return refusal("crc32 " + crc32_hex(h.crc) + ", computed " + crc32_hex(crc) + ": damaged");
    return std::nullopt;
}

}  // namespace

Result<PolicyNetwork> PolicyNetwork::parse(std::string_view bytes) {
    if (bytes.size() > max_policy_file_bytes)
        return refusal(std::to_string(bytes.size()) + " bytes, more than a file's 64 MiB");
    auto header = read_header(bytes);
    if (!header) return Error{header.error()};
    if (auto error = check_payload(*header, bytes)) return *error;
    const auto floats = read_floats(*header, bytes);
    if (!floats) return Error{floats.error()};
    PolicyNetwork net;
    net.planes_ = header->planes;
    net.channels_ = header->channels;
    net.padded_ = (net.channels_ + 7) / 8 * 8;
    const float* at = floats->data();
    for (int l = 0; l < header->layers; ++l)
        at = net.add_layer(at, l == 0 ? net.planes_ : net.channels_);
    net.head_weights_.assign(net.padded_, 0.0f);
    std::copy(at, at + net.channels_, net.head_weights_.begin());
    net.head_bias_ = at[net.channels_];
    return net;
}

// Torch's weight [out][in][ky][kx] to blocks of up to 16 output channels, each [tap][in][width]
// with tap = ky * 3 + kx: the evaluator reads a block's weights for one input in one load.
const float* PolicyNetwork::add_layer(const float* at, int inputs) {
    Layer layer;
    layer.inputs = inputs;
    layer.weights.assign(std::size_t(9) * inputs * padded_, 0.0f);
    float* block = layer.weights.data();
    for (int first = 0; first < padded_; first += 16) {
        const int width = std::min(16, padded_ - first);
        for (int j = 0; j < width && first + j < channels_; ++j)
            for (int i = 0; i < inputs; ++i)
                for (int tap = 0; tap < 9; ++tap)
                    block[(tap * inputs + i) * width + j] =
                        at[((first + j) * inputs + i) * 9 + tap];
        block += 9 * inputs * width;
    }
    at += std::size_t(9) * inputs * channels_;
    layer.bias.assign(padded_, 0.0f);
    std::copy(at, at + channels_, layer.bias.begin());
    layers_.push_back(std::move(layer));
    return at + channels_;
}

void PolicyNetwork::prepare(PolicyScratch& s, int height, int width) const {
    if (height < 2 || height > 25 || width < 2 || width > 25)
        throw std::invalid_argument("policy network: board sides are 2..25, not " +
                                    std::to_string(height) + "x" + std::to_string(width));
    if (s.height_ == height && s.width_ == width && s.planes_ == planes_ && s.stride_ == padded_)
        return;
    s.height_ = height, s.width_ = width, s.planes_ = planes_, s.stride_ = padded_;
    s.interior_.clear();
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x) s.interior_.push_back((y + 1) * (width + 2) + x + 1);
    // The padding is never written: it stays zero.
    const std::size_t grid = std::size_t(height + 2) * (width + 2);
    s.input_.assign(grid * planes_, 0.0f);
    s.a_.assign(grid * padded_, 0.0f);
    s.b_.assign(grid * padded_, 0.0f);
}

}  // namespace boardtalk::go
