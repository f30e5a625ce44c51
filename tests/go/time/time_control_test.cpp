// TimeControl on its own: GTP's and KGS's conventions, clocks moving through main time and
// periods, and the budget's promise (budget + margin <= limit) over many clock states.
#include <catch2/catch.hpp>

#include "engine/go/rng.hpp"
#include "engine/go/time_control.hpp"

using namespace boardtalk::go;

TEST_CASE("time settings follow GTP's and KGS's conventions", "[go][time]") {
    CHECK(TimeSettings::gtp(600, 300, 0).system == TimeSystem::none);  // b > 0, s == 0
    CHECK(TimeSettings::gtp(600, 0, 0).system == TimeSystem::absolute);
    CHECK(TimeSettings::gtp(600, 0, 25).system == TimeSystem::absolute);
    const auto zero = TimeSettings::gtp(0, 0, 0);
    CHECK(zero.system == TimeSystem::absolute);
    CHECK(zero.main_time == 0);
    const auto c = TimeSettings::gtp(600, 300, 25);
    CHECK(c.system == TimeSystem::canadian);
    CHECK(c.to_string() == "canadian 600 300/25");
    CHECK(TimeSettings::byoyomi(600, 30, 5).to_string() == "byoyomi 600 5x30");
    CHECK(TimeSettings::byoyomi(600, 30, 0).system == TimeSystem::absolute);
    CHECK(TimeSettings::byoyomi(600, 0, 5).system == TimeSystem::absolute);
    CHECK(TimeSettings::absolute(90).to_string() == "absolute 90");
    CHECK(TimeSettings::none().to_string() == "none");
}

TEST_CASE("canadian clock: main time, then a period per block of stones", "[go][time]") {
    TimeControl tc;
    tc.set(TimeSettings::canadian(10, 30, 5));
    tc.charge(Color::black, 4);
    CHECK(tc.clock(Color::black).main_left == Approx(6));
    CHECK_FALSE(tc.clock(Color::black).in_overtime);
    CHECK(tc.clock(Color::white).main_left == 10);  // the other clock does not move
    tc.charge(Color::black, 8);                     // 6 from main, 2 from the first period
    auto k = tc.clock(Color::black);
    CHECK(k.in_overtime);
    CHECK(k.main_left == 0);
    CHECK(k.period_left == Approx(28));
    CHECK(k.stones_left == 4);
    for (int i = 0; i < 3; ++i) tc.charge(Color::black, 5);
    CHECK(tc.clock(Color::black).stones_left == 1);
    CHECK(tc.clock(Color::black).period_left == Approx(13));
    tc.charge(Color::black, 5);  // the block is done: a fresh period
    k = tc.clock(Color::black);
    CHECK(k.stones_left == 5);
    CHECK(k.period_left == 30);
    CHECK_FALSE(k.flagged);
    tc.charge(Color::black, 31);
    CHECK(tc.clock(Color::black).flagged);
}

TEST_CASE("byoyomi clock: a move inside a period keeps it, an overstep loses it", "[go][time]") {
    TimeControl tc;
    tc.set(TimeSettings::byoyomi(0, 10, 3));
    tc.charge(Color::white, 9.5);
    auto k = tc.clock(Color::white);
    CHECK(k.in_overtime);
    CHECK(k.periods_left == 3);
    CHECK(k.period_left == 10);
    tc.charge(Color::white, 15);  // one period lost, the move ends in the next
    k = tc.clock(Color::white);
    CHECK(k.periods_left == 2);
    CHECK(k.period_left == 10);
    CHECK_FALSE(k.flagged);
    tc.charge(Color::white, 25);
    CHECK(tc.clock(Color::white).flagged);
    CHECK(tc.clock(Color::white).periods_left == 0);
}

TEST_CASE("absolute clock runs down and flags", "[go][time]") {
    TimeControl tc;
    tc.set(TimeSettings::absolute(5));
    tc.charge(Color::black, 3);
    CHECK(tc.clock(Color::black).main_left == Approx(2));
    tc.charge(Color::black, 3);
    CHECK(tc.clock(Color::black).flagged);
    CHECK(tc.budget(Color::black, 81, 10).seconds == 0);
}

TEST_CASE("time_left overrides the engine's own clock", "[go][time]") {
    TimeControl tc;
    tc.set(TimeSettings::canadian(600, 300, 25));
    tc.set_left(Color::black, 120, 0);
    CHECK(tc.clock(Color::black).main_left == 120);
    tc.set_left(Color::black, 40, 7);
    auto k = tc.clock(Color::black);
    CHECK(k.in_overtime);
    CHECK(k.period_left == 40);
    CHECK(k.stones_left == 7);
    CHECK(tc.budget(Color::black, 361, 100).limit == 40);

    tc.set(TimeSettings::byoyomi(600, 30, 5));
    tc.set_left(Color::white, 30, 2);  // KGS: seconds in the period, periods left
    k = tc.clock(Color::white);
    CHECK(k.in_overtime);
    CHECK(k.periods_left == 2);
    CHECK(k.period_left == 30);
}

