#include "engine/go/move_ratings.hpp"

#include <cmath>
#include <stdexcept>

namespace boardtalk::go {

void RatingData::add_position(const std::vector<std::vector<std::uint32_t>>& candidates,
                              int choice) {
    if (choice < 0 || choice >= int(candidates.size()))
        throw std::invalid_argument("add_position: the choice is not a candidate");
    for (const auto& team : candidates) {
        if (int(team.size()) != groups)
            throw std::invalid_argument("add_position: a candidate without one feature a group");
        for (int g = 0; g < groups; ++g)
            if (team[g] >= group_of.size() || group_of[team[g]] != g)
                throw std::invalid_argument("add_position: a feature outside its group");
    }
    for (const auto& team : candidates) features.insert(features.end(), team.begin(), team.end());
    chosen.push_back(position_start.back() + std::uint32_t(choice));
    position_start.push_back(position_start.back() + std::uint32_t(candidates.size()));
}

namespace {

// The strength of candidate c: the product of its features' gammas.
double strength(const RatingData& data, const std::vector<double>& gammas, std::size_t c) {
    double s = 1;
    const std::uint32_t* team = &data.features[c * std::size_t(data.groups)];
    for (int g = 0; g < data.groups; ++g) s *= gammas[team[g]];
    return s;
}

// One MM update of the features of group g (Coulom 2007, section 3.2): gamma_i = W_i / sum over
// positions of C_ij / E_j, where W_i counts the chosen moves with feature i, E_j is position j's
// total strength and C_ij the strength of its candidates with i divided by gamma_i. The prior
// adds a win and a loss against gamma 1: W_i + 1 and 2 / (gamma_i + 1) to the sum.
void update_group(const RatingData& data, std::vector<double>& gammas, int g) {
    const int n = data.feature_count();
    std::vector<double> wins(n, 0), sums(n, 0), strengths;
    for (std::size_t j = 0; j < data.position_count(); ++j) {
        const std::size_t first = data.position_start[j], end = data.position_start[j + 1];
        strengths.clear();
        double total = 0;
        for (std::size_t c = first; c < end; ++c) {
            strengths.push_back(strength(data, gammas, c));
            total += strengths.back();
        }
        for (std::size_t c = first; c < end; ++c) {
            const std::uint32_t f = data.features[c * data.groups + g];
            sums[f] += strengths[c - first] / gammas[f] / total;
        }
        wins[data.features[data.chosen[j] * std::size_t(data.groups) + g]] += 1;
    }
    for (int f = 0; f < n; ++f) {
        if (data.group_of[f] != g) continue;
        gammas[f] = (wins[f] + 1) / (sums[f] + 2 / (gammas[f] + 1));
    }
}

}  // namespace

std::vector<double> learn_ratings(const RatingData& data, int iterations) {
    std::vector<double> gammas(data.feature_count(), 1.0);
    for (int it = 0; it < iterations; ++it)
        for (int g = 0; g < data.groups; ++g) update_group(data, gammas, g);
    return gammas;
}

RatingFit rating_fit(const RatingData& data, const std::vector<double>& gammas) {
    RatingFit fit;
    if (data.position_count() == 0) return fit;
    int top = 0;
    for (std::size_t j = 0; j < data.position_count(); ++j) {
        const std::size_t first = data.position_start[j], end = data.position_start[j + 1];
        double total = 0, best = 0;
        for (std::size_t c = first; c < end; ++c) {
            const double s = strength(data, gammas, c);
            total += s;
            if (c != data.chosen[j] && s > best) best = s;
        }
        const double mine = strength(data, gammas, data.chosen[j]);
        fit.log_likelihood += std::log(mine / total);
        top += mine > best;
    }
    fit.log_likelihood /= double(data.position_count());
    fit.top_rate = double(top) / double(data.position_count());
    return fit;
}

}  // namespace boardtalk::go
