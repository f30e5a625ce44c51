#pragma once
// SPSA (simultaneous perturbation stochastic approximation) as Stockfish's fishtest runs it,
// free of games so it can be tested on its own. For iterations k = 1..N:
//
//   c_k = c / k^gamma              c = STEP * N^gamma          (c_N = STEP, fishtest's c_end)
//   a_k = a / (A + k)^alpha        a = r_end * STEP^2 * (A + N)^alpha     (a_N / c_N^2 = r_end)
//   flip: +1 or -1 per parameter, drawn from the run's seed and k alone
//   theta+ = clamp(theta + c_k * flip), theta- = clamp(theta - c_k * flip)
//   result = wins of theta+ - wins of theta- over a game pair (colours swapped), -2..2
//   theta  = clamp(theta + a_k / c_k * result * flip)
//
// with alpha = 0.602, gamma = 0.101 (Spall's values, fishtest's defaults), A = N / 10, and
// clamp to MIN..MAX. r_end is the learning rate of the "r = a / c^2" convention: a step
// moves a parameter by r_k * c_k * result, about r_end * STEP per game won, whatever its unit.
#include <cstdint>
#include <vector>

#include "tools/tune/tune_param.hpp"

namespace boardtalk::tune {

struct SpsaSettings {
    std::vector<TuneParam> params;
    int iterations = 0;      // N, game pairs
    double r_end = 0.02;     // learning rate at the last iteration
    std::uint64_t seed = 1;  // the perturbations (and the games' seeds)

    static constexpr double alpha = 0.602;
    static constexpr double gamma = 0.101;
    static constexpr double a_ratio = 0.1;  // A = a_ratio * N
};

// What one iteration plays: the perturbation and the two settings, clamped and as played
// (integer parameters rounded).
struct Probe {
    int k = 0;                  // 1..N
    std::vector<int> flips;     // +1 / -1 per parameter
    std::vector<double> plus;   // theta + c_k * flip
    std::vector<double> minus;  // theta - c_k * flip
};

class Spsa {
  public:
    explicit Spsa(SpsaSettings settings);

    const SpsaSettings& settings() const { return s_; }
    std::vector<double> start() const;

    double big_a() const;  // A
    double c_k(std::size_t param, int k) const;
    double a_k(std::size_t param, int k) const;
    // The k-th perturbation: a function of the seed and k only, so a resumed run draws the same.
    std::vector<int> flips(int k) const;
    Probe probe(const std::vector<double>& theta, int k) const;
    // theta after iteration k, given its perturbation and result (wins - losses of theta+).
    std::vector<double> update(const std::vector<double>& theta, int k,
                               const std::vector<int>& flips, int result) const;
    // `theta` as the engine plays it (integer parameters rounded, within MIN..MAX).
    std::vector<double> played(const std::vector<double>& theta) const;

  private:
    SpsaSettings s_;
};

}  // namespace boardtalk::tune
