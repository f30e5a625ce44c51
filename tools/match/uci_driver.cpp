// The UCI driver: Nine Men's Morris engines speaking the UCI-style protocol of Sanmill's engine.
//
// The protocol, from Sanmill's source (github.com/calcitem/Sanmill: src/uci.cpp UCI::loop,
// UCI::square, UCI::move, UCI::to_move; src/engine_commands.cpp position/go;
// src/search_engine.cpp emitCommand) and its protocol notes (UCI Protocol for Mill Games):
// - `uci` is answered by `id ...` and `option ...` lines and `uciok`; `isready` by `readyok`;
//   `setoption name N value V` (no answer) sets an option between the two, as cutechess-cli
//   sends its option.N=V; `ucinewgame` clears the engine's state; `quit` ends it.
// - `position startpos [moves M1 M2 ...]` (or `position fen ...`) sets the position; no answer.
// - `go [movetime MS | wtime .. btime .. winc .. binc ..]` searches; the move comes on a line
//   holding `bestmove M`: Sanmill writes `info score V [aimovetype T] bestmove M` (one line,
//   the move last), standard UCI engines `bestmove M [ponder P]`. Lines without it (`info ...`,
//   debug output) are progress and skipped. Sanmill's `go` takes its time from its MoveTime
//   option and ignores the arguments; other engines read them.
// - Squares are ours (a1..g7, lower case: UCI::square maps its internal squares 8..31 to d5, e5,
//   e4, e3, d3, c3, c4, c5, d6, f6, f4, f2, d2, b2, b4, b6, d7, g7, g4, g1, d1, a1, a4, a7).
//   A placement is the square ("d6"), a move "a1-a4", and a removal after a mill "xb4" -- a move
//   of its own in the move list (`moves d6 xb4`), made by the same side with its own `go`.
// So a turn of ours that closes a mill is two searches here: the move, then (position with the
// move, go again) the removal; each gets the move's full timeout. Engines that answer the
// removal attached ("d6xb4") are understood too. Sanmill may answer `bestmove draw` when it
// judges the game drawn under its own rules: that is a draw claim, which our referee grants or
// refuses (GameRun).
#include <sstream>
#include <stdexcept>

#include "engine/morris/game.hpp"
#include "engine/morris/movegen.hpp"
#include "engine/morris/notation.hpp"
#include "tools/match/engine_driver.hpp"
#include "tools/match/protocol_notation.hpp"

namespace boardtalk::match {

namespace {

using Clock = std::chrono::steady_clock;
using std::chrono::milliseconds;

milliseconds left_until(Clock::time_point deadline) {
    return std::max(milliseconds(0),
                    std::chrono::duration_cast<milliseconds>(deadline - Clock::now()));
}

std::vector<std::string> tokens(const std::string& line) {
    std::istringstream in(line);
    std::vector<std::string> out;
    for (std::string t; in >> t;) out.push_back(t);
    return out;
}

// True when `move` (no removal) is legal and closes a mill: the engine must name a removal.
bool needs_removal(const morris::Game& game, const std::string& move) {
    const auto turn = morris::parse_turn(move);
    if (!turn || turn->remove != morris::kNoPoint) return false;
    morris::TurnList legal;
    morris::generate_turns(game.position(), game.rules(), legal);
    for (const morris::Turn& t : legal)
        if (t.from == turn->from && t.to == turn->to && t.remove != morris::kNoPoint) return true;
    return false;
}

// Only the sides that have a clock: a side without one (--tc-a alone) is not sent as 0 ms, which
// an engine would read as that side out of time.
std::string go_command(const MoveRequest& r) {
    if (r.clocks) {
        const auto& c = *r.clocks;
        std::string go = "go";
        const char* names[2][2] = {{" wtime ", " winc "}, {" btime ", " binc "}};
        for (int side = 0; side < 2; ++side)
            if (c.timed[side]) go += names[side][0] + std::to_string(c.left[side].count());
        for (int side = 0; side < 2; ++side)
            if (c.timed[side]) go += names[side][1] + std::to_string(c.increment[side].count());
        return go;
    }
    if (r.move_time) return "go movetime " + std::to_string(r.move_time->count());
    return "go";
}

class UciDriver : public EngineDriver {
  public:
    explicit UciDriver(DriverSettings settings) : EngineDriver(std::move(settings)) {}

