#include "engine/morris/solve/index.hpp"

#include <algorithm>
#include <bit>
#include <climits>
#include <map>
#include <memory>
#include <mutex>

#include "engine/morris/solve/symmetry.hpp"

namespace boardtalk::morris::solve {

SectorIndex::SectorIndex(Sector s) : sector_(s), per_class_(binomial(kPoints - s.mover, s.other)) {
    const std::uint64_t owns = binomial(kPoints, s.mover);
    class_of_.resize(owns);
    to_class_.resize(owns);
    std::vector<std::uint32_t> class_of_least(owns, UINT32_MAX);
    const auto& syms = symmetries();
    for (std::uint64_t r = 0; r < owns; ++r) {
        const Mask own = colex_unrank(r, s.mover, kPoints);
        std::uint64_t least = r;
        std::uint16_t onto = 0;
        for (int k = 0; k < kSymmetries; ++k) {
            const std::uint64_t image = colex_rank(apply(syms[k], own));
            if (image < least) {
                least = image;
                onto = 0;
            }
            if (image == least) onto |= static_cast<std::uint16_t>(1u << k);
        }
        if (least == r) {  // ranks run upwards, so a class meets its representative first
            class_of_least[r] = static_cast<std::uint32_t>(classes_.size());
            classes_.push_back(own);
        }
        class_of_[r] = class_of_least[least];
        to_class_[r] = onto;
    }
}

std::uint64_t SectorIndex::index(Mask mover, Mask other) const {
    const std::uint64_t r = colex_rank(mover);
    const std::uint32_t c = class_of_[r];
    const Mask rep = classes_[c];
    const auto& syms = symmetries();
    std::uint64_t best = UINT64_MAX;
    for (unsigned onto = to_class_[r]; onto; onto &= onto - 1) {
        const Permutation& perm = syms[std::countr_zero(onto)];
        best = std::min(best, colex_rank(compress(apply(perm, other), rep)));
    }
    return c * per_class_ + best;
}

bool SectorIndex::position(std::uint64_t i, Mask& mover, Mask& other) const {
    mover = classes_[i / per_class_];
    other = expand(colex_unrank(i % per_class_, sector_.other, kPoints - sector_.mover), mover);
    return index(mover, other) == i;
}

const SectorIndex& sector_index(Sector s) {
    static std::mutex mutex;
    static std::map<Sector, std::unique_ptr<SectorIndex>> built;
    const std::lock_guard lock(mutex);
    auto& slot = built[s];
    if (!slot) slot = std::make_unique<SectorIndex>(s);
    return *slot;
}

}  // namespace boardtalk::morris::solve
