// The CodeCup 2011 driver: DVONN engines written for the CodeCup 2011 competition (PrimaDvonna
// and the other entrants), driven as the competition's referee drove them.
//
// The protocol, from the CodeCup 2011 rules (archive.codecup.nl/2011: rules_dvonn.html and the
// technical rules) and, line for line, from the arbiter Maks Verver published with PrimaDvonna
// (github.com/maksverver/PrimaDvonna, arbiter/arbiter.go and arbiter/dvonn.go; player.c and
// IO.c for the engine's side):
// - The engine is started once per game and plays the whole game, placing phase included:
//   there is no way to give it a position, so a game starts from the empty board (our
//   --dvonn-setup placement) and cannot start from an opening the runner plays for it.
// - White's engine reads the line "Start" and writes its first move; Black's engine gets no
//   Start: its first line is White's first move. After that each engine reads the opponent's
//   moves and writes its own, one per line, with no prompt: it writes as soon as it is its turn
//   (twice in a row when White places the 49th piece and then makes the first stack move).
// - Moves: a placement is the space ("E3"), a stack move the two spaces run together ("A1B2"),
//   a pass "PASS" (a player who cannot move writes it, and it is passed on); spaces as ours,
//   upper case (protocol_notation.hpp).
// - The move that ends the game is not passed on; both engines then read "Quit" and exit.
// Our reading of it: an engine's line that is no CodeCup move is garbage; no line within the
// move's timeout is a timeout; nothing else is written to the engine (no time, no setup).
#include "engine/dvonn/notation.hpp"
#include "tools/match/engine_driver.hpp"
#include "tools/match/protocol_notation.hpp"

namespace boardtalk::match {

namespace {

class CodecupDriver : public EngineDriver {
  public:
    explicit CodecupDriver(DriverSettings settings) : EngineDriver(std::move(settings)) {}

    // A CodeCup engine starts its game when it starts.
    DriverStatus new_game(const std::vector<std::string>&) override { return std::nullopt; }

    // Only the opponent's moves go to the engine, and not the one that ends the game.
    DriverStatus played(const std::string&, const std::string& move, bool own,
                        bool game_over) override {
        if (own || game_over) return std::nullopt;
        return send(dvonn::to_codecup(move));
    }

    std::variant<EngineAnswer, DriverFailure> ask_move(const MoveRequest& request) override {
        if (last_sent_.empty())  // nothing yet: it plays White and moves first
            if (auto f = send("Start")) return *f;
        const std::string context = "'" + last_sent_ + "'";
        auto line = read_line(request.timeout, context);
        if (auto* f = std::get_if<DriverFailure>(&line)) return *f;
        const std::string& text = std::get<std::string>(line);
        const auto move = dvonn_from_codecup(text);
        if (!move)
            return DriverFailure{ForfeitCause::garbage,
                                 "answered '" + text + "' to " + context +
                                     ": not a CodeCup move (E3, A1B2 or PASS)"};
        return EngineAnswer{*move, last_sent_};
    }

  protected:
    std::string quit_command() const override { return "Quit"; }

  private:
    DriverStatus send(const std::string& line) {
        last_sent_ = line;
        return write_line(line);
    }

    std::string last_sent_;  // the last line written to the engine, "" before the first
};

}  // namespace

std::unique_ptr<EngineDriver> make_codecup_driver(DriverSettings settings) {
    return std::make_unique<CodecupDriver>(std::move(settings));
}

}  // namespace boardtalk::match
