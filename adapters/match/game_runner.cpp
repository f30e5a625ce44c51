#include "adapters/match/game_runner.hpp"

#include <spdlog/spdlog.h>

#include <array>
#include <cctype>
#include <memory>
#include <optional>
#include <variant>

#include "protocol/client/engine_process.hpp"

namespace boardtalk::match {

namespace {

using protocol::EngineProcess;
using protocol::Response;
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
using Stop = std::variant<std::monostate, Forfeit, Resignation>;

// One engine during one game.
struct Seat {
    std::string command;
    std::unique_ptr<EngineProcess> process;
    std::uint32_t next_id = 1;  // every command goes out numbered, as gogui-twogtp does
    int moves = 0;
    double seconds = 0;
    std::string final_score;
};

std::string trim(std::string_view s) {
    const auto b = s.find_first_not_of(" \t\r\n");
    if (b == std::string_view::npos) return "";
    const auto e = s.find_last_not_of(" \t\r\n");
    return std::string(s.substr(b, e - b + 1));
}

std::string lower(std::string s) {
    for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

std::string seconds_text(std::chrono::milliseconds ms) {
    return fmt::format("{:.3g} s", static_cast<double>(ms.count()) / 1000.0);
}

// A response as the engine wrote its first line ("=7 D4", "? illegal move").
std::string as_written(const Response& r) {
    const std::string id = r.id ? std::to_string(*r.id) : "";
    return (r.status == Response::Status::success ? "=" : "?") + id + " " + r.text;
}

// The answer's text, or the forfeit its failure means. `command` went out numbered `id`: a
// response with another id, or none, answers something else (an engine out of step).
std::variant<std::string, Forfeit> classify(const Response& r, int engine,
                                            const std::string& command, std::uint32_t id,
                                            std::chrono::milliseconds timeout) {
    const std::string cmd = "'" + std::to_string(id) + " " + command + "'";
    if (r.answered() && r.id != id)
        return Forfeit{
            engine, ForfeitCause::protocol_error,
            "answered '" + as_written(r) + "' to " + cmd + (r.id ? ": not its id" : ": no id")};
    switch (r.status) {
        case Response::Status::success:
            return trim(r.text);
        case Response::Status::failure:
            return Forfeit{engine, ForfeitCause::garbage, "answered '? " + r.text + "' to " + cmd};
        case Response::Status::timeout:
            return Forfeit{engine, ForfeitCause::timeout,
                           "no answer to " + cmd + " within " + seconds_text(timeout)};
        case Response::Status::died:
            return Forfeit{engine, ForfeitCause::crash, "died at " + cmd + " (" + r.text + ")"};
        case Response::Status::garbage:
            break;
    }
    return Forfeit{engine, ForfeitCause::garbage, "answered '" + r.text + "' to " + cmd};
}

class GameRun {
  public:
    explicit GameRun(const GamePlan& plan)
        : plan_(plan), referee_(make_referee(plan.settings, plan.seed)) {
        seats_[0].command = plan.a.command;
        seats_[1].command = plan.b.command;
    }

    PlayedGame run() {
        Stop stop = start_engines();
        if (std::holds_alternative<std::monostate>(stop)) stop = play_opening();
        while (std::holds_alternative<std::monostate>(stop) && !referee_->over() &&
               !referee_->adjudicated_draw() &&
               (plan_.max_moves == 0 || referee_->moves_played() < plan_.max_moves))
            stop = play_turn();
        if (auto* f = std::get_if<Forfeit>(&stop)) report(*f);
        if (std::holds_alternative<std::monostate>(stop) && plan_.settings.game == "go")
            ask_final_scores();
        for (int e = 0; e < engines(); ++e)
            if (seats_[e].process) seats_[e].process->stop();
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

    // Sends `command` with the engine's next id (set into `id`) and returns the response.
    Response exchange(int engine, const std::string& command, std::chrono::milliseconds timeout,
                      std::uint32_t& id) {
        Seat& seat = seats_[engine];
        id = seat.next_id++;
        return seat.process->send(std::to_string(id) + " " + command, timeout);
    }

    std::variant<std::string, Forfeit> ask(int engine, const std::string& command,
                                           std::chrono::milliseconds timeout) {
        if (!seats_[engine].process) return Forfeit{engine, ForfeitCause::crash, "not running"};
        std::uint32_t id = 0;
        const Response r = exchange(engine, command, timeout, id);
        return classify(r, engine, command, id, timeout);
    }

    // Sends a command whose answer does not matter beyond success.
    std::optional<Forfeit> tell(int engine, const std::string& command) {
        auto answer = ask(engine, command, plan_.command_timeout);
        if (auto* f = std::get_if<Forfeit>(&answer)) return *f;
        return std::nullopt;
    }

    Stop start_engines() {
        EngineProcess::Options options;
        options.quit_grace = std::chrono::milliseconds(1000);
        for (int e = 0; e < engines(); ++e) {
            auto started = EngineProcess::start(seats_[e].command, options);
            if (!started.engine)
                return Forfeit{e, ForfeitCause::crash, "cannot start: " + started.error};
            seats_[e].process = std::move(started.engine);
        }
        for (int e = 0; e < engines(); ++e)
            for (const std::string& command : referee_->setup_commands())
                if (auto f = tell(e, command)) return *f;
        return {};
    }

    // Tells every engine about a move `side` made (the mover's own engine too when `all`).
    Stop announce(int side, const std::string& move, bool all) {
        const std::string colour = referee_->colour_name(side);
        const std::string command = "play " + (colour.empty() ? "" : colour + " ") + move;
        for (int e = 0; e < engines(); ++e) {
            if (!all && e == engine_of(side)) continue;
            if (auto f = tell(e, command)) return *f;
        }
        for (const std::string& command : referee_->after_move_commands())
            for (int e = 0; e < engines(); ++e)
                if (auto f = tell(e, command)) return *f;
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
        const std::string colour = referee_->colour_name(side);
        const std::string command = colour.empty() ? "genmove" : "genmove " + colour;
        const auto t0 = Clock::now();
        auto answer = ask(engine, command, plan_.genmove_timeout);
        seats_[engine].seconds += std::chrono::duration<double>(Clock::now() - t0).count();
        ++seats_[engine].moves;
        if (auto* f = std::get_if<Forfeit>(&answer)) return *f;
        const std::string move = std::get<std::string>(answer);
        if (engines() == 2 && lower(move) == "resign") return Resignation{engine};
        const MoveCheck c = referee_->play(move);
        if (c.verdict == MoveCheck::Verdict::unreadable)
            return Forfeit{engine, ForfeitCause::garbage,
                           "answered '" + move + "' to '" + command + "': " + c.detail};
        if (c.verdict == MoveCheck::Verdict::illegal)
            return Forfeit{engine, ForfeitCause::illegal_move,
                           colour + " '" + move + "': " + c.detail};
        return announce(side, c.canonical, false);
    }

    void ask_final_scores() {
        for (int e = 0; e < engines(); ++e) {
            if (!seats_[e].process) continue;
            std::uint32_t id = 0;
            const Response r = exchange(e, "final_score", plan_.command_timeout, id);
            if (r.answered() && r.id != id)
                seats_[e].final_score = "(" + to_string(ForfeitCause::protocol_error) + ")";
            else if (r.status == Response::Status::success)
                seats_[e].final_score = trim(r.text);
            else if (r.status == Response::Status::failure)
                seats_[e].final_score = "? " + trim(r.text);
            else
                seats_[e].final_score = "(" + std::string(protocol::to_string(r.status)) + ")";
        }
    }

    void report(const Forfeit& f) const {
        const Seat& seat = seats_[f.engine];
        spdlog::warn("game {}: engine {} forfeits ({}): {}", plan_.index, f.engine == 0 ? "a" : "b",
                     to_string(f.cause), f.detail);
        if (seat.process && !seat.process->stderr_tail().empty())
            spdlog::info("game {}: stderr of engine {}: {}", plan_.index, f.engine == 0 ? "a" : "b",
                         seat.process->stderr_tail());
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

    PlayedGame finish(const Stop& stop) const {
        GameResult r = base_result();
        std::string comment;
        if (const auto* f = std::get_if<Forfeit>(&stop)) {
            r.end = "forfeit";
            r.forfeit_engine = f->engine == 0 ? "a" : "b";
            r.forfeit_cause = f->cause;
            early_end(r, f->engine, "F");
            comment = *r.forfeit_engine + " forfeits (" + to_string(f->cause) + "): " + f->detail;
        } else if (const auto* s = std::get_if<Resignation>(&stop)) {
            r.end = "resignation";
            early_end(r, s->engine, "R");
            comment = std::string(s->engine == 0 ? "a" : "b") + " resigns";
        } else {
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
            comment = r.end;
        }
        const RecordInfo info{seats_[engine_of(0)].command, seats_[engine_of(1)].command, r.result,
                              comment};
        return {r, referee_->record(info)};
    }

    const GamePlan& plan_;
    std::unique_ptr<Referee> referee_;
    std::array<Seat, 2> seats_;
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
