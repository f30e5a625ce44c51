#pragma once
// Players and whole games between them, for the strength benchmark and the tests.
#include <cstdint>
#include <memory>

#include "engine/dvonn/game.hpp"
#include "engine/dvonn/search.hpp"

namespace boardtalk::dvonn {

class Player {
  public:
    virtual ~Player() = default;
    // A legal move for the side to move of `game`, which is not over.
    virtual Move choose(const Game& game) = 0;
};

// Uniformly random legal moves from its own seeded generator.
class RandomPlayer : public Player {
  public:
    explicit RandomPlayer(std::uint64_t seed) : rng_(seed) {}
    Move choose(const Game& game) override;

  private:
    Rng rng_;
};

// The engine: the placement search, then alpha-beta, within `limits` (search.hpp).
class SearchPlayer : public Player {
  public:
    explicit SearchPlayer(SearchLimits limits, EvalWeights weights = {},
                          int tt_log2 = kTtLog2Knob.default_value, SearchTuning tuning = {})
        : limits_(limits), searcher_(std::make_unique<Searcher>(tt_log2, weights, tuning)) {}
    Move choose(const Game& game) override;

  private:
    SearchLimits limits_;
    std::unique_ptr<Searcher> searcher_;
};

struct MatchResult {
    Outcome outcome = Outcome::ongoing;
    Score score;
    int moves = 0;
};

// Plays `start` to the end with `white` and `black` choosing the moves.
MatchResult play_game(Player& white, Player& black, const Position& start);

}  // namespace boardtalk::dvonn
