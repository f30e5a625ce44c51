#pragma once
// The match runner's referee: our own rules engine for one game, seen through the text the
// engines exchange. The runner asks it who moves, checks every generated move with it before
// passing the move on, and asks it for the outcome and the record at the end. One referee per
// game; it never talks to a process.
#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace boardtalk::match {

// The settings of the games of a match (from the command line).
struct GameSettings {
    std::string game;               // a name of the game table: "go", "morris", "dvonn", "2048"
    int boardsize = 0;              // Go, 2048: in the engine's range (settle); 0 elsewhere
    std::string rules = "chinese";  // Go: ko, suicide, scoring as valid rules text (canonical
                                    // after the options were checked); komi below
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
    // When the side to move claims a draw instead of moving: the rule that grants it, for
    // people ("threefold repetition after a7-a4"), or nullopt for a false claim. A game whose
    // rules end it at a draw by themselves grants a claim when one of the claimant's legal moves
    // would draw (the move need not be named, nor played). Games without draw claims: nullopt.
    virtual std::optional<std::string> draw_claim() const { return std::nullopt; }
};

// The game options of the command line (`boardtalk match`, `boardtalk tune`) before the game
// checks them; `given` names those given (without "--").
struct GameOptionText {
    int boardsize = 0;  // 0: not given
    std::string rules = "chinese";
    std::optional<double> komi;
    int handicap = 0;
    std::string time_settings;  // empty: none
    std::string dvonn_setup = "random";
    int draw_after = 0;
    std::vector<std::string> given;
};

// A game option the game refuses: one line for people ("--boardsize must be 3..8 for 2048").
struct GameOptionError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// How an engine hears about the clock the runner keeps (clock_commands.hpp).
enum class ClockTalk {
    none,          // not at all (2048)
    go_time_left,  // time_settings at the start, time_left before every genmove (Go)
    time_limit,    // time_limit with the move's share before every genmove (Morris, DVONN)
};

// A field of match.json that says how the games are played ("boardsize": 9).
using InfoField = std::pair<std::string, std::variant<long long, std::string>>;

// One game as the match runner knows it: its entry in the game table
// (games/table/game_table.hpp). Everything the runner does differently per game is here
// or in the Referee, never a branch on the game's name.
struct RefereeGame {
    int players = 2;  // 1: single player (2048): one engine, no SPRT, no tournament, no clock
    ClockTalk clock = ClockTalk::none;
    bool final_scores = false;  // after the game's own end, ask each engine final_score (Go)
    // The options only this game takes (without "--"); another game refuses them.
    std::vector<std::string> options;
    // Fills `settings` (game already set) from the game's options, defaults included; throws
    // GameOptionError.
    void (*settle)(const GameOptionText& given, GameSettings& settings) = nullptr;
    // A referee at the start of a game with this seed.
    std::unique_ptr<Referee> (*make)(const GameSettings& settings, std::uint64_t seed) = nullptr;
    // True when a game's start depends on its seed (DVONN random setups, 2048 spawns): two
    // games with the same opening are then not a pair.
    bool (*seed_dependent)(const GameSettings& settings) = nullptr;
    // The fields of match.json that describe the games, after "openings".
    std::vector<InfoField> (*info)(const GameSettings& settings) = nullptr;
};

// RefereeGame::make for a referee class constructed from (settings, seed).
template <class GameReferee>
std::unique_ptr<Referee> make_referee_as(const GameSettings& settings, std::uint64_t seed) {
    return std::make_unique<GameReferee>(settings, seed);
}

}  // namespace boardtalk::match
