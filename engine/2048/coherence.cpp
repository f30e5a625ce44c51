#include "engine/2048/coherence.hpp"

#include <cmath>

namespace boardtalk::g2048 {

Coherence::Coherence(const NTupleNetwork& like)
    : errors_(like.shapes(), like.stage_exponents()),
      sizes_(like.shapes(), like.stage_exponents()) {}

Coherence::Coherence(NTupleNetwork errors, NTupleNetwork sizes)
    : errors_(std::move(errors)), sizes_(std::move(sizes)) {}

void Coherence::update(NTupleNetwork& net, Bitboard board, double error, double alpha) {
    const float step = static_cast<float>(alpha / net.lookups() * error);
    const float e = static_cast<float>(error);
    net.for_each_weight(board, [&](int table, std::uint32_t index) {
        float& sum = errors_.weight(table, index);
        float& size = sizes_.weight(table, index);
        const float rate = size > 0 ? std::abs(sum) / size : 1.0f;
        net.weight(table, index) += rate * step;
        sum += e;
        size += std::abs(e);
    });
}

}  // namespace boardtalk::g2048
