#pragma once
// <out>/match.json: what match a results directory holds (game, engines, seed, settings), so
// --resume refuses a directory of another match and --summarize can name the engines.
#include <filesystem>
#include <optional>
#include <string>

#include "tools/match/match_options.hpp"
#include "tools/match/match_shape.hpp"
#include "tools/match/summary.hpp"

namespace boardtalk::match {

// The JSON text (one object, pretty-printed, ending in '\n') describing the match `options`
// plays: everything that decides the games' content and the sequential test (--sprt, so that
// --resume refuses another test), nothing about how they are run (jobs, shard, output).
std::string match_info_text(const MatchOptions& options);

// The sequential test in <dir>/match.json ("sprt": {...}); nullopt when the match has none.
// Throws std::runtime_error naming the file when the file cannot be read or its test is
// malformed.
std::optional<SprtSetup> read_sprt_setup(const std::filesystem::path& dir);

// The names people see for the first two engines: their names, or the command lines of
// --engine-a / --engine-b (named "a" and "b").
MatchNames match_names(const std::vector<EngineSpec>& engines);

// The engines named in <dir>/match.json; nullopt when it is missing or unreadable.
std::optional<MatchNames> read_match_names(const std::filesystem::path& dir);

// Who plays in a results directory: the kind of tournament ("tournament" in match.json, absent
// for a match) and the engines' names in command-line order (the first is the rating anchor).
struct Lineup {
    TournamentKind tournament = TournamentKind::match;
    std::vector<std::string> engines;
};

// The lineup in <dir>/match.json; nullopt when it is missing or unreadable. Throws
// std::runtime_error naming the file for an unknown "tournament".
std::optional<Lineup> read_lineup(const std::filesystem::path& dir);

// The results the match `options` plays may hold (--resume checks the directory's lines).
MatchShape match_shape(const MatchOptions& options);

// The same from <dir>/match.json (--summarize); nullopt when it is missing or unreadable, or
// lacks the game, the engines, the number of games or the seed.
std::optional<MatchShape> read_match_shape(const std::filesystem::path& dir);

}  // namespace boardtalk::match
