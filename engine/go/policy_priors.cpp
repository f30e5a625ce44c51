#include "engine/go/policy_priors.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "engine/go/game_positions.hpp"
#include "engine/go/policy_planes.hpp"

namespace boardtalk::go {

namespace {

// Each value that `included(i)` accepts becomes e^(value - the largest of them) over their sum,
// the others 0: the network's probabilities among the moves in question.
template <typename Included>
void softmax(std::span<float> values, Included included) {
    float best = -std::numeric_limits<float>::infinity();
    for (std::size_t i = 0; i < values.size(); ++i)
        if (included(i)) best = std::max(best, values[i]);
    float sum = 0;
    for (std::size_t i = 0; i < values.size(); ++i) {
        values[i] = included(i) ? std::exp(values[i] - best) : 0.0f;
        sum += values[i];
    }
    if (sum > 0)
        for (float& p : values) p /= sum;
}

}  // namespace

const std::vector<float>& PolicyPrior::probabilities(const FastBoard& board,
                                                     std::span<const MctsNode> children) {
    const int w = board.width(), h = board.height();
    planes_.resize(std::size_t(policy_plane_count * w * h));
    logits_.resize(std::size_t(w * h));
    encode_policy_planes(board, planes_);
    network_->evaluate(planes_.data(), h, w, logits_.data(), scratch_);
    auto logit = [&](Point p) { return logits_[std::size_t(row_major_index(p, w))]; };
    probabilities_.resize(children.size());
    for (std::size_t i = 0; i < children.size(); ++i)
        probabilities_[i] = children[i].move == pass ? 0.0f : logit(children[i].move);
    softmax(probabilities_, [&](std::size_t i) { return children[i].move != pass; });
    return probabilities_;
}

std::vector<float> policy_map(const PolicyNetwork& network, const Game& game, Color to_move) {
    const int w = game.width(), h = game.height(), points = w * h;
    const FastBoard board = fast_position(game, to_move);
    std::vector<float> planes(static_cast<std::size_t>(policy_plane_count * points));
    std::vector<float> out(static_cast<std::size_t>(points));
    encode_policy_planes(board, planes);
    PolicyScratch scratch;
    network.evaluate(planes.data(), h, w, out.data(), scratch);
    // The board was loaded without its ko, as the search's root board: the game's rules decide.
    const float* planes_of_candidates =
        planes.data() + std::size_t(policy_candidate_plane * points);
    std::vector<bool> candidate(static_cast<std::size_t>(points));
    for (int i = 0; i < points; ++i)
        candidate[std::size_t(i)] =
            planes_of_candidates[i] > 0 && game.is_legal(to_move, row_major_point(i, w));
    softmax(out, [&](std::size_t i) { return bool(candidate[i]); });
    return out;
}

}  // namespace boardtalk::go
