#include "engine/morris/solve/sector.hpp"

#include <array>
#include <bit>
#include <charconv>

namespace boardtalk::morris::solve {

namespace {

using Table = std::array<std::array<std::uint64_t, kPoints + 1>, kPoints + 1>;

const Table& pascal() {
    static const Table t = [] {
        Table out{};
        for (int n = 0; n <= kPoints; ++n) {
            out[n][0] = 1;
            for (int k = 1; k <= n; ++k) out[n][k] = out[n - 1][k - 1] + out[n - 1][k];
        }
        return out;
    }();
    return t;
}

}  // namespace

std::string sector_name(Sector s) {
    return std::to_string(s.mover) + "-" + std::to_string(s.other);
}

std::optional<Sector> parse_sector_name(std::string_view text) {
    Sector s;
    const char* end = text.data() + text.size();
    auto [dash, e1] = std::from_chars(text.data(), end, s.mover);
    if (e1 != std::errc() || dash == end || *dash != '-') return std::nullopt;
    auto [last, e2] = std::from_chars(dash + 1, end, s.other);
    if (e2 != std::errc() || last != end || dash == text.data() || last == dash + 1)
        return std::nullopt;
    if (s.mover < 3 || s.other < 3 || s.mover > 12 || s.other > 12 || s.mover + s.other > kPoints)
        return std::nullopt;
    return s;
}

std::uint64_t binomial(int n, int k) {
    if (n < 0 || n > kPoints || k < 0 || k > n) return 0;
    return pascal()[n][k];
}

std::uint64_t sector_size(Sector s) {
    return binomial(kPoints, s.mover) * binomial(kPoints - s.mover, s.other);
}

// Colex rank of the set `m` of positions 0..23.
std::uint64_t colex_rank(Mask m) {
    const Table& c = pascal();
    std::uint64_t r = 0;
    int k = 1;
    for (; m; m &= m - 1) r += c[std::countr_zero(m)][k++];
    return r;
}

// The set of `k` positions whose colex rank is `r` (positions below `n`).
Mask colex_unrank(std::uint64_t r, int k, int n) {
    const Table& c = pascal();
    Mask m = 0;
    for (int p = n - 1; k > 0; --p) {
        if (c[p][k] <= r) {
            r -= c[p][k];
            m |= bit(static_cast<Point>(p));
            --k;
        }
    }
    return m;
}

// `other` with the points of `taken` squeezed out (bit q = the q-th point not in `taken`).
Mask compress(Mask other, Mask taken) {
    Mask out = 0;
    for (; other; other &= other - 1) {
        const int p = std::countr_zero(other);
        out |= Mask{1} << (p - std::popcount(taken & ((Mask{1} << p) - 1)));
    }
    return out;
}

// The inverse of compress.
Mask expand(Mask squeezed, Mask taken) {
    Mask out = 0;
    int q = 0;
    for (int p = 0; p < kPoints && squeezed; ++p) {
        if (taken & bit(static_cast<Point>(p))) continue;
        if (squeezed & (Mask{1} << q)) {
            out |= bit(static_cast<Point>(p));
            squeezed &= ~(Mask{1} << q);
        }
        ++q;
    }
    return out;
}

std::uint64_t rank(Sector s, Mask mover, Mask other) {
    return colex_rank(mover) * binomial(kPoints - s.mover, s.other) +
           colex_rank(compress(other, mover));
}

std::pair<Mask, Mask> unrank(Sector s, std::uint64_t r) {
    const std::uint64_t per = binomial(kPoints - s.mover, s.other);
    const Mask mover = colex_unrank(r / per, s.mover, kPoints);
    const Mask other = expand(colex_unrank(r % per, s.other, kPoints - s.mover), mover);
    return {mover, other};
}

}  // namespace boardtalk::morris::solve
