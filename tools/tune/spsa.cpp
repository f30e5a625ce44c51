#include "tools/tune/spsa.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace boardtalk::tune {

namespace {

std::uint64_t splitmix64(std::uint64_t x) {
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

}  // namespace

Spsa::Spsa(SpsaSettings settings) : s_(std::move(settings)) {
    if (s_.iterations < 1 || s_.params.empty() || !(s_.r_end > 0))
        throw std::invalid_argument("SPSA needs iterations, parameters and r_end > 0");
}

std::vector<double> Spsa::start() const {
    std::vector<double> theta;
    for (const TuneParam& p : s_.params) theta.push_back(p.start);
    return theta;
}

double Spsa::big_a() const {
    return SpsaSettings::a_ratio * s_.iterations;
}

double Spsa::c_k(std::size_t param, int k) const {
    const double c = s_.params[param].step * std::pow(s_.iterations, SpsaSettings::gamma);
    return c / std::pow(k, SpsaSettings::gamma);
}

double Spsa::a_k(std::size_t param, int k) const {
    const double step = s_.params[param].step;
    const double a =
        s_.r_end * step * step * std::pow(big_a() + s_.iterations, SpsaSettings::alpha);
    return a / std::pow(big_a() + k, SpsaSettings::alpha);
}

std::vector<int> Spsa::flips(int k) const {
    std::vector<int> out;
    const std::uint64_t base = splitmix64(s_.seed ^ splitmix64(static_cast<std::uint64_t>(k)));
    for (std::size_t i = 0; i < s_.params.size(); ++i)
        out.push_back((splitmix64(base + i) >> 63) ? 1 : -1);
    return out;
}

std::vector<double> Spsa::played(const std::vector<double>& theta) const {
    std::vector<double> out;
    for (std::size_t i = 0; i < theta.size(); ++i) {
        const TuneParam& p = s_.params[i];
        double v = std::clamp(theta[i], p.min, p.max);
        if (p.integer) v = std::clamp(std::round(v), p.min, p.max);
        out.push_back(v);
    }
    return out;
}

Probe Spsa::probe(const std::vector<double>& theta, int k) const {
    Probe pr;
    pr.k = k;
    pr.flips = flips(k);
    std::vector<double> plus = theta, minus = theta;
    for (std::size_t i = 0; i < theta.size(); ++i) {
        plus[i] += c_k(i, k) * pr.flips[i];
        minus[i] -= c_k(i, k) * pr.flips[i];
    }
    pr.plus = played(plus);
    pr.minus = played(minus);
    return pr;
}

std::vector<double> Spsa::update(const std::vector<double>& theta, int k,
                                 const std::vector<int>& flips, int result) const {
    std::vector<double> out = theta;
    for (std::size_t i = 0; i < theta.size(); ++i) {
        const TuneParam& p = s_.params[i];
        out[i] = std::clamp(theta[i] + a_k(i, k) / c_k(i, k) * result * flips[i], p.min, p.max);
    }
    return out;
}

}  // namespace boardtalk::tune
