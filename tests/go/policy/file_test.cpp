// The policy network file (engine/go/policy_network.hpp): every refusal in one exact line,
// from the committed fixture's bytes mutated; and the loader behind an option
// (games/go/policy_file.hpp).
#include <catch2/catch.hpp>

#include <cmath>
#include <cstring>
#include <fstream>
#include <limits>
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/go/builtin_policy.hpp"
#include "engine/go/policy_network.hpp"
#include "engine/go/policy_planes.hpp"
#include "games/go/policy_file.hpp"
#include "tests/common/temp_dir.hpp"
#include "tests/go/policy/policy_bytes.hpp"

using namespace boardtalk::go;
using boardtalk::test::crc_hex;
using boardtalk::test::float_bytes;
using boardtalk::test::policy_file;
using boardtalk::test::policy_fixture_dir;
using boardtalk::test::read_bytes;

namespace {

// tiny.net: planes 5, channels 8, layers 3, 1545 floats.
const std::string kTiny = read_bytes(policy_fixture_dir + "tiny.net");
const std::string kSizes = "planes 5 channels 8 layers 3";

// What follows the fixture's three header lines.
std::string tiny_payload() {
    std::size_t at = 0;
    for (int line = 0; line < 3; ++line) at = kTiny.find('\n', at) + 1;
    return kTiny.substr(at);
}

std::vector<float> tiny_floats() {
    const std::string payload = tiny_payload();
    std::vector<float> floats(payload.size() / 4);
    std::memcpy(floats.data(), payload.data(), payload.size());
    return floats;
}

// The fixture with line `n` (1-based) replaced by `text`.
std::string tiny_with_line(int n, const std::string& text) {
    std::size_t begin = 0;
    for (int line = 1; line < n; ++line) begin = kTiny.find('\n', begin) + 1;
    const std::size_t end = kTiny.find('\n', begin);
    return kTiny.substr(0, begin) + text + kTiny.substr(end);
}

std::string refusal(const std::string& bytes) {
    const auto network = PolicyNetwork::parse(bytes);
    REQUIRE_FALSE(network.ok());
    CHECK(network.error().find('\n') == std::string::npos);
    return network.error();
}

}  // namespace

TEST_CASE("Policy network files: the fixture parses, its header and payload as stated",
          "[go][policy]") {
    CHECK(kTiny.starts_with("boardtalk go policy 1\n" + kSizes + "\ncrc32 "));
    CHECK(tiny_payload().size() == 4 * 1545);
    CHECK(PolicyNetwork::parse(kTiny).ok());
    // A file made again from its floats is the same file.
    CHECK(policy_file(5, 8, 3, float_bytes(tiny_floats())) == kTiny);
}

TEST_CASE("Policy network files: a wrong first line", "[go][policy]") {
    const std::string not_one = "policy network: not a policy network file (boardtalk go policy 1)";
    CHECK(refusal("") == not_one);
    CHECK(refusal("boardtalk go policy 1") == not_one);  // no line after it
    CHECK(refusal(tiny_with_line(1, "boardtalk go ratings 1")) == not_one);
    CHECK(refusal("\x89PNG\r\n") == not_one);
    CHECK(refusal(tiny_with_line(1, "boardtalk go policy 2")) ==
          "policy network: unknown format '2' (this program reads 1)");
    CHECK(refusal(tiny_with_line(1, "boardtalk go policy 1\r")) ==
          "policy network: unknown format '1?' (this program reads 1)");
    CHECK(refusal(tiny_with_line(1, "boardtalk go policy 1234567890")) ==
          "policy network: unknown format '12345678' (this program reads 1)");
}

TEST_CASE("Policy network files: header lines not as written", "[go][policy]") {
    const std::string line2 = "policy network: line 2 is not 'planes P channels C layers L'";
    for (const char* text :
         {"planes five channels 8 layers 3", "planes 5 channels 8", "planes 5  channels 8 layers 3",
          "planes 5 channels 8 layers 3 ", "channels 8 planes 5 layers 3",
          "planes 5 channels 8 layers 3x", "planes 5 channels 8 layers 99999999999999999999", ""}) {
        INFO(text);
        CHECK(refusal(tiny_with_line(2, text)) == line2);
    }
    CHECK(refusal("boardtalk go policy 1\n" + kSizes) == line2);
    const std::string line3 =
        "policy network: line 3 is not 'crc32 XXXXXXXX bytes N' (8 lowercase hex digits)";
    const std::string crc = crc_hex(tiny_payload());
    for (const std::string& text : std::vector<std::string>{
             "crc32 " + crc + " bytes", "crc32 " + crc.substr(1) + " bytes 6180",
             "crc32 0" + crc + " bytes 6180", "crc32 D3512D42 bytes 6180",
             "crc32 d3512d4g bytes 6180", "crc32 " + crc + " bytes -6180",
             "crc32 " + crc + " bytes 6180 ", "crc " + crc + " bytes 6180",
             "crc32 " + crc + " bytes 99999999999999999999"}) {
        INFO(text);
        CHECK(refusal(tiny_with_line(3, text)) == line3);
    }
    CHECK(refusal("boardtalk go policy 1\n" + kSizes + "\ncrc32 " + crc + " bytes 6180") == line3);
}

