// The policy network's evaluation: direct 3x3 convolutions over a zero-padded grid. Activations
// are laid out point-major, [(H+2)(W+2)][channels], so that a point's inputs are contiguous and
// a block of 16 output channels is two 8-float vectors. Each tile computes 6 points x 16 output
// channels in 12 vector accumulators (as a GEMM micro-kernel: per input, 2 weight loads and 6
// broadcasts feed 12 fused multiply-adds), so the FMA units, not the loads, set the pace.
// Written with GCC's vector extension, which GCC and clang compile to AVX2 with -mavx2 -mfma
// (engine/go/CMakeLists.txt); without AVX, the same code on 4-float SSE vectors.
#include <cstring>
#include <utility>

#include "engine/go/policy_network.hpp"

namespace boardtalk::go {

namespace {

#ifdef __AVX__
constexpr int kLanes = 8;       // floats in a vector: AVX's 256 bits
constexpr int kTilePoints = 6;  // 6 points x 2 vectors a tile: 12 of the 16 registers
#else
constexpr int kLanes = 4;       // SSE's 128 bits (GCC splits wider vectors through memory)
constexpr int kTilePoints = 3;  // 3 points x 4 vectors: 12 accumulators
#endif
typedef float Vec __attribute__((vector_size(kLanes * sizeof(float))));
typedef int IntVec __attribute__((vector_size(kLanes * sizeof(int))));
constexpr int kBlock = 16;  // output channels a block (the weights' layout), the last may be 8

// One block of output channels of one layer.
struct Block {
    const float* in;       // the layer's input grid
    int in_stride;         // floats per point of `in`
    const int* taps;       // the 9 offsets of a point's neighbours in `in`, in floats
    int inputs;            // input channels
    const float* weights;  // [tap][input][kLanes * K]
    const float* bias;     // [kLanes * K]
    float* out;            // the output grid, at the block's first channel
    int out_stride;
};

// The block's K vectors of channels at the R points `points` (indices in the padded grid),
// after ReLU.
template <int R, int K>
void tile(const Block& b, const int* points) {
    Vec acc[R][K];
    for (int k = 0; k < K; ++k) std::memcpy(&acc[0][k], b.bias + k * kLanes, sizeof(Vec));
    for (int r = 1; r < R; ++r)
        for (int k = 0; k < K; ++k) acc[r][k] = acc[0][k];
    for (int tap = 0; tap < 9; ++tap) {
        const float* src[R];
        for (int r = 0; r < R; ++r) src[r] = b.in + points[r] * b.in_stride + b.taps[tap];
        const float* w = b.weights + tap * b.inputs * (kLanes * K);
        for (int i = 0; i < b.inputs; ++i, w += kLanes * K) {
            Vec wv[K];
            for (int k = 0; k < K; ++k) std::memcpy(&wv[k], w + k * kLanes, sizeof(Vec));
            for (int r = 0; r < R; ++r) {
                const float x = src[r][i];
                for (int k = 0; k < K; ++k) acc[r][k] += wv[k] * x;
            }
        }
    }
    const Vec zero = {};
    for (int r = 0; r < R; ++r)
        for (int k = 0; k < K; ++k) {
            const Vec relu = Vec(IntVec(acc[r][k]) & (acc[r][k] > zero));
            std::memcpy(b.out + points[r] * b.out_stride + k * kLanes, &relu, sizeof relu);
        }
}

// The block at the `count` (< R + 1) points of `points`, the rest of a row of tiles.
template <int R, int K>
void last_tile(const Block& b, const int* points, int count) {
    if constexpr (R > 0) {
        if (count == R) return tile<R, K>(b, points);
        last_tile<R - 1, K>(b, points, count);
    }
}

// The block at every point of `points`, kTilePoints at a time.
template <int K>
void block(const Block& b, const int* points, int count) {
    int at = 0;
    for (; at + kTilePoints <= count; at += kTilePoints) tile<kTilePoints, K>(b, points + at);
    last_tile<kTilePoints - 1, K>(b, points + at, count - at);
}

}  // namespace

void PolicyNetwork::convolve(const Layer& layer, const float* in, int in_stride, float* out,
                             const PolicyScratch& s) const {
    const int row = s.width_ + 2;
    int taps[9];
    for (int ky = 0; ky < 3; ++ky)
        for (int kx = 0; kx < 3; ++kx) taps[ky * 3 + kx] = ((ky - 1) * row + kx - 1) * in_stride;
    const int count = int(s.interior_.size());
    Block b{in, in_stride, taps, layer.inputs, layer.weights.data(), nullptr, nullptr, padded_};
    for (int first = 0; first < padded_; first += kBlock) {
        b.bias = layer.bias.data() + first;
        b.out = out + first;
        if (padded_ - first >= kBlock) {
            block<kBlock / kLanes>(b, s.interior_.data(), count);
            b.weights += 9 * layer.inputs * kBlock;
        } else {
            block<kBlock / 2 / kLanes>(b, s.interior_.data(), count);
        }
    }
}

void PolicyNetwork::head(const float* in, float* logits, const PolicyScratch& s) const {
    const int count = int(s.interior_.size());
    for (int q = 0; q < count; ++q) {
        const float* point = in + s.interior_[q] * padded_;
        Vec acc = {};
        for (int c = 0; c < padded_; c += kLanes) {
            Vec x, w;
            std::memcpy(&x, point + c, sizeof x);
            std::memcpy(&w, head_weights_.data() + c, sizeof w);
            acc += x * w;
        }
        float sum = head_bias_;
        for (int j = 0; j < kLanes; ++j) sum += acc[j];
        logits[q] = sum;
    }
}

void PolicyNetwork::evaluate(const float* planes, int height, int width, float* logits,
                             PolicyScratch& s) const {
    prepare(s, height, width);
    const int count = height * width;
    const int* interior = s.interior_.data();
    float* input = s.input_.data();
    for (int c = 0; c < planes_; ++c)
        for (int q = 0; q < count; ++q) input[interior[q] * planes_ + c] = planes[c * count + q];
    const float* in = input;
    int stride = planes_;
    float* out = s.a_.data();
    float* spare = s.b_.data();
    for (const Layer& layer : layers_) {
        convolve(layer, in, stride, out, s);
        in = out;
        stride = padded_;
        std::swap(out, spare);
    }
    head(in, logits, s);
}

}  // namespace boardtalk::go
