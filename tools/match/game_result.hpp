#pragma once
// One finished game of a match: what the runner appends to results.jsonl (one JSON object per
// line) and what the summary, the plot and --summarize read back. The two engines are "a" and
// "b" (--engine-a, --engine-b, or in a tournament the pairing's first and second engine, their
// names in fields "a" and "b"); colours alternate, so results are counted per engine.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace boardtalk::match {

enum class Winner { a, b, draw, none };  // none: single-player games (2048)

// Why an engine lost by forfeit. protocol_error: a well-formed response with the wrong id (or
// none when the command had one), i.e. an answer that is not the one to the command sent.
enum class ForfeitCause { illegal_move, crash, timeout, garbage, protocol_error };
// Every cause, in the order summaries list them.
inline constexpr ForfeitCause all_forfeit_causes[] = {
    ForfeitCause::illegal_move, ForfeitCause::crash, ForfeitCause::timeout, ForfeitCause::garbage,
    ForfeitCause::protocol_error};

struct GameResult {
    int index = 0;           // 0-based game number in the whole match (shards share it)
    std::string game;        // "go", "morris", "dvonn", "2048"
    std::uint64_t seed = 0;  // the game's seed (setups, openings, 2048 spawns)
    // The engines' names ("a" and "b" for --engine-a / --engine-b; "" for b in 2048, and for
    // both in results written before names were recorded).
    std::string a_name, b_name;
    std::string a_colour;  // the colour engine a played: "black"/"white" (Go), "white"/
                           // "black" (Morris, DVONN), "" (2048)
    Winner winner = Winner::none;
    std::string result;  // the game's own notation: "B+3.5", "W+R", "B+F", "W+12", "0",
                         // "draw"; 2048: the best tile, "4096"
    std::string end;     // "two passes", "resignation", "game end", "max moves", "forfeit",
                         // "time" (the loser's clock ran out: "B+T", "W+T")
    std::optional<std::string> forfeit_engine;  // "a" or "b" when end == "forfeit"
    std::optional<ForfeitCause> forfeit_cause;
    double score = 0;              // a's margin (Go, DVONN: points; Morris: +1/0/-1); 2048: score
    int moves = 0;                 // moves played (passes included)
    int a_moves = 0, b_moves = 0;  // moves each engine generated
    double a_seconds = 0, b_seconds = 0;       // wall time each engine spent generating them
    std::string a_final_score, b_final_score;  // Go: the engines' own final_score answers
    std::string record;  // the record's file name, relative to the results directory
    // 16 hex digits, the same for two games with the same setup and the same moves (FNV-1a of
    // them): how the summary finds games played over again. "" for 2048 and older results.
    std::string moves_digest;
    // Engines under a runner-kept clock (--tc): seconds left on it at the game's end (0 for the
    // engine that lost on time); nullopt without a clock (and absent from the JSON line).
    std::optional<double> a_time_left, b_time_left;
};

// One line of results.jsonl (no newline), and back. from_json_line returns nullopt for a line
// that is not a complete, valid result (a torn last line of an interrupted match).
std::string to_json_line(const GameResult& r);
std::optional<GameResult> from_json_line(const std::string& line);

// "illegal move", "crash", "timeout", "garbage", "protocol error"
std::string to_string(ForfeitCause c);

}  // namespace boardtalk::match
