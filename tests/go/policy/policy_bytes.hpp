#pragma once
// Policy network files for the tests: the committed fixture's bytes, and files made from
// floats with their header and CRC.
#include <bit>
#include <cstdint>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "core/crc32.hpp"

namespace boardtalk::test {

inline const std::string policy_fixture_dir = "tests/go/data/policy/";

inline std::string read_bytes(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw std::runtime_error("cannot read " + path);
    std::ostringstream bytes;
    bytes << in.rdbuf();
    return bytes.str();
}

inline std::string crc_hex(std::string_view payload) {
    return crc32_hex(crc32_of(payload));
}

// Little-endian float32s (the file's), on a little-endian machine.
inline std::string float_bytes(const std::vector<float>& floats) {
    static_assert(std::endian::native == std::endian::little);
    return std::string(reinterpret_cast<const char*>(floats.data()), floats.size() * 4);
}

// The floats of a network: each 3x3 layer's weights and bias, then the head's.
inline std::size_t policy_float_count(int planes, int channels, int layers) {
    return std::size_t(channels) * planes * 9 + channels +
           std::size_t(layers - 1) * (channels * channels * 9 + channels) + channels + 1;
}

// A whole file: the header with the payload's CRC and size, then the payload.
inline std::string policy_file(int planes, int channels, int layers, std::string_view payload) {
    return "boardtalk go policy 1\nplanes " + std::to_string(planes) + " channels " +
           std::to_string(channels) + " layers " + std::to_string(layers) + "\ncrc32 " +
           crc_hex(payload) + " bytes " + std::to_string(payload.size()) + "\n" +
           std::string(payload);
}

}  // namespace boardtalk::test
