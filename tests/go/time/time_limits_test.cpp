// genmove never exceeds the remaining time, in every time system. The player here thinks until
// its deadline (and a little past it, like a search checking its clock between playouts) on a
// hand-moved clock, so the test is exact and independent of the machine's load. A referee
// clock written separately from engine/go/time_control.cpp keeps the official time.
#include <catch2/catch.hpp>
#include <sstream>

#include "engine/go/random_player.hpp"
#include "tests/go/gtp/go_session.hpp"

namespace go = boardtalk::go;
using boardtalk::go_adapter::testing::GoSession;

namespace {

constexpr double think_step = 0.0005;  // the slow player's clock checks are this far apart

// Thinks to its deadline; a greedy one, on a clock, as long again or to the latest it may,
// whichever comes first (a search that never settles, with --extend-unsettled 1).
class SlowPlayer : public go::Player {
  public:
    explicit SlowPlayer(go::ManualTimeSource& clock, bool greedy = false)
        : clock_(clock), random_(3), greedy_(greedy) {}
    using go::Player::genmove;
    go::Point genmove(const go::Game& game, go::Color c, const go::SearchLimits& limits) override {
        CHECK(limits.time == &clock_);
        const double start = clock_.now();
        const double longer = std::min(limits.latest, 2 * limits.deadline - start);
        const double end = greedy_ && limits.on_clock() ? longer : limits.deadline;
        CHECK(end >= limits.deadline);
        while (clock_.now() < end) clock_.advance(think_step);
        return random_.genmove(game, c);
    }
    std::string_view name() const override { return "slow"; }

  private:
    go::ManualTimeSource& clock_;
    go::RandomPlayer random_;
    bool greedy_;
};

enum class System { none, absolute, canadian, byoyomi };

struct Scenario {
    std::string command;  // the settings command sent first (may be empty)
    System system;
    double main = 0, period = 0;
    int count = 0;        // canadian: stones per period; byoyomi: periods
    bool report = false;  // the referee sends time_left before every genmove
    double lag = 0;       // what the referee charges beyond the engine's own thinking
};

// The official clock of one player, as a server keeps it.
struct RefereeClock {
    const Scenario* sc;
    double main_left;
    bool overtime = false;
    double period_left = 0;
    int count_left = 0;  // stones (canadian) or periods (byoyomi) left
    bool lost = false;

    explicit RefereeClock(const Scenario& s) : sc(&s), main_left(s.main) {}

    // What the move may take without losing the game or a byoyomi period.
    double allowed() const {
        switch (sc->system) {
            case System::none:
                return 1e9;
            case System::absolute:
                return main_left;
            default:
                return overtime ? period_left : main_left + sc->period;
        }
    }
    void charge(double t) {
        if (sc->system == System::none) return;
        if (t > allowed()) lost = true;
        if (!overtime) {
            if (sc->system == System::absolute || t <= main_left) {
                main_left -= t;
                return;
            }
            t -= main_left;
            main_left = 0;
            overtime = true;
            period_left = sc->period;
            count_left = sc->count;
        }
        if (sc->system == System::canadian) {
            period_left -= t;
            if (--count_left == 0) period_left = sc->period, count_left = sc->count;
        } else {
            period_left = sc->period;  // within the period: it starts again
        }
    }
    std::string time_left(char color) const {
        std::ostringstream out;
        out.precision(17);
        out << "time_left " << color << ' ' << (overtime ? period_left : main_left) << ' '
            << (overtime ? count_left : 0);
        return out.str();
    }
};

std::string answer(GoSession& s, const std::string& line) {
    const std::string out = s.run(line + "\n");
    REQUIRE(out.size() >= 4);
    return out.substr(0, out.size() - 2);
}

struct GameResult {
    int moves = 0;
    double thought = 0;  // total seconds the player used
    double worst_slack = 1e9;
};

// Both colours genmove on 9x9 until two passes or 100 moves; every move is checked against
// the referee's clock of the mover.
GameResult play_game(const Scenario& sc, double move_time = 1.0, bool greedy = false) {
    GoSession s;
    auto owned = std::make_unique<go::ManualTimeSource>();
    go::ManualTimeSource& clock = *owned;
    s.state.time_source = std::move(owned);
    s.state.player = std::make_unique<SlowPlayer>(clock, greedy);
    s.state.time_policy.default_move_time = move_time;
    REQUIRE(answer(s, "boardsize 9") == "= ");
    if (!sc.command.empty()) REQUIRE(answer(s, sc.command) == "= ");
    RefereeClock black(sc), white(sc);
    GameResult r;
    int passes = 0;
    while (passes < 2 && r.moves < 100) {
        const bool b = r.moves % 2 == 0;
        RefereeClock& ref = b ? black : white;
        const char color = b ? 'b' : 'w';
        if (sc.report) REQUIRE(answer(s, ref.time_left(color)) == "= ");
        const double allowed = ref.allowed();
        const double start = clock.now();
        const std::string reply = answer(s, std::string("genmove ") + color);
        const double used = clock.now() - start;
        INFO(sc.command << " move " << r.moves << ": used " << used << " of " << allowed);
        REQUIRE(reply.rfind("= ", 0) == 0);
        CHECK(used + sc.lag <= allowed);
        if (sc.system == System::none) CHECK(used <= move_time + s.state.time_policy.min_margin);
        ref.charge(used + sc.lag);
        REQUIRE_FALSE(ref.lost);
        r.worst_slack = std::min(r.worst_slack, allowed - used - sc.lag);
        r.thought += used;
        passes = reply == "= PASS" ? passes + 1 : 0;
        ++r.moves;
    }
    return r;
}

}  // namespace

