#pragma once
// What a tree search tells its caller while it runs: the statistics of the root's candidate
// moves, for live analysis (lz-analyze, kata-analyze, analyze, *genmove_analyze) and logs.
#include <cstdint>
#include <functional>
#include <vector>

#include "engine/go/color.hpp"
#include "engine/go/game.hpp"
#include "engine/go/player.hpp"
#include "engine/go/point.hpp"

namespace boardtalk::go {

// One candidate move at the root.
struct CandidateStats {
    Point move = pass;         // may be pass
    std::uint64_t visits = 0;  // playouts through this move
    double winrate = 0.5;      // for the side to move at the root, in [0, 1]
    double prior = 0;          // the move's prior probability, in [0, 1]
    double lcb = 0;            // a lower confidence bound of winrate, in [0, 1]
    double score_lead = 0;     // mean final margin for the side to move, komi included
    std::vector<Point> pv;     // principal variation, starting with `move`
};

// The root of a search at one moment.
struct SearchReport {
    Color to_move = Color::black;
    std::uint64_t visits = 0;                // playouts from the root so far
    std::vector<CandidateStats> candidates;  // visited moves, best first (most visits)
    // Chance that each point ends as the side to move's area, minus the chance it ends as the
    // opponent's: one value in [-1, 1] per point, indexed by Point (array_size entries; points
    // off the board are 0). Empty when the search keeps no ownership.
    std::vector<double> ownership;
};

// Called by the search about every `interval` seconds with the current statistics (and once
// more at the end). Returning false stops the search.
using ReportCallback = std::function<bool(const SearchReport&)>;

// A player that can search while reporting (the MCTS player). The analysis commands use it
// through this interface; a player that is not an Analyzer makes them fail with a clear error.
class Analyzer {
  public:
    virtual ~Analyzer() = default;
    // Searches the current position of `game` for c until `report` returns false or `limits`
    // are reached (no limits: until `report` returns false), calling `report` about every
    // `interval` seconds (and once at the end). Returns the best move (pass allowed). Never
    // changes `game`.
    virtual Point analyze(const Game& game, Color c, const SearchLimits& limits, double interval,
                          const ReportCallback& report) = 0;
};

}  // namespace boardtalk::go