TEST_CASE("without settings the default move time applies, unless time_left reported",
          "[go][time]") {
    TimeControl tc;
    BudgetPolicy policy;
    policy.default_move_time = 0.25;
    auto b = tc.budget(Color::black, 361, 0, policy);
    CHECK_FALSE(b.limited);
    CHECK(b.seconds == 0.25);
    tc.charge(Color::black, 100);  // nothing to charge
    CHECK_FALSE(tc.clock(Color::black).flagged);
    tc.set_left(Color::black, 2, 0);
    b = tc.budget(Color::black, 361, 0, policy);
    CHECK(b.limited);
    CHECK(b.limit == 2);
    CHECK(b.seconds < 2);
    tc.set_left(Color::black, 3, 3);
    CHECK(tc.budget(Color::black, 361, 0, policy).seconds <= 1);
}

TEST_CASE("budgets spread main time and then use the periods", "[go][time]") {
    TimeControl tc;
    tc.set(TimeSettings::absolute(300));
    const auto early = tc.budget(Color::black, 361, 0);
    CHECK(early.limited);
    CHECK(early.seconds > 1);
    CHECK(early.seconds < 5);  // about 126 own moves to come
    CHECK(tc.budget(Color::black, 361, 300).seconds > early.seconds);

    tc.set(TimeSettings::canadian(1, 100, 10));  // main smaller than a stone's share
    auto b = tc.budget(Color::black, 361, 0);
    CHECK(b.seconds == Approx(11));  // 1 s of main + one stone's 10 s of the period
    CHECK(b.limit == 101);

    tc.set(TimeSettings::byoyomi(0, 30, 3));
    b = tc.budget(Color::white, 361, 50);
    CHECK(b.limit == 30);
    CHECK(b.seconds == Approx(30 - 0.25));
}

TEST_CASE("sudden death keeps a reserve of min_margin a move, main time before periods does not",
          "[go][time]") {
    const BudgetPolicy policy;
    const double reserve = policy.min_margin * policy.min_moves_to_go;
    TimeControl tc;
    tc.set(TimeSettings::absolute(300));
    // 0.7 * 361 points, half of them own moves: 126.35 moves to go.
    CHECK(tc.budget(Color::black, 361, 0, policy).seconds == Approx((300 - reserve) / 126.35));
    tc.set(TimeSettings::absolute(reserve));
    CHECK(tc.budget(Color::black, 81, 30, policy).seconds == 0);
    tc.set(TimeSettings::absolute(reserve + 1));
    CHECK(tc.budget(Color::black, 81, 100, policy).seconds == Approx(0.1));
    // Periods follow: the main time is spread in full.
    tc.set(TimeSettings::byoyomi(300, 30, 5));
    CHECK(tc.budget(Color::black, 361, 0, policy).seconds == Approx(300 / 126.35));
    tc.set(TimeSettings::canadian(reserve, 100, 10));
    CHECK(tc.budget(Color::black, 81, 30, policy).seconds == Approx(reserve + 10));
}

TEST_CASE("budget (and the latest) + margin never exceeds the limit, over random clocks",
          "[go][time]") {
    Rng rng(12345);
    auto uniform = [&rng](double hi) { return hi * rng.below(1000001) / 1e6; };
    const BudgetPolicy policy;
    int checked = 0;
    for (int i = 0; i < 20000; ++i) {
        TimeControl tc;
        switch (rng.below(4)) {
            case 0:
                tc.set(TimeSettings::absolute(uniform(2)));
                break;
            case 1:
                tc.set(TimeSettings::canadian(uniform(2), uniform(3), 1 + int(rng.below(25))));
                break;
            case 2:
                tc.set(TimeSettings::byoyomi(uniform(2), uniform(3), 1 + int(rng.below(5))));
                break;
            default:
                break;  // no settings, maybe a report
        }
        for (int m = int(rng.below(4)); m > 0; --m) tc.charge(Color::black, uniform(1));
        if (rng.below(3) == 0) tc.set_left(Color::black, uniform(1), int(rng.below(3)));
        const auto b = tc.budget(Color::black, 81, int(rng.below(120)), policy);
        REQUIRE(b.seconds >= 0);
        if (!b.limited) continue;
        const double margin = std::min(b.limit, std::clamp(b.limit * policy.margin_fraction,
                                                           policy.min_margin, policy.max_margin));
        INFO(tc.settings().to_string() << " limit " << b.limit << " budget " << b.seconds);
        REQUIRE(b.seconds + margin <= b.limit + 1e-12);
        // The longest a move may think (extend_unsettled) keeps the same margin.
        REQUIRE(b.latest >= b.seconds);
        REQUIRE(b.latest + margin <= b.limit + 1e-12);
        ++checked;
    }
    CHECK(checked > 10000);
}
