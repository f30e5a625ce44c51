#pragma once
// Ratings of move features learnt from the moves chosen in games: the generalized
// Bradley-Terry model of Coulom ("Computing Elo Ratings of Move Patterns in the Game of Go",
// 2007). Every candidate move of a position is a team of features, one from each group (its
// 3x3 pattern, its line, its distance to the last move, ...); a team's strength is the product
// of its features' gammas, and the move chosen is a team that won against all the other
// candidates of its position: P(candidate c chosen) = strength(c) / sum of the strengths.
// Minorization-maximization finds the gammas that make the chosen moves most likely.
#include <cstdint>
#include <vector>

namespace boardtalk::go {

// Positions with their candidates, each candidate `groups` feature numbers (feature f belongs
// to group group_of[f]; every candidate has one feature of each group, in group order).
struct RatingData {
    int groups = 0;
    std::vector<int> group_of;                     // per feature
    std::vector<std::uint32_t> features;           // candidate-major: candidates x groups
    std::vector<std::uint32_t> position_start{0};  // first candidate of each position, then the end
    std::vector<std::uint32_t> chosen;  // per position: the index of its chosen candidate

    int feature_count() const { return int(group_of.size()); }
    std::size_t position_count() const { return chosen.size(); }
    std::size_t candidate_count() const { return position_start.back(); }
    // Appends a position: `candidates` feature lists (each `groups` long), `choice` the index of
    // the chosen one among them.
    void add_position(const std::vector<std::vector<std::uint32_t>>& candidates, int choice);
};

// The gammas (one per feature) after `iterations` sweeps of minorization-maximization, each
// sweep updating the groups one after the other. Every gamma starts at 1 and has a prior of one
// win and one loss against a feature of gamma 1, so that a feature seen rarely stays near 1
// and none reaches 0 or infinity.
std::vector<double> learn_ratings(const RatingData& data, int iterations);

// The mean log-likelihood per position of the chosen moves under `gammas`, and how often the
// chosen move was the strongest candidate (ties counted as misses).
struct RatingFit {
    double log_likelihood = 0;
    double top_rate = 0;
};
RatingFit rating_fit(const RatingData& data, const std::vector<double>& gammas);

}  // namespace boardtalk::go
