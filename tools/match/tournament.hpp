#pragma once
// The schedule of a match or tournament: which engines meet (the pairings) and which pairing and
// game within it each global game index is. Every pairing plays the same number of games; game k
// of a pairing has the pairing's first engine on the first colour when k is even and plays
// opening (k / 2) mod count, exactly as the games of a two-engine match. Global indices run
// pairing by pairing, so results.jsonl, --resume, --shard and --jobs work unchanged across
// pairings, and game i has seed base + i.
#include <cstddef>
#include <optional>
#include <string_view>
#include <vector>

namespace boardtalk::match {

// match: two engines; round-robin: every engine against every other; gauntlet: the first
// engine against each of the others.
enum class TournamentKind { match, round_robin, gauntlet };

std::string_view tournament_name(TournamentKind kind);  // "match", "round-robin", "gauntlet"
std::optional<TournamentKind> tournament_from_name(std::string_view name);

// Two engines that meet, as indices into the engine list; `first` is engine "a" of its games.
struct Pairing {
    std::size_t first = 0, second = 1;
    bool operator==(const Pairing&) const = default;
};

// Where a global game index falls.
struct ScheduledGame {
    std::size_t pairing = 0;  // index into Schedule::pairings
    int game = 0;             // the game's number within its pairing, 0..games_per_pairing-1
};

struct Schedule {
    std::vector<Pairing> pairings;
    int games_per_pairing = 0;

    int total_games() const { return static_cast<int>(pairings.size()) * games_per_pairing; }
    ScheduledGame at(int index) const;
};

// The pairings of `kind` for `engines` engines, in the order they are played: round-robin
// (0,1), (0,2), ..., (0,n-1), (1,2), ...; gauntlet (0,1), (0,2), ...; match (0,1), or (0,0)
// for the one engine of a single-player game (2048). Otherwise empty for fewer than two engines.
std::vector<Pairing> make_pairings(TournamentKind kind, std::size_t engines);

}  // namespace boardtalk::match
