#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace boardtalk::go {

// Which repetitions are forbidden.
enum class KoRule {
    simple,         // immediate recapture of a single stone in a ko is illegal
    positional,     // no move may recreate an earlier whole-board position
    situational,    // ... an earlier position with the same player to move next
    recent_capture  // a point emptied by a capture is unavailable to both players until the
                    // capturing player has moved again (that player's next move included)
};

enum class Scoring {
    area,      // stones + empty regions reached by one colour only (+ komi for white)
    territory  // empty regions reached by one colour only + prisoners + dead stones of the
               // other colour on the board (+ komi for white)
};

// What White receives for Black's handicap stones besides komi (KataGo's whiteHandicapBonus):
// nothing, one point per stone after the first (AGA), or one point per stone (Chinese, GNU Go's
// area scoring).
enum class HandicapBonus { none, n_minus_one, n };

// The rule set of a game: a plain value with named presets and a text round trip.
struct Rules {
    KoRule ko = KoRule::positional;
    bool suicide = false;  // true: a move that leaves its own group without liberty removes it
    Scoring scoring = Scoring::area;
    double komi = 7.5;
    HandicapBonus handicap_bonus = HandicapBonus::n;

    // What White adds to its points: komi and the handicap bonus for that many handicap stones.
    double white_bonus(std::size_t handicap_stones) const;

    // Positional superko, no suicide, area scoring, komi 7.5, handicap bonus n (the default).
    static Rules chinese();
    // Simple ko, no suicide, territory scoring, komi 6.5, no handicap bonus.
    static Rules japanese();
    // Positional superko, suicide allowed, area scoring, komi 7.5, no handicap bonus.
    static Rules tromp_taylor();
    // GNU Go's: simple ko, no suicide, area scoring, komi 7.5, handicap bonus n.
    static Rules simple();
    // AGA: situational superko, no suicide, area scoring, komi 7.5, handicap bonus n-1.
    static Rules aga();
    // New Zealand: situational superko, suicide allowed, area scoring, komi 7, no handicap bonus.
    static Rules new_zealand();

    // The preset of that name: "chinese", "japanese", "tromp-taylor", "simple", "aga",
    // "new-zealand"; '_' may stand for '-', case-insensitive. nullopt for any other name.
    static std::optional<Rules> preset(std::string_view name);

    // Parses either a preset name, or space-separated key=value settings applied on top of the
    // default (chinese), optionally after a leading preset name:
    //   "ko=simple|positional|situational|recent-capture suicide=yes|no scoring=area|territory
    //    handicap-bonus=0|n-1|n komi=<finite number>"  e.g. "japanese komi=0.5".
    // nullopt on an unknown key, a bad value or a non-finite komi.
    static std::optional<Rules> parse(std::string_view text);

    // The canonical text, e.g. "ko=positional suicide=no scoring=area handicap-bonus=n komi=7.5";
    // parse(r.to_string()) == r for every r with a finite komi.
    std::string to_string() const;

    friend bool operator==(const Rules&, const Rules&) = default;
};

// "simple", "positional", "situational", "recent-capture".
std::string_view to_string(KoRule ko);
// "area", "territory".
std::string_view to_string(Scoring scoring);
// "0", "n-1", "n".
std::string_view to_string(HandicapBonus bonus);

}  // namespace boardtalk::go
