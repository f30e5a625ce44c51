#pragma once
// A small convolutional policy network for Go: `layers` 3x3 convolutions (zero padding, bias,
// ReLU), the first from the input planes to `channels` channels and the others channels to
// channels, then a 1x1 convolution to one logit per point. Fully convolutional: one network
// serves every board size, and sees the edge through the zero padding (and through an all-ones
// plane, which the encoder provides). Trained and written by conformance/go/policy/model.py.
//
// The file (docs/go.md, "Policy network file"):
//
//     boardtalk go policy 1\n
//     planes P channels C layers L\n
//     crc32 XXXXXXXX bytes N\n
//     <N bytes: little-endian IEEE float32>
//
// XXXXXXXX is zlib's CRC-32 of the N bytes, in 8 lowercase hex digits. The floats, in torch's
// layouts: for each 3x3 layer its weight [out][in][ky][kx], then its bias [out]; then the
// head's weight [C] and bias [1]. N is exactly 4 times that count and nothing follows.
// P is 1..64, C 1..256, L 1..32, a file at most 64 MiB, every float finite with |v| < 1e6.
#include <cstddef>
#include <new>
#include <string_view>
#include <vector>

#include "core/result.hpp"

namespace boardtalk::go {

// The most bytes a policy network file may hold (as protocol::read_whole_file's cap, which
// reads it).
inline constexpr std::size_t max_policy_file_bytes = std::size_t{64} << 20;

// Memory on a 64-byte boundary, so that the network's 8-float vectors never straddle two cache
// lines.
template <class T>
struct CacheAlignedAllocator {
    using value_type = T;
    CacheAlignedAllocator() = default;
    template <class U>
    CacheAlignedAllocator(const CacheAlignedAllocator<U>&) {}
    T* allocate(std::size_t n) {
        return static_cast<T*>(::operator new (n * sizeof(T), std::align_val_t{64}));
    }
    void deallocate(T* p, std::size_t) { ::operator delete (p, std::align_val_t{64}); }
    bool operator==(const CacheAlignedAllocator&) const { return true; }
};
using AlignedFloats = std::vector<float, CacheAlignedAllocator<float>>;

// One evaluator's buffers. A search thread keeps one: after the first evaluation of a board
// size, evaluations of that size with the same network allocate nothing.
class PolicyScratch {
  private:
    friend class PolicyNetwork;
    int height_ = 0, width_ = 0, planes_ = 0, stride_ = 0;
    std::vector<int> interior_;    // the board's points in the padded grid, row by row
    AlignedFloats input_, a_, b_;  // [(H+2)(W+2)][stride], zero on the padding
};

class PolicyNetwork {
  public:
    // The network a file's bytes hold, or one line saying why not ("policy network: bytes 1200,
    // expected 1204"). Sizes are checked before anything is allocated.
    static Result<PolicyNetwork> parse(std::string_view bytes);

    int planes() const { return planes_; }
    int channels() const { return channels_; }
    int layers() const { return int(layers_.size()); }

    // Writes the height x width logits (row by row) of the input `planes`, laid out
    // [planes()][height][width], row-major. Board sides are 2..25 (else std::invalid_argument).
    // Changes nothing but `scratch` and `logits`: threads share one network, each with its own
    // scratch.
    void evaluate(const float* planes, int height, int width, float* logits,
                  PolicyScratch& scratch) const;

  private:
    struct Layer {
        int inputs = 0;
        // Per block of up to 16 output channels (the last may be 8): [9 taps][inputs][width].
        AlignedFloats weights;
        AlignedFloats bias;  // [padded channels], zero beyond channels()
    };
    int planes_ = 0, channels_ = 0, padded_ = 0;  // padded_: channels rounded up to 8
    std::vector<Layer> layers_;
    AlignedFloats head_weights_;  // [padded_]
    float head_bias_ = 0;

    // Appends a 3x3 layer of `inputs` input channels from its floats in the file's order at
    // `at`; returns the floats after them.
    const float* add_layer(const float* at, int inputs);
    // Checks the board's sides and sizes the buffers for them (policy_network.cpp).
    void prepare(PolicyScratch& scratch, int height, int width) const;
    // The convolutions (policy_evaluate.cpp, compiled for AVX2 with FMA where the building
    // machine runs them).
    void convolve(const Layer& layer, const float* in, int in_stride, float* out,
                  const PolicyScratch& scratch) const;
    void head(const float* in, float* logits, const PolicyScratch& scratch) const;
};

}  // namespace boardtalk::go
