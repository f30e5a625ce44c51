#include "tools/match/game_clock.hpp"

#include <algorithm>

namespace boardtalk::match {

namespace {

bool canadian(const TimeControl& tc) {
    return tc.kind == TimeControl::Kind::canadian;
}

}  // namespace

GameClock::GameClock(const TimeControl& tc)
    : tc_(tc),
      main_left_(tc.base),
      in_byoyomi_(canadian(tc) && tc.base == 0),
      period_left_(tc.period),
      stones_left_(tc.stones) {}

double GameClock::available() const {
    if (!canadian(tc_)) return main_left_;
    return main_left_ + period_left_;  // a fresh period's B while still in main time
}

bool GameClock::charge(double seconds, double grace) {
    seconds = std::max(0.0, seconds);
    last_ = seconds;
    used_ += seconds;
    ++moves_;
    if (seconds > available() + grace) {
        flag_fell_ = true;
        return false;
    }
    if (!canadian(tc_)) {
        main_left_ = std::max(0.0, main_left_ - seconds) + tc_.increment;
        return true;
    }
    if (!in_byoyomi_ && seconds <= main_left_) {
        main_left_ -= seconds;
        in_byoyomi_ = main_left_ == 0;  // the next move starts the first period
        return true;
    }
    // The move ends in byo-yomi: what main time did not cover comes off the period.
    const double rest = seconds - main_left_;
    main_left_ = 0;
    in_byoyomi_ = true;
    period_left_ = std::max(0.0, period_left_ - rest);
    if (--stones_left_ == 0) {
        period_left_ = tc_.period;
        stones_left_ = tc_.stones;
    }
    return true;
}

double GameClock::move_share() const {
    double share = 0;
    if (!canadian(tc_))
        share = std::min(main_left_ / 20 + tc_.increment, main_left_ / 2);
    else if (!in_byoyomi_)
        share = std::min(main_left_ / 20 + tc_.period / tc_.stones, (main_left_ + tc_.period) / 2);
    else
        share = 0.9 * period_left_ / stones_left_;
    return std::max(0.01, share);
}

}  // namespace boardtalk::match
