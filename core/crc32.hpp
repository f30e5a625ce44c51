#pragma once
// The CRC-32 that the project's binary files carry in their headers (the Morris tables, the Go
// policy network): zlib's, written as 8 lowercase hex digits.
#include <zlib.h>

#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>

namespace boardtalk {

// zlib's CRC-32 of `bytes`.
inline std::uint32_t crc32_of(std::string_view bytes) {
    const auto* data = reinterpret_cast<const Bytef*>(bytes.data());
    return static_cast<std::uint32_t>(::crc32_z(::crc32_z(0, nullptr, 0), data, bytes.size()));
}

// `crc` as a header writes it: 8 lowercase hex digits.
inline std::string crc32_hex(std::uint32_t crc) {
    char text[9];
    std::snprintf(text, sizeof text, "%08x", unsigned(crc));
    return text;
}

}  // namespace boardtalk
