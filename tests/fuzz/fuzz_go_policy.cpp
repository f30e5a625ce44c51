// Random bytes as a policy network file (engine/go/policy_network.hpp): parsing never crashes,
// hangs or allocates beyond the input's size, an error is one line, and a network that loads
// evaluates a 5x5 board. The bytes are parsed twice: as they are, and with the CRC of line 3
// made right for what follows the header, so that mutations reach the payload's checks and the
// evaluation (a fuzzer would not otherwise find a matching CRC).
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "core/crc32.hpp"
#include "engine/go/policy_network.hpp"

namespace {

// `bytes` with line 3's "crc32 XXXXXXXX" made right for the bytes after line 3; unchanged when
// there is no such line.
std::string with_right_crc(std::string bytes) {
    // The ends of lines 1, 2 and 3.
    const std::size_t end1 = bytes.find('\n');
    const std::size_t end2 = end1 == std::string::npos ? end1 : bytes.find('\n', end1 + 1);
    const std::size_t end3 = end2 == std::string::npos ? end2 : bytes.find('\n', end2 + 1);
    if (end3 == std::string::npos || end3 < end2 + 15 || bytes.compare(end2 + 1, 6, "crc32 ") != 0)
        return bytes;
    const std::string hex =
        boardtalk::crc32_hex(boardtalk::crc32_of(std::string_view(bytes).substr(end3 + 1)));
    bytes.replace(end2 + 7, 8, hex);
    return bytes;
}

void check(std::string_view bytes) {
    using namespace boardtalk::go;
    const auto parsed = PolicyNetwork::parse(bytes);
    if (!parsed) {
        if (parsed.error().empty() || parsed.error().find('\n') != std::string::npos) std::abort();
        return;
    }
    const PolicyNetwork& network = *parsed;
    if (network.planes() < 1 || network.planes() > 64 || network.channels() < 1 ||
        network.channels() > 256 || network.layers() < 1 || network.layers() > 32)
        std::abort();
    std::vector<float> planes(std::size_t(network.planes()) * 25, 1.0f), logits(25);
    for (std::size_t i = 0; i < planes.size(); i += 3) planes[i] = 0.0f;
    PolicyScratch scratch;
    network.evaluate(planes.data(), 5, 5, logits.data(), scratch);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string bytes(reinterpret_cast<const char*>(data), size);
    check(bytes);
    check(with_right_crc(bytes));
    return 0;
}
