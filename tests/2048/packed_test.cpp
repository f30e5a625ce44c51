// The packed network file: a network packed and read back is the network within its 16-bit
// steps and plays the float network's moves; every damage to the file is refused with its reason.
#include <zstd.h>

#include <catch2/catch.hpp>
#include <cmath>
#include <memory>
#include <string>

#include "engine/2048/game.hpp"
#include "engine/2048/packed_network.hpp"
#include "engine/2048/packed_weights.hpp"
#include "engine/2048/search.hpp"
#include "engine/2048/td_learning.hpp"

using namespace boardtalk::g2048;

namespace {

// The small network after `games` games of training (a few seconds for a few hundred).
std::shared_ptr<const NTupleNetwork> packed_test_network(int games) {
    auto net = std::make_shared<NTupleNetwork>(*NTupleNetwork::preset("small"));
    for (int g = 0; g < games; ++g) {
        SpawnRng rng(episode_seed(11, g));
        td_episode(*net, rng, 0.1);
    }
    net->set_games(static_cast<std::uint64_t>(games));
    net->set_seed(11);
    return net;
}

const std::shared_ptr<const NTupleNetwork>& shared_small() {
    static const auto net = packed_test_network(300);
    return net;
}

std::string packed_small() {
    return pack_network(*shared_small()).value().bytes;
}

// The file with its header line `name` given `value` instead.
std::string with_field(std::string bytes, const std::string& name, const std::string& value) {
    const auto at = bytes.find("\n" + name + " ") + 1;
    const auto end = bytes.find('\n', at);
    return bytes.replace(at, end - at, name + " " + value);
}

std::string field(const std::string& bytes, const std::string& name) {
    const auto at = bytes.find("\n" + name + " ") + name.size() + 2;
    return bytes.substr(at, bytes.find('\n', at) - at);
}

// The text header, up to the frame.
std::string header_of(const std::string& bytes) {
    return bytes.substr(0, bytes.find('\n', bytes.find("\nchecksum ") + 1) + 1);
}

std::string refusal(const std::string& bytes) {
    auto net = parse_packed_network(bytes);
    return net ? std::string("accepted") : net.error();
}

}  // namespace

TEST_CASE("a packed network reads back within its 16-bit steps, header and all", "[2048][pack]") {
    const auto& net = *shared_small();
    const auto packed = pack_network(net);
    REQUIRE(packed);
    CHECK(is_packed_network(packed->bytes));
    CHECK(packed->bytes.rfind("boardtalk 2048 packed n-tuple network 1\n", 0) == 0);
    // Far smaller than the float file: most of the small network's weights are never reached.
    CHECK(packed->bytes.size() * 4 < net.serialize().size());
    const auto back = parse_packed_network(packed->bytes);
    REQUIRE(back);
    CHECK(back->shapes() == net.shapes());
    CHECK(back->games() == 300);
    CHECK(back->seed() == 11);
    std::uint64_t nonzero = 0;
    for (int t = 0; t < 4; ++t) {
        const auto a = net.weights(t), b = back->weights(t);
        float largest = 0;
        for (float w : a) largest = std::max(largest, std::fabs(w));
        const double step = largest / 32767.0;
        for (std::size_t i = 0; i < a.size(); ++i) {
            CHECK(std::fabs(static_cast<double>(a[i]) - b[i]) <= 0.5001 * step);
            nonzero += b[i] != 0;
        }
    }
    CHECK(nonzero == packed->nonzero);
    // Either file through the one reader.
    CHECK(parse_network_file(packed->bytes));
    CHECK(parse_network_file(net.serialize()));
}

TEST_CASE("a packed network plays the float network's moves", "[2048][pack]") {
    const auto back =
        std::make_shared<const NTupleNetwork>(parse_packed_network(packed_small()).value());
    Searcher float_player(fast_preset), packed_player(fast_preset);
    float_player.set_network(shared_small());
    packed_player.set_network(back);
    // A whole game of the float player; the packed one asked at each of its positions.
    Game game(4, 5);
    int positions = 0, same = 0;
    while (game.status() != Status::over && positions < 3000) {
        const auto best = float_player.search(game.grid()).best;
        same += packed_player.search(game.grid()).best == best;
        ++positions;
        game.play(*best);
    }
    INFO(same << " of " << positions << " positions");
    CHECK(positions > 100);
    CHECK(same >= positions * 99 / 100);
}