TEST_CASE("genmove never exceeds the remaining time in any time system, thinking to the latest too",
          "[go][time]") {
    const std::vector<Scenario> scenarios = {
        {"time_settings 0.2 0 0", System::absolute, 0.2},
        {"kgs-time_settings absolute 0.05", System::absolute, 0.05},
        {"time_settings 0.05 0.1 5", System::canadian, 0.05, 0.1, 5},
        {"kgs-time_settings canadian 0 0.02 3", System::canadian, 0, 0.02, 3},
        {"kgs-time_settings canadian 0.003 0.01 10", System::canadian, 0.003, 0.01, 10},
        {"kgs-time_settings byoyomi 0.03 0.01 3", System::byoyomi, 0.03, 0.01, 3},
        {"kgs-time_settings byoyomi 0 0.002 1", System::byoyomi, 0, 0.002, 1},
        // The controller's reports, including what the engine did not see (latency).
        {"time_settings 0.3 0 0", System::absolute, 0.3, 0, 0, true, 0.0002},
        // Sudden death drains by the lag every move: with the reserve of min_margin a move
        // (time_control.cpp) this game keeps its time; spreading it all lost at move 78.
        {"time_settings 0.2 0 0", System::absolute, 0.2, 0, 0, true, 0.0005},
        {"time_settings 0.01 0.05 4", System::canadian, 0.01, 0.05, 4, true, 0.0002},
        {"kgs-time_settings byoyomi 0.02 0.005 2", System::byoyomi, 0.02, 0.005, 2, true, 0.0002},
    };
    for (const auto& sc : scenarios) {
        for (bool greedy : {false, true}) {
            // Lag the engine does not see drains a sudden-death clock at any pace; twice the
            // planned time every move drains these within the game's 100 moves.
            if (greedy && sc.lag > 0) continue;
            INFO(sc.command << (greedy ? ", thinking to the latest" : ""));
            const GameResult r = play_game(sc, 1.0, greedy);
            CHECK(r.moves >= 20);
            CHECK(r.thought > 0);  // the player really used its time
            CHECK(r.worst_slack >= 0);
        }
    }
}

TEST_CASE("with no time left every move is instant, and still legal", "[go][time]") {
    const Scenario zero{"time_settings 0 0 0", System::absolute, 0};
    const GameResult r = play_game(zero);
    CHECK(r.moves >= 20);
    CHECK(r.thought == 0);
}

TEST_CASE("without time settings genmove thinks the move time", "[go][time]") {
    const Scenario none{"", System::none};
    const GameResult r = play_game(none, 0.05);
    CHECK(r.thought >= 0.05 * r.moves);
    // A move time is not a clock: nothing lets a move think past it (play_game checks).
    CHECK(play_game(none, 0.05, true).thought == Approx(r.thought));
    const Scenario unlimited{"time_settings 600 30 0", System::none};  // b > 0, s == 0
    CHECK(play_game(unlimited, 0.02).thought >= 0.02 * 20);
}

TEST_CASE("genmove charges the mover's clock, reg_genmove charges nothing", "[go][time]") {
    GoSession s;
    auto owned = std::make_unique<go::ManualTimeSource>();
    go::ManualTimeSource& clock = *owned;
    s.state.time_source = std::move(owned);
    s.state.player = std::make_unique<SlowPlayer>(clock);
    REQUIRE(answer(s, "kgs-time_settings absolute 100") == "= ");
    const auto& black = s.state.clocks.clock(go::Color::black);
    const auto& white = s.state.clocks.clock(go::Color::white);
    const double before = clock.now();
    REQUIRE(answer(s, "reg_genmove b").rfind("= ", 0) == 0);
    CHECK(clock.now() > before);  // it thought
    CHECK(black.main_left == 100);
    REQUIRE(answer(s, "genmove b").rfind("= ", 0) == 0);
    CHECK(black.main_left < 100);
    CHECK(black.main_left > 95);
    CHECK(white.main_left == 100);
    REQUIRE(answer(s, "time_left b 7 0") == "= ");
    CHECK(black.main_left == 7);
    CHECK(answer(s, "gomill-explain_last_move").find("budget of 7.000 s left") ==
          std::string::npos);  // the report came after the move
    REQUIRE(answer(s, "genmove b").rfind("= ", 0) == 0);
    CHECK(answer(s, "gomill-explain_last_move").find("of 7.000 s left") != std::string::npos);
}
