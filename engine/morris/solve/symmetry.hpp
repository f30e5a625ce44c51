#pragma once
// The 16 symmetries of the board: the 8 rotations and reflections of the square, each with or
// without the swap of the inner and outer rings. They map lines to lines, so they keep adjacency
// and mills (with or without the diagonal lines) and a position's value.
#include <array>

#include "engine/morris/types.hpp"

namespace boardtalk::morris::solve {

inline constexpr int kSymmetries = 16;

// A symmetry as the image of each point; symmetry 0 is the identity.
using Permutation = std::array<Point, kPoints>;
const std::array<Permutation, kSymmetries>& symmetries();

// The image of a set of points.
Mask apply(const Permutation& perm, Mask m);

}  // namespace boardtalk::morris::solve