    DriverStatus new_game(const std::vector<std::string>&) override {
        const auto deadline = Clock::now() + settings_.setup_timeout;
        if (auto f = write_line("uci")) return f;
        if (auto f = wait_for("uciok", "'uci'", deadline)) return f;
        for (const auto& [name, value] : settings_.options)
            if (auto f = write_line("setoption name " + name + " value " + value)) return f;
        if (auto f = write_line("ucinewgame")) return f;
        if (auto f = write_line("isready")) return f;
        return wait_for("readyok", "'isready'", deadline);
    }

    // Every move goes into the move list of the next `position`.
    DriverStatus played(const std::string&, const std::string& move, bool, bool) override {
        const auto turn = morris::parse_turn(move);
        if (!turn || game_.play(*turn)) throw std::logic_error("uci driver: bad move " + move);
        for (std::string& t : morris_to_sanmill(move)) moves_.push_back(std::move(t));
        return std::nullopt;
    }

    std::variant<EngineAnswer, DriverFailure> ask_move(const MoveRequest& request) override {
        const std::string go = go_command(request);
        auto first = search(moves_, go, request.timeout);
        if (auto* f = std::get_if<DriverFailure>(&first)) return *f;
        const std::string move = std::get<std::string>(first);
        if (move == "draw") return EngineAnswer{"", go, true};
        if (!needs_removal(game_, move)) return EngineAnswer{move, go};
        auto with_move = moves_;
        with_move.push_back(move);
        auto removal = search(with_move, go, request.timeout);
        if (auto* f = std::get_if<DriverFailure>(&removal)) return *f;
        return EngineAnswer{morris_from_sanmill(move, std::get<std::string>(removal)), go};
    }

  private:
    // Reads lines until one is `token` alone (spaces aside).
    DriverStatus wait_for(const std::string& token, const std::string& context,
                          Clock::time_point deadline) {
        while (true) {
            auto line = read_line(left_until(deadline), context);
            if (auto* f = std::get_if<DriverFailure>(&line)) {
                if (f->cause == ForfeitCause::timeout)
                    f->detail = "no " + token + " for " + context + " within " +
                                seconds_text(settings_.setup_timeout) + " (--setup-timeout)";
                return *f;
            }
            if (tokens(std::get<std::string>(line)) == std::vector<std::string>{token})
                return std::nullopt;
        }
    }

    // Sets the position after `moves`, sends `go` and returns the move of its bestmove line.
    std::variant<std::string, DriverFailure> search(const std::vector<std::string>& moves,
                                                    const std::string& go, milliseconds timeout) {
        std::string position = "position startpos";
        if (!moves.empty()) position += " moves";
        for (const std::string& m : moves) position += " " + m;
        if (auto f = write_line(position)) return *f;
        if (auto f = write_line(go)) return *f;
        const auto deadline = Clock::now() + timeout;
        const std::string context = "'" + go + "'";
        while (true) {
            auto line = read_line(left_until(deadline), context);
            if (auto* f = std::get_if<DriverFailure>(&line)) {
                if (f->cause == ForfeitCause::timeout)
                    f->detail = "no bestmove for " + context + " within " + seconds_text(timeout);
                return *f;
            }
            const auto words = tokens(std::get<std::string>(line));
            for (std::size_t i = 0; i < words.size(); ++i) {
                if (words[i] != "bestmove") continue;
                if (i + 1 == words.size())
                    return DriverFailure{ForfeitCause::garbage,
                                         "answered '" + std::get<std::string>(line) + "' to " +
                                             context + ": bestmove without a move"};
                return words[i + 1];
            }
        }
    }

    morris::Game game_;               // the game so far, to know when a removal is due
    std::vector<std::string> moves_;  // its moves in Sanmill's notation
};

}  // namespace

std::unique_ptr<EngineDriver> make_uci_driver(DriverSettings settings) {
    return std::make_unique<UciDriver>(std::move(settings));
}

}  // namespace boardtalk::match
