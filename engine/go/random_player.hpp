#pragma once

#include <cstdint>

#include "engine/go/player.hpp"
#include "engine/go/rng.hpp"

namespace boardtalk::go {

// The baseline player: uniformly random among the legal moves that do not fill the player's
// own single-point eye (Board::is_own_eye); pass when there is none. The same seed and the same
// sequence of positions give the same moves.
class RandomPlayer : public Player {
  public:
    explicit RandomPlayer(std::uint64_t seed = 0) : rng_(seed) {}
    void reseed(std::uint64_t seed) { rng_.reseed(seed); }

    Point genmove(const Game& game, Color c) override;
    std::string_view name() const override { return "random"; }

  private:
    Rng rng_;
};

}  // namespace boardtalk::go
