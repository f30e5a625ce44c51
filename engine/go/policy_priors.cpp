#include "engine/go/policy_priors.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "engine/go/policy_planes.hpp"

namespace boardtalk::go {

const std::vector<float>& PolicyPrior::probabilities(const FastBoard& board,
                                                     std::span<const MctsNode> children) {
    const int w = board.width(), h = board.height();
    planes_.resize(std::size_t(policy_plane_count * w * h));
    logits_.resize(std::size_t(w * h));
    encode_policy_planes(board, planes_);
    network_->evaluate(planes_.data(), h, w, logits_.data(), scratch_);
    auto logit = [&](Point p) { return logits_[std::size_t(y_of(p) * w + x_of(p))]; };
    float best = -std::numeric_limits<float>::infinity();
    for (const MctsNode& child : children)
        if (child.move != pass) best = std::max(best, logit(child.move));
    probabilities_.assign(children.size(), 0.0f);
    float sum = 0;
    for (std::size_t i = 0; i < children.size(); ++i) {
        if (children[i].move == pass) continue;
        probabilities_[i] = std::exp(logit(children[i].move) - best);
        sum += probabilities_[i];
    }
    if (sum > 0)
        for (float& p : probabilities_) p /= sum;
    return probabilities_;
}

}  // namespace boardtalk::go
