#pragma once
// Tile spawns from a std::mt19937_64 with a mapping of our own, so that a seed gives the same
// tiles with every standard library (std::uniform_int_distribution's output is not fixed).
#include <cstdint>
#include <random>

#include "engine/2048/grid.hpp"

namespace boardtalk::g2048 {

// std::mt19937_64 seeded with the game's seed, counting its draws so that a game can rewind it
// (undo) and a save file can restore it without storing the engine's state.
class SpawnRng {
  public:
    explicit SpawnRng(std::uint64_t seed = 0) : engine_(seed), seed_(seed) {}
    std::uint64_t operator()() {
        ++draws_;
        return engine_();
    }
    std::uint64_t seed() const { return seed_; }
    std::uint64_t draws() const { return draws_; }
    // Back to the state after `draws` draws from the seed; from the base when `draws` is at or
    // after it, so that the cost grows with the draws since the base, not since the seed.
    void rewind(std::uint64_t draws) {
        if (draws >= base_draws_) {
            engine_ = base_;
            engine_.discard(draws - base_draws_);
        } else {
            engine_.seed(seed_);
            engine_.discard(draws);
        }
        draws_ = draws;
    }
    // Moves the base of later rewinds to the state after `draws` draws (a game's start).
    void set_base(std::uint64_t draws) {
        const bool forward = draws >= base_draws_;
        std::mt19937_64 e = forward ? base_ : std::mt19937_64(seed_);
        e.discard(forward ? draws - base_draws_ : draws);
        base_ = e;
        base_draws_ = draws;
    }

  private:
    std::mt19937_64 engine_;
    std::mt19937_64 base_{engine_};  // the state after base_draws_ draws
    std::uint64_t seed_;
    std::uint64_t draws_ = 0;
    std::uint64_t base_draws_ = 0;
};

// A uniform integer in [0, n) by rejection of the generator's top partial range: unbiased,
// and fixed by the standard (mt19937_64's output is). Precondition: n > 0.
std::uint64_t uniform_below(SpawnRng& rng, std::uint64_t n);

struct Spawn {
    int cell = 0;               // grid cell index
    std::uint8_t exponent = 1;  // 1: a 2, 2: a 4
    friend bool operator==(const Spawn&, const Spawn&) = default;
};

// Chooses a uniformly random empty cell (first draw) and the value, 2 with probability 0.9 and
// 4 with 0.1 (second draw, uniform in 0..9, 9 makes a 4). Precondition: the grid has an empty cell.
Spawn draw_spawn(SpawnRng& rng, const Grid& grid);

}  // namespace boardtalk::g2048
