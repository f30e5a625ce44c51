#pragma once
// Small GameResult builders for the summary and SPRT tests (summary/, stats/).
#include <string>
#include <vector>

#include "tools/match/game_result.hpp"

namespace boardtalk::match::testing {

// A Go game won by `winner`, engine a playing black on even indices and white on odd ones.
inline GameResult go_game(int index, Winner winner, double margin = 0,
                          std::string end = "two passes") {
    GameResult r;
    r.index = index;
    r.game = "go";
    r.seed = 1000 + static_cast<std::uint64_t>(index);
    r.a_colour = index % 2 == 0 ? "black" : "white";
    r.winner = winner;
    r.result = winner == Winner::draw ? "0" : "B+1";
    r.end = std::move(end);
    r.score = margin;
    r.moves = 60;
    r.a_moves = 30;
    r.b_moves = 30;
    r.a_seconds = 1.5;
    r.b_seconds = 0.75;
    r.record = "game-" + std::to_string(index) + ".sgf";
    return r;
}

// A game that engine `loser` ("a" or "b") forfeited.
inline GameResult forfeit_game(int index, const std::string& loser, ForfeitCause cause) {
    auto r = go_game(index, loser == "a" ? Winner::b : Winner::a, 0, "forfeit");
    r.forfeit_engine = loser;
    r.forfeit_cause = cause;
    return r;
}

// A 2048 game with this score and best tile.
inline GameResult game_2048(int index, double score, int best_tile) {
    GameResult r;
    r.index = index;
    r.game = "2048";
    r.seed = 7 + static_cast<std::uint64_t>(index);
    r.winner = Winner::none;
    r.result = std::to_string(best_tile);
    r.end = "game end";
    r.score = score;
    r.moves = r.a_moves = 500;
    r.a_seconds = 0.5;
    r.record = "game-" + std::to_string(index) + ".txt";
    return r;
}

// n games: `wins` won by a, then `draws` drawn, then the rest lost, indices 0..n-1.
inline std::vector<GameResult> games(int wins, int draws, int losses) {
    std::vector<GameResult> out;
    for (int i = 0; i < wins + draws + losses; ++i)
        out.push_back(go_game(i, i < wins           ? Winner::a
                                 : i < wins + draws ? Winner::draw
                                                    : Winner::b));
    return out;
}

}  // namespace boardtalk::match::testing
