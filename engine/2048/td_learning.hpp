#pragma once
// Learning an n-tuple network's weights by temporal-difference learning on afterstates
// (Szubert and Jaskowski 2014): the player moves greedily on the merge score plus the value of
// the board after its slide (the afterstate), and after each move the value of its previous
// afterstate is pulled toward the reward and value of the next one, TD(0). A game's tiles come
// from SpawnRng with the rules' mapping (spawn.hpp), seeded per game, so training is
// reproducible and resumable at any game.
#include <cstdint>

#include "engine/2048/coherence.hpp"
#include "engine/2048/late_starts.hpp"
#include "engine/2048/ntuple.hpp"
#include "engine/2048/spawn.hpp"

namespace boardtalk::g2048 {

struct EpisodeStats {
    std::uint64_t score = 0;  // of the moves played (from `start` when given)
    int max_exponent = 0;     // 11: the tile 2048
    int moves = 0;
    int start_exponent = 0;  // the largest tile of the start board; 0: from the game's start
};

// A new tile on a random empty cell of `board` (which has one), as draw_spawn chooses.
Bitboard spawn_tile(Bitboard board, SpawnRng& rng);

// One TD(0) update of the afterstate `previous` toward `reward` plus `next_value` (the value of
// the next afterstate, 0 after the last move): each of the network's lookups of previous moves
// its weight by alpha / lookups of the error (a weight two lookups read moves twice), so
// value(previous) moves by alpha times the error when its lookups read distinct weights (more
// when some share one). With `coherence`, each weight's step is also scaled by its own rate
// (coherence.hpp). Returns the error, reward + next_value - value(previous).
double td_update(NTupleNetwork& net, Bitboard previous, double reward, double next_value,
                 double alpha, Coherence* coherence = nullptr);

// Plays one game from the start (two tiles) with greedy moves, learning with rate `alpha` per
// update of a board's value (td_update). alpha = 0: plays without learning. With `start` (not
// 0), from that board instead (a board before a move, with a move left). With `keep`, each
// board on which the game first makes a tile of at least keep->tile_exponent(), or one larger
// than any before it (than the start's), is added to it. With `coherence`, the updates are
// temporal coherence's (td_update).
EpisodeStats td_episode(NTupleNetwork& net, SpawnRng& rng, double alpha, Bitboard start = 0,
                        LateStarts* keep = nullptr, Coherence* coherence = nullptr);

// The seed of training game `index` of a run seeded with `seed`.
std::uint64_t episode_seed(std::uint64_t seed, std::uint64_t index);

// The start of training game `index` of a run seeded with `seed` (td_episode's `start`): one of
// the boards of `late` for a `share` of the games, else 0 (the game's start); always 0 without
// late boards. Drawn from a generator of its own, so every game keeps its tiles.
Bitboard training_start(const LateStarts* late, double share, std::uint64_t seed,
                        std::uint64_t index);

}  // namespace boardtalk::g2048
