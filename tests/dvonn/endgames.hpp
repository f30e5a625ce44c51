#pragma once
// Endgames for the DVONN search tests: random ones, and their value by plain minimax.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdint>
#include <optional>

#include "engine/dvonn/game.hpp"
#include "engine/dvonn/match.hpp"
#include "engine/dvonn/movegen.hpp"

namespace boardtalk::dvonn::test {

// The final margin for the side to move when both play perfectly: every line to the end.
inline int minimax_margin(const Board& b) {
    MoveList list;
    generate_steps(b, b.to_move, list);
    if (list.size == 0) {
        if (!has_step(b, opponent(b.to_move)))
            return pieces_controlled(b, b.to_move) - pieces_controlled(b, opponent(b.to_move));
        Board next = b;
        apply_pass(next);
        return -minimax_margin(next);
    }
    int best = -kSpaces;
    for (const Move& m : list) {
        Board next = b;
        apply_step(next, m.from, m.to);
        best = std::max(best, -minimax_margin(next));
    }
    return best;
}

// `setup random setup_seed` played by random moves (seeded by player_seed) until at most
// `stacks` stacks are left; nullopt when the game ended before.
inline std::optional<Board> random_endgame(std::uint64_t setup_seed, std::uint64_t player_seed,
                                           int stacks) {
    Game g(random_setup(setup_seed));
    RandomPlayer random(player_seed);
    while (!g.over() && __builtin_popcountll(g.position().board.occupied) > stacks)
        REQUIRE_FALSE(g.play(random.choose(g)));
    if (g.over()) return std::nullopt;
    return g.position().board;
}

}  // namespace boardtalk::dvonn::test
