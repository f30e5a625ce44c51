#pragma once
// Temporal coherence learning (Beal and Smith 1999, applied to 2048 by Jaskowski 2018): every
// weight has a learning rate of its own, |E| / A, where E sums the errors of the updates that
// moved it and A their sizes. A weight whose errors keep one sign learns at the full rate; one
// whose errors cancel out (it has found its value, and what is left is the game's chance) slows
// down. A weight never moved has rate 1.
#include <cstdint>

#include "engine/2048/ntuple.hpp"

namespace boardtalk::g2048 {

class Coherence {
  public:
    // Sums at zero for a network of `like`'s shapes and stages.
    explicit Coherence(const NTupleNetwork& like);
    // Sums saved earlier, E and A held as two networks of the trained network's shapes (so they
    // share its file format and checks). Precondition: both have the same shapes and stages.
    Coherence(NTupleNetwork errors, NTupleNetwork sizes);

    // Moves each weight net.value(board) reads by its rate times alpha / lookups times `error`,
    // then adds `error` to its E and |error| to its A.
    void update(NTupleNetwork& net, Bitboard board, double error, double alpha);

    // E and A, each as a network of the trained one's shapes (its games field: the trained
    // network's game count when they were saved).
    NTupleNetwork& errors() { return errors_; }
    NTupleNetwork& sizes() { return sizes_; }

  private:
    NTupleNetwork errors_, sizes_;
};

}  // namespace boardtalk::g2048
