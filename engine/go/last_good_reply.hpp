#pragma once
// Last good reply with forgetting (LGRF-1: Drake 2009, Baier and Drake 2010): the playouts
// learn from each other which answer to a move worked. After every playout, each move the
// winner played becomes its reply to the move before it; a reply the loser played is
// forgotten. The heavy policy then tries the stored reply to the last move (PolicySettings::
// reply_percent), so a local answer that won once is repeated while it keeps winning.
#include <array>
#include <span>

#include "engine/go/color.hpp"
#include "engine/go/point.hpp"

namespace boardtalk::go {

class ReplyTable {
  public:
    ReplyTable() { clear(); }
    void clear();
    // The reply `c` last won with after `previous` (pass: none, or none kept).
    Point reply(Color c, Point previous) const { return replies_[player_index(c)][previous]; }
    // Learns from one playout: `moves` alternate colours from `first`, `previous` is the move
    // played before the first of them (pass when there is none), `winner` won the playout.
    // Passes neither teach nor are answered.
    void learn(std::span<const Point> moves, Color first, Point previous, Color winner);

  private:
    std::array<std::array<Point, array_size>, 2> replies_;
};

}  // namespace boardtalk::go
