#pragma once
// The clock the match runner keeps for one engine during one game: pure arithmetic over the
// seconds each genmove took (measured by the runner), no processes and no time source.
//
// Fischer BASE+INC: the clock starts at BASE; a move's time is taken off, then INC is added
// (after the move, as cutechess does, so the first move has BASE alone).
// Canadian M/B/S: M seconds of main time; once it is gone, S moves in every period of B
// seconds; making the S-th move of a period starts a fresh one. A move that runs out of main
// time goes on in the first period and is its first move.
//
// The flag falls when a move takes longer than the time available to it plus the grace the
// runner allows for pipes and scheduling; a move within the grace leaves the clock at 0 (never
// below).
#include "tools/match/engine_spec.hpp"

namespace boardtalk::match {

class GameClock {
  public:
    explicit GameClock(const TimeControl& tc);

    const TimeControl& control() const { return tc_; }

    // Seconds the next move may take before the flag falls (not counting the grace): Fischer:
    // the time left; Canadian: main time left plus the period's time left (a fresh period's B
    // while in main time).
    double available() const;
    // Fischer: the time left; Canadian: the main time left (0 in byo-yomi).
    double main_left() const { return main_left_; }
    // Canadian: true once main time is used up (from the start when M is 0).
    bool in_byoyomi() const { return in_byoyomi_; }
    // Canadian in byo-yomi: the period's time and moves left (B and S before it starts).
    double period_left() const { return period_left_; }
    int stones_left() const { return stones_left_; }

    // Charges a move that took `seconds` (>= 0). Returns false, and the flag falls (the clock
    // stays as it was before the move), when `seconds` > available() + `grace`.
    bool charge(double seconds, double grace);
    bool flag_fell() const { return flag_fell_; }

    int moves() const { return moves_; }        // moves charged
    double used() const { return used_; }       // seconds charged, the flagging move included
    double last_move() const { return last_; }  // seconds of the last move charged

    // The share of the clock the runner gives the next move when the engine takes a time per
    // move (time_limit): Fischer min(L/20 + INC, L/2) with L the time left; Canadian in main
    // time min(M/20 + B/S, (M + B)/2), in byo-yomi 0.9 * P/s (P, s: the period's time and
    // moves left); never below 0.01 s (time_limit 0 means no limit).
    double move_share() const;

  private:
    TimeControl tc_;
    double main_left_ = 0;
    bool in_byoyomi_ = false;
    double period_left_ = 0;
    int stones_left_ = 0;
    bool flag_fell_ = false;
    int moves_ = 0;
    double used_ = 0, last_ = 0;
};

}  // namespace boardtalk::match
