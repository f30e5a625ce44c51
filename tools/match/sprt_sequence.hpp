#pragma once
// The sequential test of a match as the runner and --summarize apply it: game results fed in
// any order are counted in game-index order, so the decision does not depend on which game
// finished first (--jobs). Observations are pairs of games 2k and 2k+1 (same opening, colours
// swapped: pentanomial counts) or single games (trinomial). An observation counts once every
// game of it and of all observations before it has finished; the test is evaluated after each
// one and stops at the first that reaches a bound. Games past that point change nothing.
#include <map>

#include "tools/match/game_result.hpp"
#include "tools/match/sprt.hpp"

namespace boardtalk::match {

// What a match's sequential test is: parameters and unit of observation.
struct SprtSetup {
    sprt::SprtParams params;
    bool pairs = true;  // false: single games (DVONN random setups differ within a pair)
};

// The test after the observations counted so far.
struct SprtOutcome {
    bool pairs = true;
    sprt::Pentanomial pentanomial;  // when pairs
    sprt::Trinomial trinomial;      // when not
    int observations = 0;           // pairs or games counted
    int end_index = 0;              // the counted games are those with index < end_index
    sprt::SprtState state;

    bool decided() const { return state.decision != sprt::Decision::continue_testing; }
    sprt::EloEstimate elo(sprt::EloModel model) const;
};

class SprtSequence {
  public:
    explicit SprtSequence(const SprtSetup& setup);

    // A finished game; each index once (a repeated index is ignored). After the decision,
    // results are ignored. Returns decided().
    bool add(const GameResult& result);

    const SprtOutcome& outcome() const { return outcome_; }
    bool decided() const { return outcome_.decided(); }

  private:
    void count(const GameResult* games, int n);

    SprtSetup setup_;
    SprtOutcome outcome_;
    std::map<int, GameResult> waiting_;  // finished, not yet counted (index >= end_index)
};

// The test over `results` (any order), as SprtSequence counts them.
SprtOutcome evaluate_sprt(const std::vector<GameResult>& results, const SprtSetup& setup);

// The exit code of a match under SPRT: 0 accepted H1, 3 accepted H0, 4 neither.
int sprt_exit_code(const SprtOutcome& outcome);

}  // namespace boardtalk::match
