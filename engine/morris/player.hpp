#pragma once
// Players behind one interface (Pachi's engine_t, Fuego's GoPlayer): the searcher and a random
// mover, chosen by the adapter or the benchmark.
#include <cstdint>
#include <memory>
#include <random>
#include <string>

#include "engine/morris/game.hpp"
#include "engine/morris/search.hpp"

namespace boardtalk::morris {

class Player {
  public:
    virtual ~Player() = default;
    virtual std::string name() const = 0;
    // A legal turn for the side to move. Precondition: the game is not over.
    virtual Turn choose(const Game& game) = 0;
};

// Uniformly random legal turns from a seeded generator.
class RandomPlayer : public Player {
  public:
    explicit RandomPlayer(std::uint64_t seed) : rng_(seed) {}
    std::string name() const override { return "random"; }
    Turn choose(const Game& game) override;

  private:
    std::mt19937_64 rng_;
};

// The alpha-beta searcher under fixed limits.
class SearchPlayer : public Player {
  public:
    explicit SearchPlayer(SearchLimits limits, int tt_log2_entries = kTtLog2Knob.default_value)
        : limits_(limits), searcher_(std::make_unique<Searcher>(tt_log2_entries)) {}
    std::string name() const override;
    Turn choose(const Game& game) override;
    const SearchReport& last_report() const { return last_; }
    Searcher& searcher() { return *searcher_; }

  private:
    SearchLimits limits_;
    std::unique_ptr<Searcher> searcher_;
    SearchReport last_;
};

}  // namespace boardtalk::morris
