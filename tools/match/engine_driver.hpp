#pragma once
// How the match runner talks to one engine process during one game, whatever its protocol:
// start it, set up the game, tell it the moves played, ask it for a move, ask Go engines for
// their final score, stop it. GameRun (game_runner.cpp) does all of this through a driver, so a
// protocol is one driver (gtp_driver.cpp, codecup_driver.cpp, uci_driver.cpp) and nothing else.
//
// Moves cross this interface in OUR canonical notation (the referee's); a driver converts to and
// from its protocol's. Misbehaviour is reported as the forfeit it means (garbage, timeout,
// crash, protocol error), never thrown; whether an answer is a legal move is the referee's call.
#include <array>
#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "protocol/client/engine_process.hpp"
#include "tools/match/engine_spec.hpp"
#include "tools/match/game_clock.hpp"
#include "tools/match/game_result.hpp"

namespace boardtalk::match {

// Why an engine forfeits, as the driver saw it (GameRun adds which engine).
struct DriverFailure {
    ForfeitCause cause = ForfeitCause::crash;
    std::string detail;  // for people: "no answer to '3 genmove black' within 1.5 s"
};
using DriverStatus = std::optional<DriverFailure>;  // nullopt: it went well

// The runner-kept clocks when a move is asked for (see --tc), for the protocols that can tell an
// engine its time. Indexed by side (0 the first colour, 1 the second).
struct MoveClocks {
    std::array<std::chrono::milliseconds, 2> left{};       // time left on each clock
    std::array<std::chrono::milliseconds, 2> increment{};  // Fischer increment of each
    std::array<bool, 2> timed{};     // whether that side has a clock at all (--tc-a without --tc-b)
    std::optional<int> stones_left;  // Canadian byo-yomi: moves left in the mover's period
};

struct MoveRequest {
    int side = 0;                              // the side to move (0 or 1; 0 in 2048)
    std::string colour;                        // its protocol colour ("black", "white"; "" in 2048)
    std::chrono::milliseconds timeout{60000};  // answer within this or forfeit
    std::optional<std::chrono::milliseconds> move_time;  // --move-time, when given
    std::optional<MoveClocks> clocks;                    // runner-kept clocks, when kept
    const GameClock* clock = nullptr;  // the mover's runner-kept clock, when it has one
};

// An engine's answer to a move request.
struct EngineAnswer {
    std::string move;   // in our notation as far as the driver could convert it (the referee
                        // judges it; "resign" is passed on as such)
    std::string asked;  // what it was answering, for messages ("genmove black", "go movetime
                        // 1000", "Start")
    // It claims the game drawn instead of moving (UCI `bestmove draw`); no move then. The
    // referee decides: a draw when the rules allow one, else a forfeit.
    bool draw_claim = false;
};

// What a driver needs besides its engine's command line.
struct DriverSettings {
    std::string game;                                  // "go", "morris", "dvonn", "2048"
    std::chrono::milliseconds command_timeout{10000};  // play, final_score
    // The start-up handshake (--setup-timeout): UCI's uci .. readyok, GTP's setup commands.
    std::chrono::milliseconds setup_timeout{10000};
    // UCI: options sent as `setoption name N value V` after uciok, in order.
    std::vector<std::pair<std::string, std::string>> options;
};

class EngineDriver {
  public:
    virtual ~EngineDriver();

    // Starts the engine (no protocol traffic yet). A failure is a crash ("cannot start: ...").
    DriverStatus start(const std::string& command);
    bool running() const { return process_ != nullptr; }

    // Puts the engine at the start of this game. `gtp_setup` are the referee's GTP setup
    // commands (clear_board, komi, setup random N): GTP sends them, other protocols have their
    // own way (or none) and ignore them.
    virtual DriverStatus new_game(const std::vector<std::string>& gtp_setup) = 0;

    // The engine plays under a clock the runner keeps (--tc): tell it the time control, as its
    // protocol can (GTP: clock_commands.hpp); protocols without time commands ignore it.
    virtual DriverStatus setup_clock(const TimeControl&) { return std::nullopt; }

    // A legal move `move` (canonical) was played by `colour`. `own`: this engine generated it
    // (it answered ask_move with it); opening moves are nobody's own. `game_over`: the game has
    // ended with it.
    virtual DriverStatus played(const std::string& colour, const std::string& move, bool own,
                                bool game_over) = 0;

    // The referee's extra GTP commands after a move (2048's keep_going); others ignore them.
    virtual DriverStatus gtp_command(const std::string&) { return std::nullopt; }

    // Asks the engine to move for the side to move.
    virtual std::variant<EngineAnswer, DriverFailure> ask_move(const MoveRequest& request) = 0;

    // Go: the engine's final_score answer ("B+3.5", "? cannot score", "(timeout)"); "" where
    // the protocol has none.
    virtual std::string final_score() { return ""; }

    // Ends the engine (its protocol's quit, end of input, then signals); safe to repeat.
    void stop();
    // The last of what it wrote on stderr, for reports.
    std::string stderr_tail() const;

  protected:
    explicit EngineDriver(DriverSettings settings) : settings_(std::move(settings)) {}
    // The quit line stop() sends.
    virtual std::string quit_command() const { return "quit"; }

    // Line protocols: one line out, one line in, each failure as its forfeit. `context` names
    // what the engine was answering, for messages ("'Start'").
    DriverStatus write_line(const std::string& line);
    std::variant<std::string, DriverFailure> read_line(std::chrono::milliseconds timeout,
                                                       const std::string& context);

    DriverSettings settings_;
    std::unique_ptr<protocol::EngineProcess> process_;
};

// "1.5 s": a duration as the forfeit messages give it.
std::string seconds_text(std::chrono::milliseconds ms);

// The driver of `protocol` for one game.
std::unique_ptr<EngineDriver> make_driver(EngineProtocol protocol, DriverSettings settings);
std::unique_ptr<EngineDriver> make_gtp_driver(DriverSettings settings);
std::unique_ptr<EngineDriver> make_codecup_driver(DriverSettings settings);
std::unique_ptr<EngineDriver> make_uci_driver(DriverSettings settings);

// The one game a protocol other than GTP can play ("dvonn" for codecup, "morris" for uci);
// nullopt for GTP, which plays them all.
std::optional<std::string> only_game_of(EngineProtocol protocol);

// A command that any engine of `protocol` answers (or dies at) before a game: GTP's
// protocol_version, UCI's uci; nullopt for CodeCup, whose engines take nothing but moves.
std::optional<std::string> probe_command(EngineProtocol protocol);

}  // namespace boardtalk::match
