#include "engine/go/policy_priors.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "engine/go/policy_planes.hpp"

namespace boardtalk::go {

const std::vector<float>& PolicyPrior::wins(const FastBoard& board,
                                            std::span<const MctsNode> children, float weight) {
    const int w = board.width(), h = board.height();
    planes_.resize(std::size_t(policy_plane_count * w * h));
    logits_.resize(std::size_t(w * h));
    encode_policy_planes(board, planes_);
    network_->evaluate(planes_.data(), h, w, logits_.data(), scratch_);
    auto logit = [&](Point p) { return logits_[std::size_t(y_of(p) * w + x_of(p))]; };
    float best = -std::numeric_limits<float>::infinity();
    for (const MctsNode& child : children)
        if (child.move != pass) best = std::max(best, logit(child.move));
    wins_.assign(children.size(), 0.0f);
    for (std::size_t i = 0; i < children.size(); ++i)
        if (children[i].move != pass) wins_[i] = weight * std::exp(logit(children[i].move) - best);
    return wins_;
}

}  // namespace boardtalk::go
