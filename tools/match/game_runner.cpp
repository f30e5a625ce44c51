#include "tools/match/game_runner.hpp"

#include <spdlog/fmt/fmt.h>
#include <spdlog/spdlog.h>

#include <array>
#include <cctype>
#include <cstdint>
#include <memory>
#include <optional>
#include <variant>

#include "tools/match/engine_driver.hpp"
#include "tools/match/referee_lookup.hpp"

namespace boardtalk::match {

namespace {

using Clock = std::chrono::steady_clock;

// Why a game ended early: an engine (0 = a, 1 = b) forfeits or resigns.
struct Forfeit {
    int engine = 0;
    ForfeitCause cause = ForfeitCause::crash;
    std::string detail;
};
struct Resignation {
    int engine = 0;
};
struct LossOnTime {
    int engine = 0;
    std::string detail;
};
// An engine claimed a draw and the referee granted it under `rule`.
struct DrawClaim {
    int engine = 0;
    std::string rule;
};
using Stop = std::variant<std::monostate, Forfeit, Resignation, LossOnTime, DrawClaim>;

// One engine during one game.
struct Seat {
    std::string command;
    EngineProtocol protocol = EngineProtocol::gtp;
    std::vector<std::pair<std::string, std::string>> options;  // UCI setoption
    std::unique_ptr<EngineDriver> driver;
    int moves = 0;
    double seconds = 0;
    std::string final_score;
    std::optional<GameClock> clock;  // a runner-kept clock (--tc)
};

std::string lower(std::string s) {
    for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

class GameRun {
  public:
    explicit GameRun(const GamePlan& plan)
        : plan_(plan), referee_(make_referee(plan.settings, plan.seed)) {
        seats_[0].command = plan.a.command;
        seats_[1].command = plan.b.command;
        seats_[0].protocol = plan.a.protocol;
        seats_[1].protocol = plan.b.protocol;
        seats_[0].options = plan.a.options;
        seats_[1].options = plan.b.options;
        if (plan.a.tc) seats_[0].clock.emplace(*plan.a.tc);
        if (plan.b.tc) seats_[1].clock.emplace(*plan.b.tc);
        for (const std::string& command : referee_->setup_commands()) digest(command);
    }

    PlayedGame run() {
        Stop stop = start_engines();
        if (std::holds_alternative<std::monostate>(stop)) stop = play_opening();
        while (std::holds_alternative<std::monostate>(stop) && !referee_->over() &&
               !referee_->adjudicated_draw() &&
               (plan_.max_moves == 0 || referee_->moves_played() < plan_.max_moves))
            stop = play_turn();
        if (auto* f = std::get_if<Forfeit>(&stop)) report(*f);
        if (auto* d = std::get_if<DrawClaim>(&stop))
            spdlog::info("game {}: engine {} claims a draw: {}", plan_.index,
                         d->engine == 0 ? "a" : "b", d->rule);
        if (auto* t = std::get_if<LossOnTime>(&stop))
            spdlog::warn("game {}: engine {} lost on time: {}", plan_.index,
                         t->engine == 0 ? "a" : "b", t->detail);
        if (std::holds_alternative<std::monostate>(stop) &&
            find_referee_game(plan_.settings.game)->final_scores)
            ask_final_scores();
        for (int e = 0; e < engines(); ++e)
            if (seats_[e].driver) seats_[e].driver->stop();
        return finish(stop);
    }

  private:
    int engines() const { return referee_->players(); }
    // The engine (0 = a, 1 = b) playing `side`.
    int engine_of(int side) const {
        return engines() == 1 || (side == 0) == plan_.a_first() ? 0 : 1;
    }
    int side_of(int engine) const {
        return engines() == 1 || (engine == 0) == plan_.a_first() ? 0 : 1;
    }
    std::string letter(int side) const {
        const std::string c = referee_->colour_name(side);
        return c.empty() ? "" : std::string(1, static_cast<char>(std::toupper(c[0])));
    }

    static Stop forfeit(int engine, const DriverStatus& failure) {
        if (!failure) return {};
        return Forfeit{engine, failure->cause, failure->detail};
    }

    Stop start_engines() {
        for (int e = 0; e < engines(); ++e) {
            const DriverSettings settings{plan_.settings.game, plan_.command_timeout,
                                          plan_.setup_timeout, seats_[e].options};
            seats_[e].driver = make_driver(seats_[e].protocol, settings);
            if (auto f = seats_[e].driver->start(seats_[e].command)) {
                seats_[e].driver.reset();
                return forfeit(e, f);
            }
        }
        for (int e = 0; e < engines(); ++e) {
            if (auto f = seats_[e].driver->new_game(referee_->setup_commands()))
                return forfeit(e, f);
            if (seats_[e].clock)
                if (auto f = seats_[e].driver->setup_clock(seats_[e].clock->control()))
                    return forfeit(e, f);
        }
        return {};
    }

    // The clocks for a move request: the mover's, both sides' times (for UCI), and the timeout
    // (the time left plus the grace).
    void add_clocks(MoveRequest& request, int engine) const {
        const Seat& seat = seats_[engine];
        if (!seat.clock) return;
        request.clock = &*seat.clock;
        const auto ms = [](double s) {
            return std::chrono::milliseconds(static_cast<long long>(s * 1000));
        };
        MoveClocks clocks;
        for (int side = 0; side < 2 && engines() == 2; ++side)
            if (const auto& c = seats_[engine_of(side)].clock) {
                clocks.left[side] = ms(c->available());
                clocks.increment[side] = ms(c->control().increment);
                clocks.timed[side] = true;
            }
        if (seat.clock->in_byoyomi()) clocks.stones_left = seat.clock->stones_left();
        request.clocks = clocks;
        request.timeout = ms(seat.clock->available()) + plan_.clock_grace;
    }

    // Charges a move to the engine's clock: a loss on time when it overran the clock (or did
    // not answer within the time left and the grace).
    std::optional<LossOnTime> charge_clock(int engine, double seconds, bool timed_out) {
        GameClock* clock = seats_[engine].clock ? &*seats_[engine].clock : nullptr;
        if (!clock) return std::nullopt;
        const double left = clock->available();
        const double grace = std::chrono::duration<double>(plan_.clock_grace).count();
        if (clock->charge(seconds, grace) && !timed_out) return std::nullopt;
        return LossOnTime{engine, fmt::format("genmove took {:.3f} s of {:.3f} s left (grace {} s)",
                                              seconds, left, grace)};
    }

    // FNV-1a over the setup commands and the moves, one line each (GameResult::moves_digest).
    void digest(std::string_view line) {
        for (const unsigned char ch : line) digest_ = (digest_ ^ ch) * 0x100000001b3ULL;
        digest_ = (digest_ ^ '\n') * 0x100000001b3ULL;
    }

    // Tells every engine about a move `side` made (the mover's own engine too when `all`).
    Stop announce(int side, const std::string& move, bool all) {
        digest(move);
        const std::string colour = referee_->colour_name(side);
        for (int e = 0; e < engines(); ++e) {
            const bool own = !all && e == engine_of(side);
            if (auto f = seats_[e].driver->played(colour, move, own, referee_->over()))
                return forfeit(e, f);
        }
        for (const std::string& command : referee_->after_move_commands())
            for (int e = 0; e < engines(); ++e)
                if (auto f = seats_[e].driver->gtp_command(command)) return forfeit(e, f);
        return {};
    }

    Stop play_opening() {
        for (const std::string& move : plan_.opening) {
            if (referee_->over()) break;
            const int side = referee_->to_move();
            const MoveCheck c = referee_->play(move);
            if (c.verdict != MoveCheck::Verdict::ok) {
                // check_openings replayed it already; a mismatch is a bug, not an engine's fault.
                throw std::logic_error("opening move '" + move + "' refused: " + c.detail);
            }
            Stop s = announce(side, c.canonical, true);
            if (!std::holds_alternative<std::monostate>(s)) return s;
        }
        return {};
    }

    Stop play_turn() {
        const int side = referee_->to_move();
        const int engine = engine_of(side);
        MoveRequest request;
        request.side = side;
        request.colour = referee_->colour_name(side);
        request.timeout = plan_.genmove_timeout;
        request.move_time = plan_.move_time;
        add_clocks(request, engine);
        const auto t0 = Clock::now();
        auto answer = seats_[engine].driver->ask_move(request);
        const double seconds = std::chrono::duration<double>(Clock::now() - t0).count();
        seats_[engine].seconds += seconds;
        ++seats_[engine].moves;
        const auto* f = std::get_if<DriverFailure>(&answer);
        if (auto loss = charge_clock(engine, seconds, f && f->cause == ForfeitCause::timeout))
            return *loss;
        if (f) return forfeit(engine, *f);
        const auto& [move, asked, draw_claim] = std::get<EngineAnswer>(answer);
        if (draw_claim) return claim_draw(engine, asked);
        if (engines() == 2 && lower(move) == "resign") return Resignation{engine};
        const MoveCheck c = referee_->play(move);
        if (c.verdict == MoveCheck::Verdict::unreadable)
            return Forfeit{engine, ForfeitCause::garbage,
                           "answered '" + move + "' to '" + asked + "': " + c.detail};
        if (c.verdict == MoveCheck::Verdict::illegal)
            return Forfeit{engine, ForfeitCause::illegal_move,
                           request.colour + " '" + move + "': " + c.detail};
        return announce(side, c.canonical, false);
    }

    // A draw when the referee's rules grant it now, else a forfeit.
    Stop claim_draw(int engine, const std::string& asked) const {
        if (auto rule = referee_->draw_claim()) return DrawClaim{engine, *rule};
        return Forfeit{
            engine, ForfeitCause::illegal_move,
            "false draw claim: answered 'draw' to '" + asked + "' where the rules allow no draw"};
    }

    void ask_final_scores() {
        for (int e = 0; e < engines(); ++e)
            if (seats_[e].driver && seats_[e].driver->running())
                seats_[e].final_score = seats_[e].driver->final_score();
    }

    void report(const Forfeit& f) const {
        const Seat& seat = seats_[f.engine];
        spdlog::warn("game {}: engine {} forfeits ({}): {}", plan_.index, f.engine == 0 ? "a" : "b",
                     to_string(f.cause), f.detail);
        const std::string tail = seat.driver ? seat.driver->stderr_tail() : "";
        if (!tail.empty())
            spdlog::info("game {}: stderr of engine {}: {}", plan_.index, f.engine == 0 ? "a" : "b",
                         tail);
    }

    GameResult base_result() const {
        GameResult r;
        r.index = plan_.index;
        r.game = plan_.settings.game;
        r.seed = plan_.seed;
        r.a_colour = referee_->colour_name(side_of(0));
        r.moves = referee_->moves_played();
        r.a_moves = seats_[0].moves;
        r.b_moves = seats_[1].moves;
        r.a_seconds = seats_[0].seconds;
        r.b_seconds = seats_[1].seconds;
        r.a_final_score = seats_[0].final_score;
        r.b_final_score = seats_[1].final_score;
        r.record = plan_.record_name;
        if (engines() == 2) r.moves_digest = fmt::format("{:016x}", digest_);
        if (seats_[0].clock) r.a_time_left = seats_[0].clock->available();
        if (seats_[1].clock) r.b_time_left = seats_[1].clock->available();
        return r;
    }

    // The winner of a forfeit or resignation: the other engine (none in 2048).
    void early_end(GameResult& r, int loser, const std::string& mark) const {
        if (engines() == 1) {
            r.result = referee_->outcome().result;
            r.score = referee_->outcome().first_margin;
            return;
        }
        r.winner = loser == 0 ? Winner::b : Winner::a;
        r.result = letter(side_of(1 - loser)) + "+" + mark;
    }

    // The game's end as the referee scores it (its own end, adjudication, the move limit).
    std::string referee_end(GameResult& r) const {
        const RefereeOutcome o = referee_->outcome();
        r.end = referee_->over()               ? referee_->end_reason()
                : referee_->adjudicated_draw() ? "draw adjudication"
                                               : "max moves";
        r.result = o.result;
        r.score = engines() == 1 || plan_.a_first() ? o.first_margin : -o.first_margin;
        if (engines() == 2)
            r.winner = !o.winner_side                   ? Winner::draw
                       : engine_of(*o.winner_side) == 0 ? Winner::a
                                                        : Winner::b;
        return r.end;
    }

    PlayedGame finish(const Stop& stop) const {
        GameResult r = base_result();
        std::string comment;
        if (const auto* f = std::get_if<Forfeit>(&stop)) {
            r.end = "forfeit";
            r.forfeit_engine = f->engine == 0 ? "a" : "b";
            r.forfeit_cause = f->cause;
            early_end(r, f->engine, "F");
            comment = *r.forfeit_engine + " forfeits (" + to_string(f->cause) + "): " + f->detail;
        } else if (const auto* t = std::get_if<LossOnTime>(&stop)) {
            r.end = "time";
            early_end(r, t->engine, "T");
            (t->engine == 0 ? r.a_time_left : r.b_time_left) = 0.0;
            comment = std::string(t->engine == 0 ? "a" : "b") + " lost on time: " + t->detail;
        } else if (const auto* s = std::get_if<Resignation>(&stop)) {
            r.end = "resignation";
            early_end(r, s->engine, "R");
            comment = std::string(s->engine == 0 ? "a" : "b") + " resigns";
        } else if (const auto* d = std::get_if<DrawClaim>(&stop)) {
            r.end = "draw claim";
            r.winner = Winner::draw;
            r.result = "0";
            comment = std::string(d->engine == 0 ? "a" : "b") + " claims a draw: " + d->rule;
        } else {
            comment = referee_end(r);
        }
        const RecordInfo info{seats_[engine_of(0)].command, seats_[engine_of(1)].command, r.result,
                              comment};
        return {r, referee_->record(info)};
    }

    const GamePlan& plan_;
    std::unique_ptr<Referee> referee_;
    std::array<Seat, 2> seats_;
    std::uint64_t digest_ = 0xcbf29ce484222325ULL;
};

}  // namespace

PlayedGame play_game(const GamePlan& plan) {
    return GameRun(plan).run();
}

std::string with_seed(std::string command, std::uint64_t seed) {
    const std::string key = "{seed}";
    const std::string value = std::to_string(seed);
    for (auto at = command.find(key); at != std::string::npos; at = command.find(key, at))
        command.replace(at, key.size(), value), at += value.size();
    return command;
}

}  // namespace boardtalk::match
