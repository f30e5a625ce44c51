#pragma once
// The session loop shared by the four games: who sits where, whose turn it is, and what happens
// when the game ends, the input ends or the engine is lost. Each game supplies a GameUi (one
// small file per game) that knows its prompts and its engine commands.
#include <chrono>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "games/common/engine_link.hpp"
#include "games/common/play_game.hpp"
#include "games/common/play_options.hpp"
#include "games/common/terminal.hpp"

namespace boardtalk::play {

// One side of the game: its colour as the engine names it, a name for people, who plays it.
struct Seat {
    std::string colour;  // "white" / "black"; "player" in 2048
    std::string name;
    bool human = true;
};

// "Alice (white)"; just the name in a single-player game.
std::string label(const Seat& seat);

// Everything a game's UI works with. `moves` is the record of the turns played so far
// ("white d6"), kept by the UIs so that a lost engine still leaves the game on screen.
struct PlayContext {
    EngineLink& engine;
    Terminal& term;
    const PlayOptions& options;
    std::vector<Seat> seats;  // in the order the sides move (one seat in 2048)
    std::vector<std::string> moves;
};

// Where the game stands, as the engine reports it.
struct Turn {
    bool over = false;
    int seat = 0;  // index into PlayContext::seats when not over
};

class GameUi {
  public:
    virtual ~GameUi() = default;
    // The colours in the order they move (one entry for 2048).
    virtual std::vector<std::string> colours() const = 0;
    // Sets up a new game on the engine and shows it.
    virtual void start(PlayContext& ctx) = 0;
    // Asks the engine whose turn it is, or whether the game is over.
    virtual Turn turn(PlayContext& ctx) = 0;
    // One turn of a person at the keyboard; returns false if they asked to leave (`quit`).
    virtual bool human_turn(PlayContext& ctx, const Seat& seat) = 0;
    // One turn of the engine, shown to the players.
    virtual void engine_turn(PlayContext& ctx, const Seat& seat) = 0;
    // Shows the result; true if the players want another game.
    virtual bool finish(PlayContext& ctx) = 0;
};

// Asks for names (unless given), runs games until the players stop, and stops the engine.
// Returns the exit code: 0 after a finished game, `quit` or the end of input, 1 when the engine
// was lost (the message and the moves played so far go to stderr).
int run_session(GameUi& ui, EngineLink& engine, Terminal& term, const PlayOptions& options);

}  // namespace boardtalk::play

namespace boardtalk::play {

// Helpers for the game UIs.
// How long to wait for an answer: --timeout if given, else 60 s for a command and, for
// `genmove`, 120 s + 10 times the move time (generous: the move time is the engine's business).
std::chrono::milliseconds command_timeout(const PlayOptions& options);
std::chrono::milliseconds move_timeout(const PlayOptions& options);
// `--move-time SECONDS` for this program's own engine (Go, Morris, DVONN).
std::vector<std::string> move_time_option(const PlayOptions& options);
// Lower-cased copy.
std::string lowercase(std::string text);
// The index of the seat playing `colour` (its first word: "white to move" works), or -1.
int seat_of(const PlayContext& ctx, std::string_view colour);
// Asks the engine for `showboard` and draws it.
void show_board(PlayContext& ctx);
// Takes back the last turn, and the engine's turns before it, until a person is to move
// again (or nothing is left to take back); the engine's refusal is shown.
void undo_turns(PlayContext& ctx);

// The words every move prompt understands besides moves.
enum class Typed {
    other,         // not one of them: a move, or a game's own command
    quit,          // the player wants to leave
    shown,         // help or the board was shown: ask again
    turn_changed,  // turns were taken back: whose turn it is must be asked again
};
// Handles `quit`, `help` (prints `help` and these words), `undo`, `board`, `hint` (the engine's
// choice for the seat, not played), `engine` (the engine plays the seat's turn) and an empty line.
Typed common_command(PlayContext& ctx, GameUi& ui, const Seat& seat, const std::string& line,
                     std::string_view help);

}  // namespace boardtalk::play
