// The policy network's inference (engine/go/policy_network.hpp): torch's logits for the
// committed fixture, a direct reading of the definition for networks of every shape of channel
// blocks, the board's edge as zero padding, and one scratch across board sizes.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "engine/go/policy_network.hpp"
#include "tests/go/policy/policy_bytes.hpp"

using namespace boardtalk::go;
using boardtalk::test::float_bytes;
using boardtalk::test::policy_file;
using boardtalk::test::policy_fixture_dir;
using boardtalk::test::policy_float_count;
using boardtalk::test::read_bytes;

namespace {

PolicyNetwork network_of(const std::string& bytes) {
    auto network = PolicyNetwork::parse(bytes);
    INFO((network.ok() ? std::string() : network.error()));
    REQUIRE(network.ok());
    return std::move(network).value();
}

// One input of tiny-expected.txt and torch's logits for it.
struct TorchCase {
    int height = 0, width = 0;
    std::vector<float> planes, logits;
};

std::vector<TorchCase> torch_cases(int planes) {
    std::ifstream in(policy_fixture_dir + "tiny-expected.txt");
    std::vector<TorchCase> cases;
    TorchCase c;
    while (in >> c.height >> c.width) {
        c.planes.resize(std::size_t(planes) * c.height * c.width);
        c.logits.resize(std::size_t(c.height) * c.width);
        for (float& v : c.planes) in >> v;
        for (float& v : c.logits) in >> v;
        REQUIRE(in);
        cases.push_back(c);
    }
    return cases;
}

// Every logit within 1e-4 + 1e-4 of its size of the one expected.
void check_logits(const std::vector<float>& got, const std::vector<float>& want) {
    REQUIRE(got.size() == want.size());
    for (std::size_t q = 0; q < got.size(); ++q) {
        INFO("point " << q << ": " << got[q] << ", expected " << want[q]);
        CHECK(std::fabs(got[q] - want[q]) <= 1e-4 + 1e-4 * std::fabs(want[q]));
    }
}

// The definition, read directly (in doubles): each layer's output o at (y, x) is
// max(0, bias[o] + sum over i, ky, kx of weight[o][i][ky][kx] * input[i][y + ky - 1][x + kx - 1]),
// an input off the board counting 0; then the 1x1 head.
std::vector<float> definition(const std::vector<float>& floats, int planes, int channels,
                              int layers, const std::vector<float>& input, int h, int w) {
    std::vector<double> in(input.begin(), input.end());
    const float* f = floats.data();
    int inputs = planes;
    for (int l = 0; l < layers; ++l, inputs = channels) {
        const float* bias = f + std::size_t(channels) * inputs * 9;
        std::vector<double> out(std::size_t(channels) * h * w);
        for (int o = 0; o < channels; ++o)
            for (int y = 0; y < h; ++y)
                for (int x = 0; x < w; ++x) {
                    double sum = bias[o];
                    for (int i = 0; i < inputs; ++i)
                        for (int ky = 0; ky < 3; ++ky)
                            for (int kx = 0; kx < 3; ++kx) {
                                const int yy = y + ky - 1, xx = x + kx - 1;
                                if (yy < 0 || yy >= h || xx < 0 || xx >= w) continue;
                                sum += f[((o * inputs + i) * 3 + ky) * 3 + kx] *
                                       in[(std::size_t(i) * h + yy) * w + xx];
                            }
                    out[(std::size_t(o) * h + y) * w + x] = std::max(sum, 0.0);
                }
        in = std::move(out);
        f = bias + channels;
    }
    std::vector<float> logits(std::size_t(h) * w);
    for (std::size_t q = 0; q < logits.size(); ++q) {
        double sum = f[channels];
        for (int c = 0; c < channels; ++c) sum += f[c] * in[c * logits.size() + q];
        logits[q] = float(sum);
    }
    return logits;
}

}  // namespace

TEST_CASE("The policy network computes torch's logits", "[go][policy]") {
    const PolicyNetwork network = network_of(read_bytes(policy_fixture_dir + "tiny.net"));
    CHECK(network.planes() == 5);
    CHECK(network.channels() == 8);
    CHECK(network.layers() == 3);
    const auto cases = torch_cases(network.planes());
    REQUIRE(cases.size() == 3);
    PolicyScratch scratch;  // one for the three sizes, then the first again
    for (int pass = 0; pass < 2; ++pass)
        for (const TorchCase& c : cases) {
            INFO("pass " << pass << ", " << c.height << "x" << c.width);
            std::vector<float> logits(c.logits.size(), -99.0f);
            network.evaluate(c.planes.data(), c.height, c.width, logits.data(), scratch);
            check_logits(logits, c.logits);
        }
}

