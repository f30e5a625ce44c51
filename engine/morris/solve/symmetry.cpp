#include "engine/morris/solve/symmetry.hpp"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <string>

#include "engine/morris/geometry.hpp"

namespace boardtalk::morris::solve {

namespace {

// Points as coordinates -3..3 from the centre (file a..g, rank 1..7).
struct Xy {
    int x, y;
};

Xy coordinates(Point p) {
    const std::string_view name = point_name(p);
    return {name[0] - 'd', name[1] - '4'};
}

Point at(Xy c) {
    const std::string name = {static_cast<char>('d' + c.x), static_cast<char>('4' + c.y)};
    return *parse_point(name);
}

// One of the 8 maps of the square: `turns` quarter turns after an optional mirror.
Xy square_map(Xy c, int turns, bool mirror) {
    if (mirror) c.x = -c.x;
    for (int i = 0; i < turns; ++i) c = {-c.y, c.x};
    return c;
}

// The outer ring (distance 3) to the inner (1) and back; the middle ring stays.
Xy swap_rings(Xy c) {
    const int ring = std::max(std::abs(c.x), std::abs(c.y));
    const int to = 4 - ring;
    return {c.x / ring * to, c.y / ring * to};
}

}  // namespace

const std::array<Permutation, kSymmetries>& symmetries() {
    static const std::array<Permutation, kSymmetries> all = [] {
        std::array<Permutation, kSymmetries> out{};
        for (int s = 0; s < kSymmetries; ++s)
            for (int p = 0; p < kPoints; ++p) {
                Xy c = square_map(coordinates(static_cast<Point>(p)), s % 4, (s / 4) % 2);
                if (s / 8) c = swap_rings(c);
                out[s][p] = at(c);
            }
        return out;
    }();
    return all;
}

Mask apply(const Permutation& perm, Mask m) {
    Mask out = 0;
    for (; m; m &= m - 1) out |= bit(perm[std::countr_zero(m)]);
    return out;
}

}  // namespace boardtalk::morris::solve
