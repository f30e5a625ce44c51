#pragma once
// Wins, draws and losses of a strength match (the Morris and DVONN benchmarks), counted for the
// first-named player from any game's outcome.
#include <string>
#include <string_view>

namespace boardtalk::adapters {

enum class GameEnd { win, draw, loss };

// How a game ended for the side that played `colour`, for a game whose Outcome has white_wins
// and black_wins; anything else (a draw, a game stopped unfinished) is a draw.
template <class Outcome, class Colour>
GameEnd end_for(Outcome outcome, Colour colour) {
    const bool white = colour == Colour::white;
    if (outcome == (white ? Outcome::white_wins : Outcome::black_wins)) return GameEnd::win;
    if (outcome == (white ? Outcome::black_wins : Outcome::white_wins)) return GameEnd::loss;
    return GameEnd::draw;
}

struct WinDrawLoss {
    int wins = 0, draws = 0, losses = 0;

    void add(GameEnd end);
    int games() const { return wins + draws + losses; }
    // Points per game, a draw half a point: 0..1 (0 before any game).
    double score() const;
    // "+3 =1 -0".
    std::string text() const;
    // `total` over the games played: a mean per game (0 before any game).
    double per_game(double total) const;
};

// A strength match's line in `boardtalk bench GAME`: "WHAT: 4 games  +3 =1 -0  (wins 75.0%,
// DETAILS)", DETAILS what the game adds (its means per game).
std::string tally_line(std::string_view what, const WinDrawLoss& tally, std::string_view details);

}  // namespace boardtalk::adapters