TEST_CASE("The policy network computes its definition for any count of channels", "[go][policy]") {
    struct Shape {
        int planes, channels, layers, height, width;
    };
    // Blocks of 16 channels and a last of 8, channels rounded up to 8, every tile's rest.
    const Shape shapes[] = {{1, 1, 1, 2, 2},     {13, 8, 2, 9, 9},  {3, 9, 2, 5, 7},
                            {13, 16, 1, 19, 19}, {2, 24, 3, 3, 25}, {4, 33, 2, 25, 25},
                            {13, 32, 6, 9, 9},   {1, 40, 1, 13, 2}};
    std::mt19937 rng(5);
    std::uniform_real_distribution<float> weight(-0.5f, 0.5f);
    for (const Shape& s : shapes) {
        INFO("planes " << s.planes << " channels " << s.channels << " layers " << s.layers << ", "
                       << s.height << "x" << s.width);
        std::vector<float> floats(policy_float_count(s.planes, s.channels, s.layers));
        for (float& v : floats) v = weight(rng);
        const PolicyNetwork network =
            network_of(policy_file(s.planes, s.channels, s.layers, float_bytes(floats)));
        std::vector<float> planes(std::size_t(s.planes) * s.height * s.width);
        for (float& v : planes) v = float(rng() % 2);
        std::vector<float> logits(std::size_t(s.height) * s.width);
        PolicyScratch scratch;
        network.evaluate(planes.data(), s.height, s.width, logits.data(), scratch);
        check_logits(logits,
                     definition(floats, s.planes, s.channels, s.layers, planes, s.height, s.width));
    }
}

TEST_CASE("The policy network sees the board's edge as zeros, rows as y", "[go][policy]") {
    // One plane, one channel: the kernel counts the 3x3 neighbourhood (the point included).
    std::vector<float> floats(9, 1.0f);
    floats.insert(floats.end(), {0.0f, 1.0f, 0.5f});  // bias 0, head weight 1, head bias 0.5
    const PolicyNetwork counter = network_of(policy_file(1, 1, 1, float_bytes(floats)));
    PolicyScratch scratch;
    const std::vector<float> ones(12, 1.0f);
    std::vector<float> logits(12);
    counter.evaluate(ones.data(), 3, 4, logits.data(), scratch);
    CHECK(logits == std::vector<float>{4.5f, 6.5f, 6.5f, 4.5f,  //
                                       6.5f, 9.5f, 9.5f, 6.5f,  //
                                       4.5f, 6.5f, 6.5f, 4.5f});
    // Weight 1 on the point above (ky 0, kx 1), 10 on the point to the left (ky 1, kx 0).
    std::fill(floats.begin(), floats.begin() + 9, 0.0f);
    floats[1] = 1.0f, floats[3] = 10.0f;
    const PolicyNetwork shifter = network_of(policy_file(1, 1, 1, float_bytes(floats)));
    std::vector<float> one(20, 0.0f);
    one[1 * 5 + 2] = 1.0f;  // y 1, x 2 on a board 4 high, 5 wide
    logits.assign(20, 0.0f);
    shifter.evaluate(one.data(), 4, 5, logits.data(), scratch);
    std::vector<float> expected(20, 0.5f);
    expected[2 * 5 + 2] = 1.5f;   // below the stone: the stone is above it
    expected[1 * 5 + 3] = 10.5f;  // right of the stone: the stone is on its left
    CHECK(logits == expected);
}

TEST_CASE("The policy network evaluates boards of sides 2 to 25", "[go][policy]") {
    const PolicyNetwork network = network_of(read_bytes(policy_fixture_dir + "tiny.net"));
    PolicyScratch scratch;
    std::vector<float> planes(5 * 26 * 26, 1.0f), logits(26 * 26);
    CHECK_NOTHROW(network.evaluate(planes.data(), 2, 25, logits.data(), scratch));
    CHECK_NOTHROW(network.evaluate(planes.data(), 25, 25, logits.data(), scratch));
    CHECK_THROWS_WITH(network.evaluate(planes.data(), 1, 9, logits.data(), scratch),
                      "policy network: board sides are 2..25, not 1x9");
    CHECK_THROWS_WITH(network.evaluate(planes.data(), 9, 26, logits.data(), scratch),
                      "policy network: board sides are 2..25, not 9x26");
}