TEST_CASE("a damaged packed file is refused with its reason", "[2048][pack]") {
    const std::string good = packed_small();
    const std::string head = header_of(good);
    const std::string frame = good.substr(head.size());
    CHECK(refusal(good) == "accepted");
    CHECK(refusal("") == "not a packed boardtalk 2048 n-tuple network");
    CHECK(refusal(shared_small()->serialize()) == "not a packed boardtalk 2048 n-tuple network");
    // The version.
    std::string v2 = good;
    v2.replace(v2.find(" 1\n"), 3, " 2\n");
    CHECK(refusal(v2) == "packed network version '2': this program reads version 1");
    // Truncated: in the header, in the frame.
    CHECK(refusal(good.substr(0, 60)).find("truncated") != std::string::npos);
    CHECK(refusal(good.substr(0, good.size() - 1)) ==
          "truncated: " + std::to_string(frame.size() - 1) + " of " + std::to_string(frame.size()) +
              " packed bytes");
    CHECK(refusal(good + "x") == "bytes after the packed content");
    // The checksum: a wrong one, and a flipped content byte under a right-looking frame.
    const std::string sum = field(good, "checksum");
    CHECK(refusal(with_field(good, "checksum", sum == "1" ? "2" : "1")) ==
          "checksum mismatch (damaged file)");
    CHECK(refusal(with_field(good, "checksum", "0" + sum)).find("damaged header") == 0);
    std::string flipped = good;
    flipped[head.size() + frame.size() / 2] ^= 0x20;
    CHECK(refusal(flipped) != "accepted");
    CHECK(refusal(flipped).find('\n') == std::string::npos);
    // Sizes out of range.
    CHECK(refusal(with_field(good, "weights", "10")) == "weights 10, but its shapes hold 262144");
    CHECK(refusal(with_field(good, "nonzero", "262145")) == "more nonzero weights than weights");
    CHECK(refusal(with_field(good, "content", "99999999999")).find("cannot hold") !=
          std::string::npos);
    CHECK(refusal(with_field(good, "shapes", "0,1,2,3,4,5,6")) ==
          "shapes: a shape has 1 to 6 cells");
    CHECK(refusal(with_field(good, "stages", "3")).find("stages:") == 0);
    CHECK(refusal(with_field(good, "games", "-1")) == "damaged header ('-1')");
    CHECK(refusal(with_field(good, "bits", "17")) == "bits 17: 8..16");
}

TEST_CASE("decompression stops at the header's size: a bomb is refused, not allocated",
          "[2048][pack]") {
    const std::string good = packed_small();
    const std::string head = header_of(good);
    const auto content_size = std::stoull(field(good, "content"));
    // A frame of far more zeros than the header says: refused once past the header's size.
    const std::string bomb_content(std::size_t{64} << 20, '\0');
    std::string frame(ZSTD_compressBound(bomb_content.size()), '\0');
    frame.resize(
        ZSTD_compress(frame.data(), frame.size(), bomb_content.data(), bomb_content.size(), 3));
    REQUIRE(frame.size() < (std::size_t{1} << 20));
    const std::string bomb = with_field(head, "packed", std::to_string(frame.size())) + frame;
    CHECK(refusal(bomb) == "content: more bytes than the header says");
    // A header saying more than the frame holds.
    const std::string more = with_field(good, "content", std::to_string(content_size + 1));
    CHECK(refusal(more) == "content: fewer bytes than the header says");
}

TEST_CASE("the packed content: canonical runs and values only", "[2048][pack]") {
    NTupleNetwork tiny(*NTupleNetwork::preset("tiny"));
    tiny.weight(0, 3) = 2.5f;
    tiny.weight(0, 4) = -1.0f;
    tiny.weight(1, 255) = 7.0f;
    const auto packed = encode_weights(tiny);
    REQUIRE(packed);
    CHECK(packed->nonzero == 3);
    NTupleNetwork back(*NTupleNetwork::preset("tiny"));
    REQUIRE(decode_weights(packed->content, 3, 16, back) == "");
    CHECK(back.weight(0, 3) == Approx(2.5f));
    CHECK(back.weight(0, 4) == Approx(-1.0f).epsilon(1e-4));
    CHECK(back.weight(1, 255) == 7.0f);
    const auto decode = [](const std::string& content, std::uint64_t nonzero) {
        NTupleNetwork net(*NTupleNetwork::preset("tiny"));
        return decode_weights(content, nonzero, 16, net);
    };
    CHECK(decode(packed->content, 400) == "content too short for its weights");
    CHECK(decode(packed->content.substr(0, 10), 3) == "content too short for its weights");
    // A weight of 0 among the nonzero ones; a value off full scale.
    std::string zero = packed->content;
    zero[zero.size() - 6] = 0;
    zero[zero.size() - 3] = 0;
    CHECK(decode(zero, 3) == "a weight of 0 or out of range (table 0)");
    // A weight past the largest value of its bits.
    const auto eight = encode_weights(tiny, 8);
    REQUIRE(eight);
    NTupleNetwork coarse(*NTupleNetwork::preset("tiny"));
    CHECK(decode_weights(eight->content, 3, 8, coarse) == "");
    CHECK(coarse.weight(0, 4) == Approx(-1.0f).epsilon(0.01));
    CHECK(decode_weights(packed->content, 3, 8, coarse) ==
          "a weight of 0 or out of range (table 0)");
    NTupleNetwork nan(*NTupleNetwork::preset("tiny"));
    nan.weight(1, 0) = std::nanf("");
    CHECK(!encode_weights(nan));
}
