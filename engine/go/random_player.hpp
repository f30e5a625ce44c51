#pragma once

#include <cstdint>

#include "engine/go/player.hpp"
#include "engine/go/rng.hpp"

namespace boardtalk::go {

// The baseline player: uniformly random among the legal moves that do not fill the player's
// own single-point eye (Board::is_own_eye); pass when there is none. The same seed and the same
// sequence of positions give the same moves. It needs microseconds; when the deadline has
// already passed it stops scanning after the first board row that gave a candidate and picks
// among the candidates found so far.
class RandomPlayer : public Player {
  public:
    explicit RandomPlayer(std::uint64_t seed = 0) : rng_(seed) {}
    void reseed(std::uint64_t seed) { rng_.reseed(seed); }

    using Player::genmove;
    Point genmove(const Game& game, Color c, const SearchLimits& limits) override;
    std::string_view name() const override { return "random"; }
    // "random choice among N moves that fill no own eye" (N of the scanned part when the
    // deadline cut the scan short), or "pass: no move that fills no own eye".
    std::string explain_last_move() const override;

  private:
    Rng rng_;
    int last_candidates_ = -1;  // -1: no move generated yet
    bool last_cut_short_ = false;
};

}  // namespace boardtalk::go
