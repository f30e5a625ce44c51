#pragma once

#include <bitset>
#include <vector>

#include "engine/go/game.hpp"
#include "engine/go/point.hpp"

namespace boardtalk::go {

// Stones marked dead for scoring (a plain set of points; empty means "all alive").
class DeadSet {
  public:
    bool contains(Point p) const { return bits_.test(p); }
    void insert(Point p) { bits_.set(p); }
    void erase(Point p) { bits_.reset(p); }
    void clear() { bits_.reset(); }
    bool empty() const { return bits_.none(); }
    // The marked points in increasing order.
    std::vector<Point> points() const;

  private:
    std::bitset<array_size> bits_;
};

// Points of each colour, komi and the handicap bonus (Game::white_bonus) included in white's.
struct Score {
    double black = 0;
    double white = 0;
    // black - white: > 0 black wins, < 0 white wins, 0 a draw (jigo).
    double margin() const { return black - white; }
};

// Scores the game under its rules' scoring and komi. Dead stones (points of `dead` holding a
// stone) are removed first. Area: each colour's live stones + the empty regions reached by that
// colour only. Territory: the empty regions reached by one colour only + the stones that colour
// captured + the opponent's dead stones. A region reaching both colours (or none) is nobody's.
Score score(const Game& game, const DeadSet& dead = {});

// The owner of every board point after removing dead stones: black or white for a live stone
// or an empty point reached by that colour only, empty for neutral points (the basis of score()
// and of final_status_list style queries). Indexed by Point; border elsewhere.
std::vector<Color> ownership(const Board& board, const DeadSet& dead = {});

}  // namespace boardtalk::go