TEST_CASE("Policy network files: planes, channels and layers out of range", "[go][policy]") {
    CHECK(refusal(tiny_with_line(2, "planes 0 channels 8 layers 3")) ==
          "policy network: planes 0 not in 1..64");
    CHECK(refusal(tiny_with_line(2, "planes 65 channels 8 layers 3")) ==
          "policy network: planes 65 not in 1..64");
    CHECK(refusal(tiny_with_line(2, "planes 5 channels -1 layers 3")) ==
          "policy network: channels -1 not in 1..256");
    CHECK(refusal(tiny_with_line(2, "planes 5 channels 257 layers 3")) ==
          "policy network: channels 257 not in 1..256");
    CHECK(refusal(tiny_with_line(2, "planes 5 channels 8 layers 0")) ==
          "policy network: layers 0 not in 1..32");
    CHECK(refusal(tiny_with_line(2, "planes 5 channels 8 layers 33")) ==
          "policy network: layers 33 not in 1..32");
    // In range one by one, but more than a file may hold (18,440,449 floats).
    CHECK(refusal(tiny_with_line(2, "planes 64 channels 256 layers 32")) ==
          "policy network: planes 64 channels 256 layers 32 take 73761796 bytes, more than a "
          "file's 64 MiB");
}

TEST_CASE("Policy network files: a byte count other than the network's", "[go][policy]") {
    const std::string crc = crc_hex(tiny_payload());
    CHECK(refusal(tiny_with_line(3, "crc32 " + crc + " bytes 6176")) ==
          "policy network: bytes 6176, expected 6180");
    CHECK(refusal(tiny_with_line(3, "crc32 " + crc + " bytes 6184")) ==
          "policy network: bytes 6184, expected 6180");
    // The sizes of another network, with the fixture's payload.
    CHECK(refusal(tiny_with_line(2, "planes 5 channels 8 layers 2")) ==
          "policy network: bytes 6180, expected 3844");
    CHECK(refusal(kTiny.substr(0, kTiny.size() - 4)) ==
          "policy network: 6176 bytes after the header, expected 6180");
    CHECK(refusal(kTiny.substr(0, kTiny.size() - 1)) ==
          "policy network: 6179 bytes after the header, expected 6180");
    CHECK(refusal(kTiny + "\n") == "policy network: 6181 bytes after the header, expected 6180");
    CHECK(refusal(kTiny + kTiny) == "policy network: 12437 bytes after the header, expected 6180");
    CHECK(refusal(std::string((std::size_t{64} << 20) + 1, 'b')) ==
          "policy network: 67108865 bytes, more than a file's 64 MiB");
}

TEST_CASE("Policy network files: a damaged payload", "[go][policy]") {
    const std::string crc = crc_hex(tiny_payload());
    CHECK(refusal(tiny_with_line(3, "crc32 00000000 bytes 6180")) ==
          "policy network: crc32 00000000, computed " + crc + ": damaged");
    std::string flipped = kTiny;
    flipped[kTiny.size() - 100] ^= 0x10;
    CHECK(refusal(flipped) == "policy network: crc32 " + crc + ", computed " +
                                  crc_hex(flipped.substr(kTiny.size() - 6180)) + ": damaged");
}

TEST_CASE("Policy network files: floats not finite or too large", "[go][policy]") {
    // Floats 0..359 are layer 0's weights, 360..367 its bias, 368..943 layer 1's weights,
    // 944..951 its bias, ..., 1536..1543 the head's weights and 1544 its bias.
    struct Bad {
        std::size_t index;
        float value;
        const char* message;
    };
    const float inf = std::numeric_limits<float>::infinity();
    const Bad bad[] = {
        {0, std::nanf(""), "float 0 (layer 0 weights) is nan"},
        {367, inf, "float 367 (layer 0 bias) is inf"},
        {944, 1e6f, "float 944 (layer 1 bias) is 1e+06"},
        {1000, -2.5e6f, "float 1000 (layer 2 weights) is -2500000"},
        {1536, -inf, "float 1536 (head weights) is -inf"},
        {1544, std::nanf(""), "float 1544 (head bias) is nan"},
    };
    for (const Bad& b : bad) {
        std::vector<float> floats = tiny_floats();
        floats[b.index] = b.value;
        CHECK(refusal(policy_file(5, 8, 3, float_bytes(floats))) ==
              "policy network: " + std::string(b.message) + ", not finite and below 1e6 in size");
    }
    // Just below the limit is a weight.
    std::vector<float> floats = tiny_floats();
    floats[944] = std::nextafter(1e6f, 0.0f);
    floats[945] = -std::nextafter(1e6f, 0.0f);
    CHECK(PolicyNetwork::parse(policy_file(5, 8, 3, float_bytes(floats))).ok());
}

TEST_CASE("The policy network loader names the option and the file", "[go][policy]") {
    using boardtalk::go_adapter::read_policy_network;
    const auto network = read_policy_network("policy", policy_fixture_dir + "tiny.net");
    REQUIRE(network);
    CHECK(network->layers() == 3);
    boardtalk::test::TempDir dir;
    CHECK_THROWS_WITH(read_policy_network("policy", dir.file("missing.net")),
                      Catch::StartsWith("--policy: cannot read " + dir.file("missing.net")));
    const std::string bad = dir.file("bad.net");
    std::ofstream(bad, std::ios::binary) << kTiny.substr(0, 100);
    CHECK_THROWS_WITH(
        read_policy_network("policy", bad),
        "--policy: " + bad + ": policy network: 23 bytes after the header, expected 6180");
}

TEST_CASE("The built-in policy network is engine/go/data/policy.net, for the engine's planes",
          "[go][policy]") {
    const auto network = boardtalk::go_adapter::read_policy_network("policy", "builtin");
    REQUIRE(network);
    CHECK(network == boardtalk::go::builtin_policy());
    CHECK(network->planes() == boardtalk::go::policy_plane_count);
    CHECK(boardtalk::go::builtin_policy_bytes() ==
          boardtalk::test::read_bytes("engine/go/data/policy.net"));
}
