#pragma once
// What one `boardtalk 2048` session owns: the game, the seed of the next new game and the
// player. No globals, so several sessions can run in one process.
#include <cstdint>

#include "engine/2048/game.hpp"
#include "engine/2048/search.hpp"

namespace boardtalk::g2048 {

struct G2048State {
    explicit G2048State(int size = default_size, std::uint64_t seed = 0, SearchOptions search = {})
        : seed(seed), game(size, seed), searcher(search) {}

    // Starts a new game of `size` with `seed` (the seed of later clear_board calls too).
    void new_game(int size, std::uint64_t new_seed) {
        seed = new_seed;
        game = Game(size, seed);
    }

    std::uint64_t seed;  // the seed of the next clear_board
    Game game;
    Searcher searcher;
};

}  // namespace boardtalk::g2048
