#pragma once

#include <cstdint>
#include <optional>

#include "engine/go/dead_stones.hpp"
#include "engine/go/game.hpp"
#include "engine/go/marking.hpp"
#include "engine/go/player.hpp"
#include "engine/go/score.hpp"

namespace boardtalk::go {

// The dead-stone view of one session: the engine's estimate of the current position (computed
// on first use, cached until the position changes) and the user's marks, which override it.
// Marks belong to the position they were made in: any move, undo or setup, by whatever
// command, makes the estimate apply again (checked with position_key(), so no caller has to
// remember to reset anything).
class ScoringMarks {
  public:
    explicit ScoringMarks(EstimateOptions options = {}) : options_(options) {}

    const EstimateOptions& options() const { return options_; }
    // New options; the cached estimate is dropped (marks stay).
    void set_options(const EstimateOptions& options);

    // The engine's estimate for the game's current position.
    const DeadStoneEstimate& estimate(const Game& game);

    // True when the user marked (or cleared) stones in the current position.
    bool user_marked(const Game& game) const;

    // The stones to count as dead: the user's marks when user_marked(), else the estimate's.
    const DeadSet& dead(const Game& game);
    // The same within a deadline (a move's think time): an estimate not yet made runs until
    // `deadline` at most, and is kept for later calls only when it ran all its playouts.
    DeadSet dead(const Game& game, const SearchLimits& deadline);

    // The stones alive in seki: the estimate's, or with user marks seki_stones() of the
    // unmarked chains.
    PointSet seki(const Game& game);

    // Marking (see marking.hpp). The first mark in a position starts from the estimate, so the
    // user corrects the engine rather than starting over. nullopt, and nothing changes, when p
    // holds no stone.
    std::optional<int> mark_dead(const Game& game, Point p);
    std::optional<int> mark_alive(const Game& game, Point p);

    // Every stone alive in the current position (a user marking with no dead stone).
    void clear(const Game& game);

  private:
    // Starts the user's marks from the estimate unless they belong to this position already.
    void begin_marking(const Game& game);

    EstimateOptions options_;
    std::optional<std::uint64_t> estimated_key_;
    DeadStoneEstimate estimate_;
    std::optional<std::uint64_t> marked_key_;
    DeadSet marks_;
};

}  // namespace boardtalk::go
