#pragma once
// The match runner's referee: our own rules engine for one game, seen through the text the
// engines exchange. The runner asks it who moves, checks every generated move with it before
// passing the move on, and asks it for the outcome and the record at the end. One referee per
// game; it never talks to a process.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/go/rules.hpp"

namespace boardtalk::match {

// The settings of the games of a match (from the command line).
struct GameSettings {
    std::string game;   // "go", "morris", "dvonn", "2048"
    int boardsize = 0;  // Go: 2..25 (default 9); 2048: 3..8 (default 4); 0 elsewhere
    go::Rules rules = go::Rules::chinese();  // Go: ko, suicide, scoring; komi below
    double komi = 7.5;
    int handicap = 0;                          // Go: 0 or 2..max fixed handicap
    std::optional<std::string> time_settings;  // Go: "M B S", sent as time_settings
    bool dvonn_placement = false;              // DVONN: placing phase instead of a random setup
    int draw_after = 0;  // Morris: adjudicate a draw after this many plies of the moving phase
                         // without a removal (0: only the rules' own limit)
};

// A move as the referee judged it.
struct MoveCheck {
    enum class Verdict {
        ok,          // legal; applied
        unreadable,  // not a move in the game's notation (garbage)
        illegal,     // a move, but not a legal one now
    };
    Verdict verdict = Verdict::ok;
    std::string canonical;  // ok: the move in canonical notation (what `play` sends on)
    std::string detail;     // otherwise: why, for people ("occupied", "unknown space 'L3'")
};

// How the game ended as the referee sees it (forfeits and resignations are the runner's).
struct RefereeOutcome {
    std::optional<int> winner_side;  // 0 first colour, 1 second; nullopt: draw or single player
    std::string result;              // "B+3.5", "W+12", "W+", "0"; 2048: the best tile
    double first_margin = 0;         // side 0's margin (Go, DVONN: points; Morris: +1/0/-1);
                                     // 2048: the score
};

// What the record of a game carries besides its moves.
struct RecordInfo {
    std::string first_name, second_name;  // who played each colour (engine command lines)
    std::string result;                   // the final result text (forfeits and resignations
                                          // included: "B+F", "W+R")
    std::string comment;                  // how it ended, for people ("b forfeits: timeout")
};

class Referee {
  public:
    virtual ~Referee() = default;
    // 2, or 1 for 2048 (genmove and play without a colour; nothing is sent to a second engine).
    virtual int players() const = 0;
    // The protocol colour of a side: side 0 is the first colour (Go black; Morris and DVONN
    // white), side 1 the second; "" for 2048.
    virtual std::string colour_name(int side) const = 0;
    // Commands that put a fresh engine at the start of this game, in order.
    virtual std::vector<std::string> setup_commands() const = 0;
    // The side to move now (0 or 1; always 0 for 2048). Precondition: !over().
    virtual int to_move() const = 0;
    // The game's own end: two passes (Go), no move left, a win or draw under the rules.
    virtual bool over() const = 0;
    // Moves played so far (passes included; setup and handicap excluded).
    virtual int moves_played() const = 0;
    // Checks `move` (an engine's answer, trimmed) for the side to move and applies it when legal.
    // A refused move changes nothing.
    virtual MoveCheck play(std::string_view move) = 0;
    // Commands for the engine(s) after a legal move (2048: keep_going after reaching 2048).
    virtual std::vector<std::string> after_move_commands() { return {}; }
    // The outcome now: at the game's end, or when the move limit stopped it (scored as is).
    virtual RefereeOutcome outcome() const = 0;
    // The record of the game as played so far, and its file extension (".sgf", ".txt").
    virtual std::string record(const RecordInfo& info) const = 0;
    virtual std::string record_extension() const = 0;
    // How the game ended by itself ("two passes" or "game end"); only when over().
    virtual std::string end_reason() const { return "game end"; }
    // True when the runner's adjudication (--draw-after) ends the game as a draw now, before the
    // rules would; the game is not over() then.
    virtual bool adjudicated_draw() const { return false; }
};

// A referee at the start of a game with this seed (DVONN random setups, 2048 spawns and the
// Go dead-stone estimate use it). Precondition: settings.game is one of the four games.
std::unique_ptr<Referee> make_referee(const GameSettings& settings, std::uint64_t seed);

// The referee of each game (make_referee picks one).
std::unique_ptr<Referee> make_go_referee(const GameSettings& settings, std::uint64_t seed);
std::unique_ptr<Referee> make_morris_referee(const GameSettings& settings, std::uint64_t seed);
std::unique_ptr<Referee> make_dvonn_referee(const GameSettings& settings, std::uint64_t seed);
std::unique_ptr<Referee> make_g2048_referee(const GameSettings& settings, std::uint64_t seed);

// "go", "morris", "dvonn", "2048" -> true.
bool is_known_game(std::string_view game);

}  // namespace boardtalk::match
